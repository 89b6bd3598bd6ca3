import { successResponse } from '../schemas/common.ts';
import { renameTagBody, tagListResponse, tagParams, tagResponse } from '../schemas/tags.ts';
import { area } from './endpoint.ts';

const tags = area('tags', [400, 401, 404, 429, 503], { ledger: true });

/** The ledger's tags (decision 0053): listed with their counts, renamed or merged, deleted. */
export const tagsApi = {
  list: tags.get('/api/tags', {
    summary: 'Every tag a transaction of the ledger carries, with how many carry it',
    responses: { 200: tagListResponse },
  }),
  rename: tags.put('/api/tags/:name', {
    summary: 'Rename a tag on every transaction; onto another tag, merge the two',
    description:
      'The tag is named whatever its case. A name another tag has (whatever its case) merges ' +
      "this one into it, keeping that tag's spelling: every transaction ends with one copy.",
    params: tagParams,
    body: renameTagBody,
    responses: { 200: tagResponse },
  }),
  remove: tags.delete('/api/tags/:name', {
    summary: 'Take a tag off every transaction',
    params: tagParams,
    responses: { 200: successResponse },
  }),
};
