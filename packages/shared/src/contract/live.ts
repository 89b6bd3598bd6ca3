import { z } from 'zod';
import { liveQuery } from '../schemas/live.ts';
import { area } from './endpoint.ts';

const live = area('ledgers', [400, 401, 404, 429]);

/** Live updates of a ledger (decision 0049), as server-sent events. */
export const liveApi = {
  events: live.get('/api/events', {
    summary: "A stream of the ledger's changes (text/event-stream; any member)",
    description:
      'Each change is a line `data: {"type":"change","resource":…,"ids":[…],"actor":{"userId","name"}}` followed by a blank line; a comment line every 25 s keeps it open. The ledger is the X-Ledger-Id header’s, else ?ledger=, else the personal ledger. The stream ends when the server shuts down or the caller stops being a member (checked every 25 s); 429 past 10 streams per user.',
    query: liveQuery,
    responses: { 200: z.string().describe('text/event-stream') },
  }),
};
