/**
 * A rule applied to past transactions (docs/product/api-rules.md) over the 100k user's
 * 100,000: the dry run of a rule that would tag every expense (most of the rows; the median
 * of three, it writes nothing), then a rule as people make them (a payee's category and a
 * tag) applied for real and undone, as the import's one-off timings are. The target is
 * under 5 s for each. A real run changes at most MAX_APPLY_CHANGES rows.
 */
export const RULE_APPLY_TARGET_MS = 5_000;

export interface RuleApplyTiming {
  /** What the broad rule's dry run would change. */
  wouldChange: number;
  matched: number;
  changed: number;
  dryRunMs: number;
  applyMs: number;
  undoMs: number;
}

const BROAD_RULE = {
  name: 'Bench: tag every expense',
  match: 'all',
  conditions: [{ field: 'type', op: 'equals', value: 'expense' }],
  actions: [{ type: 'addTag', value: 'Bench' }],
};
const PAYEE_RULE = {
  name: 'Bench: coffee',
  match: 'all',
  conditions: [{ field: 'description', op: 'contains', value: 'coffee shop' }],
  actions: [
    { type: 'setCategory', value: 'Coffee' },
    { type: 'addTag', value: 'caffeine' },
  ],
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
  const broad = (await post(`${url}/api/rules`, headers, BROAD_RULE)) as { _id: string };
  const payee = (await post(`${url}/api/rules`, headers, PAYEE_RULE)) as { _id: string };
  const applyOf = (rule: { _id: string }) => `${url}/api/rules/${rule._id}/apply`;
  try {
    const dryRuns: number[] = [];
    let wouldChange = 0;
    for (let i = 0; i < 3; i += 1) {
      const run = await timed(() => post(applyOf(broad), headers, { dryRun: true }));
      dryRuns.push(run.ms);
      wouldChange = (run.value as { changed: number }).changed;
    }
    const applied = await timed(() => post(applyOf(payee), headers, { dryRun: false }));
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
      wouldChange,
      matched,
      changed,
      dryRunMs: dryRuns.sort((a, b) => a - b)[1] ?? NaN,
      applyMs: applied.ms,
      undoMs: undone.ms,
    };
  } finally {
    for (const rule of [broad, payee])
      await fetch(`${url}/api/rules/${rule._id}`, { method: 'DELETE', headers: auth });
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function describeRuleApply(timing: RuleApplyTiming, rssMb: number): string {
  const within = (ms: number) => (ms < RULE_APPLY_TARGET_MS ? 'within' : 'OVER');
  const n = (value: number) => value.toLocaleString('en-US');
  return `Rules over the 100k user's transactions: the dry run of a rule tagging every expense (${n(timing.wouldChange)} would change) ${seconds(timing.dryRunMs)} (median of 3, ${within(timing.dryRunMs)} the 5 s target); a payee's rule (${n(timing.matched)} matched, ${n(timing.changed)} changed) applied ${seconds(timing.applyMs)} (${within(timing.applyMs)}), undone ${seconds(timing.undoMs)} (${within(timing.undoMs)}); server RSS ≤ ${rssMb} MB.`;
}
