/**
 * A rule applied to past transactions (docs/product/api-rules.md): one rule that tags every
 * expense of the 100k user (most of its rows), timed as a dry run (the median of three, it
 * writes nothing) and then once for real and once undone, as the import's one-off timings
 * are. The target is under 5 s for each over 100,000 transactions.
 */
export const RULE_APPLY_TARGET_MS = 5_000;

export interface RuleApplyTiming {
  matched: number;
  changed: number;
  dryRunMs: number;
  applyMs: number;
  undoMs: number;
}

const BENCH_RULE = {
  name: 'Bench: tag every expense',
  match: 'all',
  conditions: [{ field: 'type', op: 'equals', value: 'expense' }],
  actions: [{ type: 'addTag', value: 'Bench' }],
};

async function post(url: string, headers: Record<string, string>, body: unknown) {
  const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${url} answered ${res.status}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: Math.round(performance.now() - started) };
}

export async function ruleApplyScenario(
  url: string,
  token: string,
  csrfToken: string,
): Promise<RuleApplyTiming> {
  const auth = {
    authorization: `Bearer ${token}`,
    cookie: `csrf_token=${csrfToken}`,
    'x-csrf-token': csrfToken,
  };
  const headers = { ...auth, 'content-type': 'application/json' };
  const rule = (await post(`${url}/api/rules`, headers, BENCH_RULE)) as { _id: string };
  const apply = `${url}/api/rules/${rule._id}/apply`;
  try {
    const dryRuns: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      dryRuns.push((await timed(() => post(apply, headers, { dryRun: true }))).ms);
    }
    const applied = await timed(() => post(apply, headers, { dryRun: false }));
    const { matched, changed, applicationId } = applied.value as {
      matched: number;
      changed: number;
      applicationId: string | null;
    };
    if (!applicationId) throw new Error('the bench rule changed nothing');
    const undone = await timed(() =>
      post(`${url}/api/rule-applications/${applicationId}/undo`, headers, {}),
    );
    return {
      matched,
      changed,
      dryRunMs: dryRuns.sort((a, b) => a - b)[1] ?? NaN,
      applyMs: applied.ms,
      undoMs: undone.ms,
    };
  } finally {
    await fetch(`${url}/api/rules/${rule._id}`, { method: 'DELETE', headers: auth });
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function describeRuleApply(timing: RuleApplyTiming, rssMb: number): string {
  const within = (ms: number) => (ms < RULE_APPLY_TARGET_MS ? 'within' : 'OVER');
  return `A rule applied to the 100k user's transactions (${timing.matched.toLocaleString('en-US')} matched, ${timing.changed.toLocaleString('en-US')} changed): dry run ${seconds(timing.dryRunMs)} (median of 3, ${within(timing.dryRunMs)} the 5 s target), apply ${seconds(timing.applyMs)} (${within(timing.applyMs)}), undo ${seconds(timing.undoMs)} (${within(timing.undoMs)}); server RSS ≤ ${rssMb} MB.`;
}
