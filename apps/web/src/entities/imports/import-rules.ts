import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { importRulesApi } from '@elevate/shared/contract/imports';
import type { ImportRule, ImportRuleBody } from '@elevate/shared/schemas/imports';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { invalidateAfter } from '../invalidation.ts';
import { importKeys } from './keys.ts';

/** GET /api/import-rules: 'description contains X → category', in the order they apply. */
export async function fetchImportRules(signal?: AbortSignal): Promise<ImportRule[]> {
  const answer = await callEndpoint(importRulesApi.list, { signal });
  return answer.rules;
}

export const importRulesQuery = () =>
  queryOptions({ queryKey: importKeys.rules(), queryFn: ({ signal }) => fetchImportRules(signal) });

export function useImportRules() {
  return useQuery(importRulesQuery());
}

/** POST /api/import-rules, or PUT /api/import-rules/{id} when `id` is given. */
export function saveImportRule({ id, body }: { id?: string; body: ImportRuleBody }) {
  return id
    ? callEndpoint(importRulesApi.update, { params: { id }, body })
    : callEndpoint(importRulesApi.create, { body });
}

/** DELETE /api/import-rules/{id}. */
export function deleteImportRule(id: string) {
  return callEndpoint(importRulesApi.remove, { params: { id } });
}

export function useSaveImportRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveImportRule,
    onSuccess: () => invalidateAfter(queryClient, { kind: 'importRulesChanged' }),
  });
}

export function useDeleteImportRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteImportRule,
    onSuccess: () => invalidateAfter(queryClient, { kind: 'importRulesChanged' }),
  });
}
