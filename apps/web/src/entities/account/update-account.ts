import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  accountResponse,
  type AccountInfo,
  type UpdateAccountBody,
} from '@elevate/shared/schemas/account';
import { accountApi } from '@elevate/shared/contract/account';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { invalidateAfter } from '../invalidation.ts';
import { accountKeys } from './keys.ts';

/** PATCH /api/account: the display name, the first-run checklist put away, or the weekly digest. */
function updateAccount(body: UpdateAccountBody) {
  return callEndpoint(accountApi.update, { body });
}

/**
 * The account's cached answer takes the change at once (the checklist disappears on
 * the press, not a round trip later), then both account answers are fetched again.
 */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (_, body) => {
      queryClient.setQueryData<AccountInfo>(accountKeys.info(), (old) =>
        old
          ? accountResponse.parse({
              ...old,
              ...(body.name === undefined ? {} : { name: body.name.trim() }),
              ...(body.checklistDismissed ? { checklistDismissed: true } : {}),
              ...(body.weeklyDigest === undefined ? {} : { weeklyDigest: body.weeklyDigest }),
            })
          : old,
      );
      return invalidateAfter(queryClient, { kind: 'accountUpdated' });
    },
  });
}
