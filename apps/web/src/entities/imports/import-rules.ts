import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  importRule,
  importRuleListResponse,
  type ImportRule,
  type ImportRuleBody,
} from '@elevate/shared/schemas/imports';
import { api } from '../../lib/api-client.ts';
import { invalidateAfter } from '../invalidation.ts';
import { importKeys } from './keys.ts';

const rulePath = (id: string) => `/api/import-rules/${encodeURIComponent(id)}`;

/** GET /api/import-rules: 'description contains X → category', in the order they apply. */
export async function fetchImportRules(signal?: AbortSignal): Promise<ImportRule[]> {
  const answer = await api.get('/api/import-rules', { schema: importRuleListResponse, signal });
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
    ? api.put(rulePath(id), body, { schema: importRule })
    : api.post('/api/import-rules', body, { schema: importRule });
}

/** DELETE /api/import-rules/{id}. */
export function deleteImportRule(id: string) {
  return api.delete(rulePath(id));
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
