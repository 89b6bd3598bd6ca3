import { queryOptions, useQuery } from '@tanstack/react-query';
import { tagsApi } from '@elevate/shared/contract/tags';
import type { Tag } from '@elevate/shared/schemas/tags';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { tagKeys } from './keys.ts';

/** GET /api/tags: the ledger's tags in alphabetical order, each with its count. */
async function fetchTags(signal?: AbortSignal): Promise<Tag[]> {
  return (await callEndpoint(tagsApi.list, { signal })).tags;
}

export const tagsQuery = () =>
  queryOptions({ queryKey: tagKeys.list(), queryFn: ({ signal }) => fetchTags(signal) });

export function useTags({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...tagsQuery(), enabled });
}

const noNames: readonly string[] = [];

/** The tags' names alone (suggestions, a filter's choices); none while they load or failed. */
export function useTagNames({ enabled = true }: { enabled?: boolean } = {}): readonly string[] {
  const tags = useQuery({
    ...tagsQuery(),
    enabled,
    select: (list) => list.map((tag) => tag.name),
  });
  return tags.data ?? noNames;
}
