import type * as Argon2 from '@node-rs/argon2';

// @node-rs/argon2 hashes with Argon2id by default (its Algorithm enum is const, unusable here).
// Its native addon loads at the first hash or check, not at the server's start
// (docs/decisions/fast-start.md).
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

let argon2: Promise<typeof Argon2> | undefined;
const loadArgon2 = () => (argon2 ??= import('@node-rs/argon2'));

export const hashPassword = async (password: string): Promise<string> =>
  (await loadArgon2()).hash(password, OPTIONS);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> =>
  (await loadArgon2()).verify(passwordHash, password).catch(() => false);

let dummyHash: Promise<string> | undefined;

/** Spends the time of a real check so an unknown login answers as slowly as a known one. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
