import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@elevate/shared/schemas/auth';
import { api } from '../../../lib/api-client.ts';
import { currentIntl } from '../../../lib/i18n/app-intl.ts';
import { authCallOptions, requireToken } from './auth-call.ts';

/**
 * POST /api/auth/register: 201 with the new session token; the mail goes out server-side.
 * A page speaking another language than English sends it along: it becomes the account's,
 * so the verification mail is written in it (without one, mails are English).
 */
export async function register(body: RegisterBody): Promise<string> {
  const { appLocale } = currentIntl();
  const sent = appLocale === 'en' ? body : { ...body, locale: appLocale };
  return requireToken(await api.post('/api/auth/register', sent, authCallOptions));
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
