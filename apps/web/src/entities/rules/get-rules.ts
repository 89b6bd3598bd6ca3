import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rulesApi } from '@elevate/shared/contract/rules';
import type { Rule } from '@elevate/shared/schemas/rules';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { ruleKeys } from './keys.ts';

/** GET /api/rules: the ledger's rules, the first to run first. */
export async function fetchRules(signal?: AbortSignal): Promise<Rule[]> {
  return (await callEndpoint(rulesApi.list, { signal })).rules;
}

export const rulesQuery = () =>
  queryOptions({ queryKey: ruleKeys.list(), queryFn: ({ signal }) => fetchRules(signal) });

export function useRules({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...rulesQuery(), enabled });
}

const noNames: ReadonlyMap<string, string> = new Map();

/** Each rule's name by its id (what a previewed row names as the rule that set it). */
export function useRuleNames(): ReadonlyMap<string, string> {
  const { data } = useRules();
  return useMemo(
    () => (data ? new Map(data.map((rule) => [rule._id, rule.name])) : noNames),
    [data],
  );
}
