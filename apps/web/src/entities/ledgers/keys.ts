/** Query keys of the caller's ledgers, their members and invitations (decision 0049). */
export const ledgerKeys = {
  all: ['ledgers'] as const,
  /** GET /api/ledgers: every ledger the caller belongs to, with the caller's role. */
  list: () => ['ledgers', 'list'] as const,
  /** GET /api/ledgers/{id}/members. */
  members: (ledgerId: string) => ['ledgers', 'members', ledgerId] as const,
  /** GET /api/ledgers/{id}/invitations (owner). */
  invitations: (ledgerId: string) => ['ledgers', 'invitations', ledgerId] as const,
  /** GET /api/ledgers/{id}/month-start-preview?day= (owner): what a new start day would move. */
  monthStartPreview: (ledgerId: string, day: number) =>
    ['ledgers', 'month-start-preview', ledgerId, day] as const,
};
