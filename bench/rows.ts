import type { BrowserTimings } from './browser-timings.ts';
import type { BundleSize } from './bundle.ts';
import type { LighthouseScores } from './lighthouse-run.ts';
import type { LoadResult, Target } from './load.ts';
import type { Row } from './report.ts';
import { RULE_APPLY_TARGET_MS, type RuleApplyTiming } from './rule-apply-scenario.ts';

export interface Figures {
  kind: string;
  seedSeconds: number;
  load: LoadResult[];
  bundles: Record<'login' | 'dashboard', BundleSize>;
  lighthouse: LighthouseScores;
  browser: BrowserTimings;
  peakRssMb: number;
  ruleApply: RuleApplyTiming;
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const kb = (n: number) => `${n.toFixed(1)} KB`;
const ms = (n: number) => `${int(n)} ms`;

function targetText(t: Target, onPostgres: boolean): string {
  const parts = [
    t.maxSingleP50 === undefined ? null : `p50 alone < ${t.maxSingleP50} ms`,
    t.minRps === undefined ? null : `≥ ${t.minRps} req/s`,
    t.maxP99 === undefined ? null : `p99 < ${t.maxP99} ms`,
    t.minShare === undefined ? null : `≥ ${t.minShare} % of bare`,
  ].filter((part) => part !== null);
  return `${parts.join(', ')}${onPostgres ? '' : ' (set for PostgreSQL)'}`;
}

function targetMet(t: Target, r: LoadResult, share: number): boolean {
  return (
    r.failures === 0 &&
    (t.maxSingleP50 === undefined || (r.singleP50 ?? Infinity) < t.maxSingleP50) &&
    (t.minRps === undefined || r.rps >= t.minRps) &&
    (t.maxP99 === undefined || r.p99 < t.maxP99) &&
    (t.minShare === undefined || share >= t.minShare)
  );
}

function loadRows(load: LoadResult[], kind: string): Row[] {
  const bare = load[0]?.rps ?? NaN;
  return load.map((r, i) => {
    const share = (r.rps / bare) * 100;
    const failures = r.failures > 0 ? ` · **${int(r.failures)} failed**` : '';
    const alone = r.singleP50 === undefined ? '' : ` · alone p50 ${r.singleP50} ms`;
    const result =
      r.rps === 0
        ? `0 req/s: no answer within the 10 s run${failures}`
        : `${int(r.rps)} req/s (${share.toFixed(0)} % of bare) · p50 ${r.p50} ms · p99 ${r.p99} ms${alone}${failures}`;
    if (!r.target) return { measure: r.name, result, target: i === 0 ? 'ceiling' : '—', met: null };
    return {
      measure: r.name,
      result,
      target: targetText(r.target, kind !== 'PGlite'),
      met: targetMet(r.target, r, share),
    };
  });
}

export function tableRows(f: Figures): Row[] {
  const lh = f.lighthouse;
  return [
    {
      measure: 'Seeding 100k + 1,000 × 1,000 transactions',
      result: `${f.seedSeconds.toFixed(1)} s`,
      target: '—',
      met: null,
    },
    ...loadRows(f.load, f.kind),
    {
      measure: 'Gzipped JS / CSS for /login',
      result: `${kb(f.bundles.login.jsKb)} / ${kb(f.bundles.login.cssKb)}`,
      target: 'JS ≤ 200 KB',
      met: f.bundles.login.jsKb <= 200,
    },
    {
      measure: 'Gzipped JS / CSS for the dashboard',
      result: `${kb(f.bundles.dashboard.jsKb)} / ${kb(f.bundles.dashboard.cssKb)}`,
      target: '—',
      met: null,
    },
    {
      measure: 'Lighthouse /login: performance, accessibility, best practices, SEO',
      result: `${lh.performance}, ${lh.accessibility}, ${lh.bestPractices}, ${lh.seo}`,
      target: '≥ 95, 100, 100, 100',
      met:
        lh.performance >= 95 &&
        lh.accessibility === 100 &&
        lh.bestPractices === 100 &&
        lh.seo === 100,
    },
    {
      measure: 'Sign-in to rendered dashboard (100k user, median of 3)',
      result: ms(f.browser.signInToDashboardMs),
      target: '< 1,000 ms',
      met: f.browser.signInToDashboardMs < 1000,
    },
    {
      measure: 'Reports page drawn after its link on the dashboard (100k user, median of 3)',
      result: ms(f.browser.reportsPageMs),
      target: '< 1,000 ms',
      met: f.browser.reportsPageMs < 1000,
    },
    {
      measure: `'Filter All Transactions', description 'market' over 100,000 (${int(f.browser.filteredCount)} found)`,
      result: ms(f.browser.filterAllWithFilterMs),
      target: '< 2,000 ms',
      met: f.browser.filterAllWithFilterMs < 2000,
    },
    {
      measure: `'Filter All Transactions', Min Amount 0.01 over 100,000 (${int(f.browser.broadCount)} found)`,
      result: ms(f.browser.filterAllBroadMs),
      target: '< 2,000 ms',
      met: f.browser.filterAllBroadMs < 2000,
    },
    {
      measure: `A rule applied to past transactions of 100,000: dry run of a broad rule (${int(f.ruleApply.wouldChange)} would change; median of 3) / a payee's rule applied / undone (${int(f.ruleApply.changed)} changed)`,
      result: `${ms(f.ruleApply.dryRunMs)} / ${ms(f.ruleApply.applyMs)} / ${ms(f.ruleApply.undoMs)}`,
      target: `each < ${int(RULE_APPLY_TARGET_MS)} ms`,
      met: [f.ruleApply.dryRunMs, f.ruleApply.applyMs, f.ruleApply.undoMs].every(
        (time) => time < RULE_APPLY_TARGET_MS,
      ),
    },
    {
      measure:
        f.kind === 'Embedded PostgreSQL'
          ? 'Server + its PostgreSQL: peak resident memory (RSS of Node + PSS of the database processes, whole run, sampled every 250 ms)'
          : 'Server peak resident memory (whole run, sampled every 250 ms)',
      result: `${int(f.peakRssMb)} MB`,
      target: `< 300 MB${f.kind === 'PGlite' ? ' (set for PostgreSQL)' : ''}`,
      met: f.peakRssMb < 300,
    },
  ];
}
