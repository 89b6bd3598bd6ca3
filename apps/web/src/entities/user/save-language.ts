import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '@elevate/shared/contract/account';
import type { User } from '@elevate/shared/schemas/auth';
import type { AccountLocale } from '@elevate/shared/schemas/locale';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { invalidateAfter } from '../invalidation.ts';
import { userKeys } from './keys.ts';

/** PATCH /api/account { locale }: the account's language; null follows the browser. */
function saveLanguage(locale: AccountLocale | null) {
  return callEndpoint(accountApi.update, { body: { locale } });
}

/**
 * The signed-in user's answer takes the new language at once: the app follows that
 * answer's language (app/use-account-language.ts), so it must not show the old one
 * while the save is on its way. A refusal puts the old one back, and the app with it.
 */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLanguage,
    onMutate: async (locale) => {
      await queryClient.cancelQueries({ queryKey: userKeys.current() });
      const previous = queryClient.getQueryData<User>(userKeys.current());
      if (previous) queryClient.setQueryData<User>(userKeys.current(), { ...previous, locale });
      return { previous };
    },
    onError: (_error, _locale, context) => {
      if (context?.previous) queryClient.setQueryData(userKeys.current(), context.previous);
    },
    onSuccess: () => invalidateAfter(queryClient, { kind: 'accountUpdated' }),
  });
}
