import { z } from 'zod';
import { requiredString } from './common.ts';

/** The weekly digest (decision 0058): a Monday e-mail its user opted into in Settings. */
export const DIGEST_MESSAGES = {
  unsubscribed: 'You will no longer receive the weekly digest.',
  invalidLink:
    'This unsubscribe link is not valid. Turn the weekly digest off in Settings instead.',
} as const;

/**
 * POST /api/digest/unsubscribe?token=…: the link of a digest e-mail, which works without
 * signing in; mail programs' one-click unsubscribe posts to the same address.
 */
export const digestUnsubscribeQuery = z.strictObject({
  token: requiredString('Token').trim().min(1, 'Token is required').max(128, 'Token is too long'),
});
export type DigestUnsubscribeQuery = z.input<typeof digestUnsubscribeQuery>;

export const digestUnsubscribeResponse = z.object({
  success: z.literal(true),
  message: z.string(),
});
