import {
  RateBook,
  impliedRate,
  rateText,
  type KnownRate,
} from '../../../contract/currency-conversion';
import {
  PIVOT_CURRENCY,
  RATES_LIST_MAX,
  formatRate,
  parseRate,
  type DayRate,
  type ExchangeRateDto,
  type ManualRate,
  type RatesQuery,
} from '../../../contract/exchange-rates';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { crossCurrencyTransfers } from '../operations/read/operations-transfer-rates.service';
import * as repository from './exchange-rates.repository';
import type { RateRow } from './exchange-rates.repository';

// Rates by day (issue 30, docs/decisions/exchange-rates.md): the ECB's for everyone, a person's
// typed ones, and the conversions of a day built from them (contract/currency-conversion.ts).

const dtoOf = (row: RateRow): ExchangeRateDto => ({
  id: Number(row.id),
  base: Number(row.baseCurrencyId),
  quote: Number(row.quoteCurrencyId),
  day: row.day,
  rate: formatRate(BigInt(row.rateScaled)),
  source: row.source,
});

/** The currencies by id and by code ('EUR'…). */
export async function currencyCodes(db: Executor) {
  const rows = await repository.findCurrencies(db);
  const codeOf = new Map(rows.map((row) => [Number(row.id), row.abrv]));
  const idOf = new Map(rows.map((row) => [row.abrv, Number(row.id)]));
  return { codeOf, idOf };
}

export async function listRates(
  db: Executor,
  userId: number,
  query: RatesQuery,
): Promise<ExchangeRateDto[]> {
  const range = { from: query.from, to: query.to, currencyId: query.currency };
  return (await repository.findRates(db, userId, range, RATES_LIST_MAX)).map(dtoOf);
}

/** The rates the person's transfers across these currencies imply, up to `day`. */
async function transferRates(
  db: Executor,
  userId: number,
  codeOf: Map<number, string>,
  ids: ReadonlySet<number>,
  day: string,
): Promise<KnownRate[]> {
  const transfers = await crossCurrencyTransfers(db, userId);
  return transfers
    .filter((t) => t.day <= day && ids.has(t.fromCurrencyId) && ids.has(t.toCurrencyId))
    .map((t) => ({
      base: codeOf.get(t.fromCurrencyId)!,
      quote: codeOf.get(t.toCurrencyId)!,
      day: t.day,
      scaled: impliedRate(t.debited, t.credited),
      source: 'TRANSFER' as const,
    }));
}

/**
 * The person's rates book for conversions on or before `day` between these currencies (and the
 * euro, which crossing goes through): each pair's latest rate of each source, and the rates of
 * the person's transfers between them.
 */
export async function rateBookOn(
  db: Executor,
  userId: number,
  currencyIds: readonly number[],
  day: string,
): Promise<RateBook> {
  const { codeOf, idOf } = await currencyCodes(db);
  const ids = new Set([...currencyIds, idOf.get(PIVOT_CURRENCY)!]);
  const rows = await repository.findLatestRates(db, userId, [...ids], day);
  const known: KnownRate[] = rows.map((row) => ({
    base: codeOf.get(Number(row.baseCurrencyId))!,
    quote: codeOf.get(Number(row.quoteCurrencyId))!,
    day: row.day,
    scaled: BigInt(row.rateScaled),
    source: row.source,
  }));
  return new RateBook([...known, ...(await transferRates(db, userId, codeOf, ids, day))]);
}

/** The rate a conversion from one currency to another uses on a day. */
export async function rateOfDay(
  db: Executor,
  userId: number,
  query: { from: number; to: number; day: string },
): Promise<DayRate> {
  const { codeOf } = await currencyCodes(db);
  const [from, to] = [codeOf.get(query.from), codeOf.get(query.to)];
  if (!from || !to) throw AppError.notFound();
  const book = await rateBookOn(db, userId, [query.from, query.to], query.day);
  const used = book.rateOn(from, to, query.day);
  if (!used) return { rate: null, day: null, via: null };
  return { rate: rateText(used), day: used.day, via: used.via };
}

/** Enters or corrects the person's own rate of a pair and day. */
export async function saveManualRate(
  db: Executor,
  userId: number,
  rate: ManualRate,
  now: number,
): Promise<ExchangeRateDto> {
  const { codeOf } = await currencyCodes(db);
  if (!codeOf.has(rate.base) || !codeOf.has(rate.quote)) throw AppError.notFound();
  const row = {
    userId,
    baseCurrencyId: rate.base,
    quoteCurrencyId: rate.quote,
    day: rate.day,
    rateScaled: parseRate(rate.rate)!.toString(),
    source: 'MANUAL' as const,
    createdAt: new Date(now).toISOString(),
  };
  await repository.upsertRates(db, [row]);
  return dtoOf((await repository.findManualRate(db, userId, rate))!);
}

/** Removes one of the person's typed rates; another's, an ECB's or a transfer's answers 404. */
export async function deleteManualRate(db: Executor, userId: number, id: number): Promise<void> {
  if (!(await repository.deleteManualRate(db, userId, id))) throw AppError.notFound();
}
