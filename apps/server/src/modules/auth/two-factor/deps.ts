import type { Db } from '../../../db/database.ts';
import type { NoticeDeps } from '../security-notices.ts';
import type { SecretBox } from './secret-box.ts';

/** What the two-factor and passkey services need; built once per app in routes. */
export interface TwoFactorDeps {
  db: Db;
  box: SecretBox;
  /** Relying party: the host of APP_URL, and its origin (decision 0028). */
  rpId: string;
  origin: string;
  /** Security notices by mail (decision 0029): two-factor turned off. */
  notices: NoticeDeps;
}
