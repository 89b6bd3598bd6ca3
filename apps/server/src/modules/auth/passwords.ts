import { hash, verify } from '@node-rs/argon2';

// argon2id (the library default, 2) with the OWASP minimum: 19 MiB, 2 passes, 1 lane.
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same work as a real check when there is no hash to check against,
 * so an unknown e-mail answers no faster than a wrong password.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('elevate-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
