import { gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { webVitals } from '../../db/schema.ts';
import { VITAL_NAMES, type VitalBody, type VitalsSummary } from '@elevate/shared/schemas/vitals';

export const SUMMARY_DAYS = 7;

/** Stores one measurement; answers what it stored, which is also what may be logged. */
export async function recordVital(db: Db, vital: VitalBody) {
  const row = {
    name: vital.name,
    value: vital.value,
    rating: vital.rating ?? null,
    // Query strings can carry tokens (reset links): keep the path only.
    path: vital.path?.split(/[?#]/)[0] ?? null,
  };
  await db.insert(webVitals).values(row);
  return row;
}

/** The 75th percentile per metric, as Core Web Vitals are judged, over the last week. */
export async function summariseVitals(db: Db, now = new Date()): Promise<VitalsSummary> {
  const since = new Date(now.getTime() - SUMMARY_DAYS * 24 * 60 * 60 * 1000);
  const rows = await db
    .select({
      name: webVitals.name,
      p75: sql<number>`percentile_cont(0.75) within group (order by ${webVitals.value})`.mapWith(
        Number,
      ),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(webVitals)
    .where(gte(webVitals.createdAt, since))
    .groupBy(webVitals.name);
  const byName = new Map(rows.map((row) => [row.name, row]));
  const metrics = VITAL_NAMES.flatMap((name) => {
    const row = byName.get(name);
    return row ? [{ name, p75: Math.round(row.p75 * 1000) / 1000, count: row.count }] : [];
  });
  return { since: since.toISOString(), metrics };
}
