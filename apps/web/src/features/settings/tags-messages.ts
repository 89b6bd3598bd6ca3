import { translate } from '../../lib/i18n/use-t.ts';
import { lazyMessages } from './lazy-messages.ts';

/** The Tags card's texts (docs/product/settings.md). */
export const tagsMessages = Object.assign(
  lazyMessages({
    intro: 'settings.tags.intro',
    none: 'settings.tags.none',
    loading: 'settings.tags.loading',
    loadFailed: 'settings.tags.loadFailed',
    renameFailed: 'settings.tags.renameFailed',
    deleteFailed: 'settings.tags.deleteFailed',
  }),
  {
    /** '3 transactions': how many carry a tag. */
    carriers: (count: number) => translate('settings.tags.carriers', { count }),
    renameHelp: (carriers: string) => translate('settings.tags.renameHelp', { carriers }),
    mergeWarning: (from: string, into: string, carriers: string) =>
      translate('settings.tags.mergeWarning', { from, into, carriers }),
    deleteQuestion: (name: string, carriers: string) =>
      translate('settings.tags.deleteQuestion', { name, carriers }),
  },
);
