import type { Faq, FaqCategoryId } from './data/faqs.ts';

export const allCategories = 'all';
export type FaqCategoryFilter = FaqCategoryId | typeof allCategories;

/** Case and accents folded, so 'categoria' finds 'Categoría' and 'ubersicht' finds 'Übersicht'. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A match on question, answer or tags, in the reader's language, within the chosen category. */
export function filterFaqs(
  list: readonly Faq[],
  search: string,
  category: FaqCategoryFilter,
): Faq[] {
  const needle = fold(search.trim());
  return list.filter((faq) => {
    if (category !== allCategories && faq.categoryId !== category) return false;
    if (!needle) return true;
    return [faq.question, faq.answer, ...faq.tags].some((text) => fold(text).includes(needle));
  });
}
