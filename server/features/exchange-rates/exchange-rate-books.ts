import { RateBook, impliedRate, type KnownRate } from '../../../contract/currency-conversion';
import type { Executor } from '../../db/database';
import { crossCurrencyTransfers } from '../operations/read/operations-transfer-rates.service';
import * as repository from './exchange-rates.repository';
import type { RateRow } from './exchange-rates.repository';

// The books conversions look rates up in: everyone's ECB rates (about 7,000 days of 7
// currencies), read once per process and again only when their count or last day moves; each
// person's typed rates and transfers' rates added on top, per request.

type CodeOf = ReadonlyMap<number, string>;

let ecb: { mark: string; book: RateBook } | undefined;

const knownOf =
  (codeOf: CodeOf) =>
  (row: RateRow): KnownRate => ({
    base: codeOf.get(Number(row.baseCurrencyId))!,
    quote: codeOf.get(Number(row.quoteCurrencyId))!,
    day: row.day,
    scaled: BigInt(row.rateScaled),
    source: row.source,
  });

/** Forgets the ECB's book (after this process wrote ECB rates). */
export function forgetEcbBook(): void {
  ecb = undefined;
}

async function ecbBook(db: Executor, codeOf: CodeOf): Promise<RateBook> {
  const mark = await repository.findEcbMark(db);
  if (ecb?.mark === mark) return ecb.book;
  const rows = await repository.findEcbRates(db);
  const book = new RateBook(rows.map(knownOf(codeOf)));
  ecb = { mark, book };
  return book;
}

/** The rates the person's transfers between two currencies imply. */
async function transferRates(db: Executor, userId: number, codeOf: CodeOf) {
  const transfers = await crossCurrencyTransfers(db, userId);
  return transfers.map((t): KnownRate => ({
    base: codeOf.get(t.fromCurrencyId)!,
    quote: codeOf.get(t.toCurrencyId)!,
    day: t.day,
    scaled: impliedRate(t.debited, t.credited),
    source: 'TRANSFER',
  }));
}

/** Every rate the person can convert with: the ECB's, their typed ones, their transfers'. */
export async function personalRateBook(
  db: Executor,
  userId: number,
  codeOf: CodeOf,
): Promise<RateBook> {
  const [everyone, typed, transfers] = await Promise.all([
    ecbBook(db, codeOf),
    repository.findManualRates(db, userId),
    transferRates(db, userId, codeOf),
  ]);
  return new RateBook([...typed.map(knownOf(codeOf)), ...transfers], everyone);
}
