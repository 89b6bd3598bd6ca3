import { z } from 'zod';
import { EMAIL_MESSAGE } from './auth.ts';
import { requiredString } from './common.ts';

/** POST /api/support/contact (no CSRF token: reachable from a logged-out browser). */
export const contactBody = z.strictObject({
  email: requiredString('Email').trim().pipe(z.email(EMAIL_MESSAGE)),
  subject: requiredString('Subject')
    .trim()
    .min(5, 'Subject must be at least 5 characters long')
    .max(200, 'Subject must be at most 200 characters'),
  message: requiredString('Message')
    .trim()
    .min(10, 'Message must be at least 10 characters long')
    .max(5000, 'Message must be at most 5000 characters'),
});
export type ContactBody = z.input<typeof contactBody>;

export const contactResponse = z.object({ success: z.literal(true), message: z.string() });
export type ContactResponse = z.infer<typeof contactResponse>;

/** Where support mail goes, shown on the Support page. */
export const supportConfigResponse = z.object({ email: z.string() });
export type SupportConfig = z.infer<typeof supportConfigResponse>;
