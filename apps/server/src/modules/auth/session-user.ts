/** The signed-in user a session token stands for. Its own file: the cache and the store both hold it. */
export interface SessionUser {
  id: string;
  email: string;
  sessionId: string;
  /**
   * The user's personal ledger, where a request without a ledger header acts. It is
   * made with the account and never changes hands, so a cached session keeps it exactly.
   */
  personalLedgerId: string;
  /**
   * The day its budget month starts on (decision 0063). It can change: migration 0042's
   * trigger then tells every process to forget its kept sessions, as a revocation does.
   */
  personalMonthStartDay: number;
  /**
   * Set when the caller presented a personal access token instead of a session
   * (decision 0057); `sessionId` is then ''. Such a caller reaches only endpoints of
   * ledger data, and with a 'read' token only their reads.
   */
  accessToken?: { id: string; scope: 'read' | 'read-write'; ledgerId: string | null };
}
