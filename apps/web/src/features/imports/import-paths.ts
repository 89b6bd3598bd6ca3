export const importPagePath = '/transactions/import';

/** Files dropped on the Transactions page travel to the import page in the route's state. */
export type ImportRouteState = { files?: File[] };

export function filesFromRouteState(state: unknown): File[] {
  const files = (state as ImportRouteState | null)?.files;
  return Array.isArray(files) ? files.filter((file) => file instanceof File) : [];
}
