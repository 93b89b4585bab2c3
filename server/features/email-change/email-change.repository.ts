import type { Executor } from '../../db/database';

/**
 * Whether an account other than `userId` holds the address. `email` comes normalised; stored
 * addresses are trimmed and lower-cased here (they passed the contract's ASCII-only email rule,
 * so NFKC leaves them as they are).
 */
export async function isEmailHeldByOther(
  db: Executor,
  userId: number,
  email: string,
): Promise<boolean> {
  const holder = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', [eb.fn('trim', ['email'])]), '=', email))
    .where('id', '<>', userId)
    .executeTakeFirst();
  return holder !== undefined;
}
