import { ECHEANCE_FREQUENCIES, type EcheanceFrequency } from '../../contract/echeances';
import type { Db } from '../../server/db/database';

// Tops the bench user's planned operations up to a count, for the forecast benchmark to measure
// at the volume (100) whatever the generator makes: every frequency, a transfer in five.

const FREQUENCIES = Object.keys(ECHEANCE_FREQUENCIES) as EcheanceFrequency[];

export async function topUpPlans(db: Db, login: string, count: number): Promise<number> {
  const k = db.kysely;
  const user = await k
    .selectFrom('users')
    .select('id')
    .where('login', '=', login)
    .executeTakeFirstOrThrow();
  const accounts = await k
    .selectFrom('accounts')
    .select('id')
    .where('userId', '=', user.id)
    .orderBy('id')
    .execute();
  const existing = await k
    .selectFrom('echeances')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', user.id)
    .executeTakeFirstOrThrow();
  const year = new Date().getFullYear();
  for (let i = Number(existing.count); i < count; i++) {
    const accountId = accounts[i % accounts.length]!.id;
    const transfer = i % 5 === 4 ? accounts[(i + 1) % accounts.length]!.id : null;
    const amount = (i % 3 === 0 ? 1 : -1) * (1_000 + ((i * 7_919) % 150_000));
    const beginDate = `${year - (i % 3)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
    const { id } = await k
      .insertInto('echeances')
      .values({
        userId: user.id,
        accountId,
        toAccountId: transfer,
        beginDate,
        frequency: FREQUENCIES[i % FREQUENCIES.length]!,
        amount,
        operationType: transfer === null ? 'SIMPLE' : 'TRANSFER',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await k
      .insertInto('echeanceSplits')
      .values({ userId: user.id, echeanceId: id, categoryId: null, amount })
      .execute();
  }
  return Math.max(count, Number(existing.count));
}
