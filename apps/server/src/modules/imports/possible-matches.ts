import { POSSIBLE_MATCH_DAYS } from '@elevate/shared/schemas/imports';
import type { CategoryType } from '@elevate/shared';

/** An existing transaction a row may possibly match (decision 0042). */
export interface Candidate {
  id: string;
  /** YYYY-MM-DD */
  date: string;
  day: number;
  description: string;
  amountCents: number;
  type: CategoryType;
  category: string;
  claimed: boolean;
}

const DAY_MS = 86_400_000;
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const bucketKey = (cents: number, income: boolean) => `${cents}|${income ? 'in' : 'out'}`;

export type CandidateInput = Omit<Candidate, 'day' | 'claimed'>;

/**
 * The ledger's transactions indexed by amount and direction, each bucket sorted
 * by date: a row looks only at its bucket's few days, so a 100,000-row file
 * stays linear. Each transaction is claimed by at most one row, the first in
 * file order whose window holds it; the nearest date wins, then the earliest.
 */
export function possibleMatcher(candidates: CandidateInput[]) {
  const buckets = new Map<string, Candidate[]>();
  for (const input of candidates) {
    const key = bucketKey(input.amountCents, input.type === 'income');
    const bucket = buckets.get(key) ?? [];
    bucket.push({ ...input, day: dayOf(input.date), claimed: false });
    buckets.set(key, bucket);
  }
  for (const bucket of buckets.values()) bucket.sort((a, b) => a.day - b.day);
  return (date: string, amountCents: number, income: boolean): Candidate | null => {
    const bucket = buckets.get(bucketKey(amountCents, income));
    if (!bucket) return null;
    const day = dayOf(date);
    let best: Candidate | null = null;
    for (let at = firstFrom(bucket, day - POSSIBLE_MATCH_DAYS); at < bucket.length; at += 1) {
      const candidate = bucket[at]!;
      if (candidate.day > day + POSSIBLE_MATCH_DAYS) break;
      if (candidate.claimed) continue;
      if (!best || Math.abs(candidate.day - day) < Math.abs(best.day - day)) best = candidate;
    }
    if (best) best.claimed = true;
    return best;
  };
}

/** The first position whose day is at least `day` (binary search). */
function firstFrom(bucket: Candidate[], day: number) {
  let [low, high] = [0, bucket.length];
  while (low < high) {
    const mid = (low + high) >> 1;
    if (bucket[mid]!.day < day) low = mid + 1;
    else high = mid;
  }
  return low;
}
