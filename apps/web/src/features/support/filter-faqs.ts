import type { Faq, FaqCategory } from './data/faqs.ts';

export const allCategories = 'All Categories';
export type FaqCategoryFilter = FaqCategory | typeof allCategories;

/** A case-insensitive match on question, answer or tags, within the chosen category. */
export function filterFaqs(
  list: readonly Faq[],
  search: string,
  category: FaqCategoryFilter,
): Faq[] {
  const needle = search.trim().toLowerCase();
  return list.filter((faq) => {
    if (category !== allCategories && faq.category !== category) return false;
    if (!needle) return true;
    return [faq.question, faq.answer, ...faq.tags].some((text) =>
      text.toLowerCase().includes(needle),
    );
  });
}
