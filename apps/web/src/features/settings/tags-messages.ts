/** The Tags card's texts (docs/product/settings.md). */
export const tagsMessages = {
  intro:
    "The tags on this ledger's transactions. Renaming a tag renames it on every transaction " +
    'carrying it; deleting it takes it off them and leaves the transactions as they are.',
  none: 'No tags yet. Add them to a transaction in its form, to follow a trip or a project across categories and months.',
  loading: 'Loading the tags',
  loadFailed: 'Failed to load the tags.',
  renameFailed: 'Failed to rename the tag. Please try again.',
  deleteFailed: 'Failed to delete the tag. Please try again.',
  renameHelp: (carriers: string) => `Renames it on its ${carriers}.`,
  mergeWarning: (from: string, into: string, carriers: string) =>
    `‘${into}’ already exists: ‘${from}’ will be merged into it, and its ${carriers} will carry ‘${into}’.`,
  deleteQuestion: (name: string, carriers: string) =>
    `Take ‘${name}’ off its ${carriers}? The transactions stay; only the tag goes. This cannot be undone.`,
};
