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
}
