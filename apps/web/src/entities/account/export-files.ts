import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '@elevate/shared/contract/account';
import type { EndpointBodyInput } from '@elevate/shared/contract/endpoint';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { translate } from '../../lib/i18n/use-t.ts';
import { invalidateAfter } from '../invalidation.ts';

export type ExportKind = 'json' | 'csv';

/**
 * GET /api/account/export or export.csv as a file the browser saves: the bearer token
 * rules out a plain link, so the answer is read as a Blob and handed to a temporary one.
 */
async function downloadExport(kind: ExportKind): Promise<void> {
  const endpoint = kind === 'json' ? accountApi.exportJson : accountApi.exportCsv;
  const { blob, name } = await callEndpoint(endpoint, {
    readBody: async (response) => ({
      blob: await response.blob(),
      name: /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1],
    }),
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? `elevate-export.${kind}`;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download: revoking at once can cancel it in Safari.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useDownloadExport() {
  return useMutation({ mutationFn: downloadExport });
}

/** POST /api/account/restore with the file's text as it is (the server validates it). */
async function restoreAccount(file: File) {
  const text = await file.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(translate('entities.export.notJson'));
  }
  // The file goes as it is, unchecked here: the server's validation names what is wrong.
  return callEndpoint(accountApi.restore, {
    body: parsed as EndpointBodyInput<typeof accountApi.restore>,
  });
}

/** Everything the account shows may have changed: budgets, transactions, the user. */
export function useRestoreAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreAccount,
    onSuccess: () => invalidateAfter(queryClient, { kind: 'accountRestored' }),
  });
}
