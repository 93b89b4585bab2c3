import { rateText } from '../../../contract/currency-conversion';
import {
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
import { listCurrencies } from '../preferences/preferences.service';
import { personalRateBook } from './exchange-rate-books';
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
  const currencies = await listCurrencies(db);
  const codeOf = new Map(currencies.map((c) => [Number(c.currencyId), c.abrv]));
  const idOf = new Map(currencies.map((c) => [c.abrv, Number(c.currencyId)]));
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

/** The person's book of rates (contract/currency-conversion.ts) and the currencies' codes. */
export async function rateBookOf(db: Executor, userId: number) {
  const { codeOf } = await currencyCodes(db);
  return { book: await personalRateBook(db, userId, codeOf), codeOf };
}

/** The rate a conversion from one currency to another uses on a day. */
export async function rateOfDay(
  db: Executor,
  userId: number,
  query: { from: number; to: number; day: string },
): Promise<DayRate> {
  const { book, codeOf } = await rateBookOf(db, userId);
  const [from, to] = [codeOf.get(query.from), codeOf.get(query.to)];
  if (!from || !to) throw AppError.notFound();
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
