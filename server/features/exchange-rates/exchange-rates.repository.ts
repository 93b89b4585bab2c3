import { sql } from 'kysely';
import type { StoredRateSource } from '../../db/schema';
import type { Executor } from '../../db/database';

// Every query of exchange_rates: a person sees the ECB's rates (no owner) and their own.

export interface RateRow {
  id: number;
  userId: number | null;
  baseCurrencyId: number;
  quoteCurrencyId: number;
  day: string;
  rateScaled: number | string | bigint;
  source: StoredRateSource;
}

const COLUMNS = [
  'id',
  'userId',
  'baseCurrencyId',
  'quoteCurrencyId',
  'day',
  'rateScaled',
  'source',
] as const;

const visibleTo = (userId: number) => sql<boolean>`(user_id = ${userId} or user_id is null)`;

/** The rates between two days, oldest first, of one currency (either side) or all. */
export function findRates(
  db: Executor,
  userId: number,
  range: { from: string; to: string; currencyId?: number | undefined },
  limit: number,
): Promise<RateRow[]> {
  const { currencyId } = range;
  return db
    .selectFrom('exchangeRates')
    .select(COLUMNS)
    .where(visibleTo(userId))
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .$if(currencyId !== undefined, (q) =>
      q.where((eb) =>
        eb.or([eb('baseCurrencyId', '=', currencyId!), eb('quoteCurrencyId', '=', currencyId!)]),
      ),
    )
    .orderBy('day')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** What tells whether the ECB's rates changed: how many, their last day and last id. */
export async function findEcbMark(db: Executor): Promise<string> {
  const row = await db
    .selectFrom('exchangeRates')
    .select((eb) => [
      eb.fn.countAll().as('count'),
      eb.fn.max('day').as('day'),
      eb.fn.max('id').as('id'),
    ])
    .where('userId', 'is', null)
    .executeTakeFirst();
  return `${row?.count ?? 0}|${row?.day ?? ''}|${row?.id ?? ''}`;
}

/** Every ECB rate, oldest first. */
export function findEcbRates(db: Executor): Promise<RateRow[]> {
  return db
    .selectFrom('exchangeRates')
    .select(COLUMNS)
    .where('userId', 'is', null)
    .orderBy('day')
    .execute();
}

/** Every rate the person typed. */
export function findManualRates(db: Executor, userId: number): Promise<RateRow[]> {
  return db.selectFrom('exchangeRates').select(COLUMNS).where('userId', '=', userId).execute();
}

export function findManualRate(
  db: Executor,
  userId: number,
  key: { base: number; quote: number; day: string },
) {
  return db
    .selectFrom('exchangeRates')
    .select(COLUMNS)
    .where('userId', '=', userId)
    .where('source', '=', 'MANUAL')
    .where('baseCurrencyId', '=', key.base)
    .where('quoteCurrencyId', '=', key.quote)
    .where('day', '=', key.day)
    .executeTakeFirst();
}

export interface NewRate {
  userId: number | null;
  baseCurrencyId: number;
  quoteCurrencyId: number;
  day: string;
  rateScaled: string;
  source: StoredRateSource;
  createdAt: string;
}

/** Writes rates, replacing the one of the same owner, pair, day and source. */
export async function upsertRates(db: Executor, rows: NewRate[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('exchangeRates')
    .values(rows)
    .onConflict((oc) =>
      // The expression of unique index exchange_rates_key_uq.
      oc
        .expression(sql`coalesce(user_id, 0), base_currency_id, quote_currency_id, day, source`)
        .doUpdateSet((eb) => ({ rateScaled: eb.ref('excluded.rateScaled') })),
    )
    .execute();
}

/** The day of the ECB's latest rate, or undefined when there is none yet. */
export async function findLatestEcbDay(db: Executor): Promise<string | undefined> {
  const row = await db
    .selectFrom('exchangeRates')
    .select((eb) => eb.fn.max('day').as('day'))
    .where('userId', 'is', null)
    .executeTakeFirst();
  return row?.day ?? undefined;
}

export async function deleteManualRate(db: Executor, userId: number, id: number) {
  const result = await db
    .deleteFrom('exchangeRates')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('source', '=', 'MANUAL')
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
