import { activityParams, activityQuery, activityResponse } from '../schemas/activity.ts';
import { area } from './endpoint.ts';

// Not a ledger-data area: the ledger is in the path, and the route checks the
// caller's membership itself (a non-member's id answers 404, like a missing one).
const activity = area('ledgers', [400, 401, 404, 429]);

/** A ledger's activity log (decision 0049): every member may read it. */
export const activityApi = {
  list: activity.get('/api/ledgers/:id/activity', {
    summary: 'Who changed what in the ledger, newest first (kept 400 days; any member)',
    params: activityParams,
    query: activityQuery,
    responses: { 200: activityResponse },
  }),
};
