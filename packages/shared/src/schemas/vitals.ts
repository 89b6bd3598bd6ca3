import { z } from 'zod';

export const VITAL_NAMES = ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'] as const;

/**
 * One web-vitals Metric as apps/web/src/lib/web-vitals.ts beacons it. Fields
 * the server does not keep (id, navigationType, …) are accepted and dropped.
 */
export const vitalBody = z.object({
  name: z.enum(VITAL_NAMES),
  value: z.number().finite().min(0).max(3_600_000),
  rating: z.enum(['good', 'needs-improvement', 'poor']).optional(),
  path: z.string().max(2048).optional(),
});
export type VitalBody = z.infer<typeof vitalBody>;

export const vitalsSummary = z.object({
  since: z.string(),
  metrics: z.array(z.object({ name: z.enum(VITAL_NAMES), p75: z.number(), count: z.number() })),
});
export type VitalsSummary = z.infer<typeof vitalsSummary>;
