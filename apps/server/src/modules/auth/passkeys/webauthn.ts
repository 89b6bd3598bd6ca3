import { loadOnce } from '../../../lib/load-once.ts';

/** @simplewebauthn/server and its ASN.1 and X.509 stack, loaded by the first passkey request. */
export const webauthn = loadOnce(() => import('@simplewebauthn/server'));
