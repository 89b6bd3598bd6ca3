import { z } from 'zod';

/** Free tags on transactions (decision 0053): a ledger's own words, unique whatever their case. */

/** A transaction carries at most this many tags. */
export const MAX_TAGS = 20;
/** A tag's most characters, counted after trimming. */
export const MAX_TAG_LENGTH = 40;

export const TAG_MESSAGES = {
  notList: 'Tags must be a list of tags',
  notText: 'Each tag must be text',
  empty: 'A tag must not be empty',
  tooLong: `A tag must be at most ${MAX_TAG_LENGTH} characters`,
  tooMany: `A transaction has at most ${MAX_TAGS} tags`,
  control: 'A tag must not contain line breaks, tabs or other control characters',
} as const;

/** Characters as the database counts them (code points): an emoji is one, not two. */
const characters = (text: string) => [...text].length;

// A tag is one line of words; NUL could not even be stored.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
export const hasControlCharacters = (text: string) => CONTROL.test(text);

/** Why `value` is not a tag, or null when it is one. */
export function tagProblem(value: unknown): string | null {
  if (typeof value !== 'string') return TAG_MESSAGES.notText;
  const tag = value.trim();
  if (tag === '') return TAG_MESSAGES.empty;
  if (characters(tag) > MAX_TAG_LENGTH) return TAG_MESSAGES.tooLong;
  return CONTROL.test(tag) ? TAG_MESSAGES.control : null;
}

/**
 * The tags trimmed, each once whatever its case (the first spelling given is
 * kept), in the order given. The database collapses them the same way and then
 * takes the ledger's spelling of each tag it already has.
 */
export function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept;
}

/**
 * A transaction's tags in a create or an update. Every problem is reported on
 * `tags` itself (not on `tags.3`): the list is one field of the form.
 */
export const tagList = z
  .array(z.unknown(), { error: TAG_MESSAGES.notList })
  // A bound before the checks below walk the list; duplicates may take it past 20.
  .max(MAX_TAGS * 5, TAG_MESSAGES.tooMany)
  .superRefine((list, ctx) => {
    const problem = list.map(tagProblem).find((found) => found !== null);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
    else if (uniqueTags(list as string[]).length > MAX_TAGS) {
      ctx.addIssue({ code: 'custom', message: TAG_MESSAGES.tooMany });
    }
  })
  .transform((list) => uniqueTags(list as string[]))
  .describe(
    `At most ${MAX_TAGS} tags of 1 to ${MAX_TAG_LENGTH} characters; case-insensitively ` +
      "unique, a tag the ledger has already takes the ledger's spelling",
  ) as unknown as z.ZodType<string[], string[]>;

/** One tag named on its own: a path parameter, a rename's new name. */
export const tagName = z
  .string({ error: 'A tag must be text' })
  .trim()
  .min(1, TAG_MESSAGES.empty)
  .refine((tag) => characters(tag) <= MAX_TAG_LENGTH, TAG_MESSAGES.tooLong)
  .refine((tag) => !CONTROL.test(tag), TAG_MESSAGES.control);

/** A tag of the ledger and the number of its transactions that carry it. */
export const tagResponse = z.object({ name: z.string(), count: z.number() });
export type Tag = z.infer<typeof tagResponse>;

/** GET /api/tags: every tag some transaction carries, in alphabetical order whatever the case. */
export const tagListResponse = z.object({ tags: z.array(tagResponse) });
export type TagListResponse = z.infer<typeof tagListResponse>;

export const tagParams = z.strictObject({ name: tagName });

/**
 * PUT /api/tags/{name}: the tag's new name. Onto another tag of the ledger it
 * merges the two (that tag's spelling stays); a change of case respells it.
 */
export const renameTagBody = z.strictObject({ name: tagName });
export type RenameTagBody = z.input<typeof renameTagBody>;
