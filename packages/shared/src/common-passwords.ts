import { COMMON_PASSWORD_BASES } from './common-passwords-list.ts';

/**
 * The bases of well-known passwords (decision 0017), for `isCommonPassword`. About 270 KB
 * of text: the server imports it, the web loads it only where a new password is typed.
 */
export const commonPasswordBases: ReadonlySet<string> = new Set(COMMON_PASSWORD_BASES.split('\n'));
