import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tagsApi } from '@elevate/shared/contract/tags';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { invalidateAfter } from '../invalidation.ts';

/**
 * PUT /api/tags/{name}: renamed on every transaction carrying it; onto another tag's
 * name (whatever its case) the two merge under that tag's spelling. Answers the tag.
 */
export function renameTag({ name, to }: { name: string; to: string }) {
  return callEndpoint(tagsApi.rename, { params: { name }, body: { name: to } });
}

/** DELETE /api/tags/{name}: taken off every transaction; the transactions stay. */
export function deleteTag(name: string) {
  return callEndpoint(tagsApi.remove, { params: { name } });
}

export function useRenameTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameTag,
    onSuccess: () => invalidateAfter(queryClient, { kind: 'tagsChanged' }),
  });
}

export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTag,
    onSuccess: () => invalidateAfter(queryClient, { kind: 'tagsChanged' }),
  });
}
