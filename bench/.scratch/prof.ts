import { openDatabase } from '../../apps/server/src/db/client.ts';
import { listTransactions } from '../../apps/server/src/modules/transactions/transaction-list.ts';
import { transactionListResponse } from '@elevate/shared/schemas/transactions';
import { gzipSync } from 'node:zlib';
const d = await openDatabase({ databaseUrl: process.env.DATABASE_URL! });
const uid = JSON.parse((await import('node:fs')).readFileSync('/tmp/dbg-seed.json', 'utf8')).userId;
for (let i = 0; i < 2; i++) {
let t = performance.now();
const lap = (s: string) => { const n = performance.now(); console.log(s, Math.round(n - t)); t = n; };
const r = await listTransactions(d.db, uid, { page: 1, limit: 50, getAllForFilters: true } as never);
lap('query+map');
const p = transactionListResponse.parse(r);
lap('zod');
const j = JSON.stringify(p);
lap('stringify ' + j.length);
gzipSync(j, { level: 6 });
lap('gzip');
}
await d.close();
