import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rulesApi } from '@elevate/shared/contract/rules';
import type { Rule, RuleBody } from '@elevate/shared/schemas/rules';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { invalidateAfter } from '../invalidation.ts';
import { ruleKeys } from './keys.ts';

/** POST /api/rules: the new rule runs after the others. Answers the rule as stored. */
export function createRule(body: RuleBody) {
  return callEndpoint(rulesApi.create, { body });
}

/** PUT /api/rules/{id}: the rule replaced; it keeps its place. */
export function updateRule({ id, body }: { id: string; body: RuleBody }) {
  return callEndpoint(rulesApi.update, { params: { id }, body });
}

/** DELETE /api/rules/{id}: the rules after it move up. */
export function deleteRule(id: string) {
  return callEndpoint(rulesApi.remove, { params: { id } });
}

/** PUT /api/rules/order: every rule's id once, the first to run first. Answers the list. */
export async function reorderRules(ids: string[]): Promise<Rule[]> {
  return (await callEndpoint(rulesApi.reorder, { body: { ids } })).rules;
}

const useRuleWrite = <A, R>(mutationFn: (input: A) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => invalidateAfter(queryClient, { kind: 'rulesChanged' }),
  });
};

export const useCreateRule = () => useRuleWrite(createRule);
export const useUpdateRule = () => useRuleWrite(updateRule);
export const useDeleteRule = () => useRuleWrite(deleteRule);

/**
 * The new order shows at once (a drag must not spring back while the server answers); a
 * refusal puts the list back as the server has it.
 */
export function useReorderRules() {
  const queryClient = useQueryClient();
  const key = ruleKeys.list();
  return useMutation({
    mutationFn: (rules: Rule[]) => reorderRules(rules.map((rule) => rule._id)),
    onMutate: async (rules) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<Rule[]>(key, rules);
    },
    onSuccess: (rules) => {
      queryClient.setQueryData<Rule[]>(key, rules);
      return invalidateAfter(queryClient, { kind: 'rulesChanged' }, { keep: [key] });
    },
    onError: () => invalidateAfter(queryClient, { kind: 'rulesChanged' }),
  });
}
