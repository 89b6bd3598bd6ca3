/** English plural categories are 'one' and 'other'; Intl picks between them (1 → one, 0 and 1.5 → other). */
const rules = new Intl.PluralRules('en-US');
const grouped = new Intl.NumberFormat('en-US');

export interface PluralForms {
  /** The text for exactly one, '#' standing for the number: '# transaction'. */
  one: string;
  /** The text for every other count, 0 included: '# transactions'. */
  other: string;
}

/**
 * A count with its noun in the right form: plural(1, { one: '# row', other: '# rows' }) is
 * '1 row', plural(1200, …) is '1,200 rows'. Every '#' is the number, grouped as in en-US.
 */
export function plural(count: number, forms: PluralForms): string {
  const text = rules.select(count) === 'one' ? forms.one : forms.other;
  return text.replaceAll('#', grouped.format(count));
}
