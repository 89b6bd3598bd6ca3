/** The signed-in user a session token stands for. Its own file: the cache and the store both hold it. */
export interface SessionUser {
  id: string;
  email: string;
  sessionId: string;
}
