import { z } from 'zod';
import { isoDateSchema } from './dates';
import { idParamSchema, idSchema } from './ids';

// Exchange rates (issue 30, docs/decisions/exchange-rates.md): how many units of the quote
// currency one unit of the base currency buys on a day. A rate travels as decimal text ("1.0876")
// and is kept as an integer of RATE_SCALE, so no rate is ever a float.

export const RATE_DECIMALS = 10;
export const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS);
/** Above this a rate is surely a typing error (and its scaled integer stays a safe number). */
export const RATE_MAX = 100_000;

/** Of several rates of one pair on one day, the person's own wins, then a transfer's, then the ECB's. */
export const RATE_SOURCES = ['MANUAL', 'TRANSFER', 'ECB'] as const;
export type RateSource = (typeof RATE_SOURCES)[number];

/** Every figure converted through ECB rates goes through the euro. */
export const PIVOT_CURRENCY = 'EUR';

export const RateMessage = {
  invalid: 'exchangeRates.rate.invalid',
  sameCurrency: 'exchangeRates.pair.same',
} as const;

const RATE_TEXT = /^\d{1,6}(?:[.,]\d{1,10})?$/;

/** "1.0876" or "1,0876" as an integer of RATE_SCALE; null when it is no rate (zero, too big). */
export function parseRate(text: string): bigint | null {
  const trimmed = text.trim();
  if (!RATE_TEXT.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split(/[.,]/);
  const scaled = BigInt(whole) * RATE_SCALE + BigInt(fraction.padEnd(RATE_DECIMALS, '0'));
  if (scaled <= 0n || scaled > BigInt(RATE_MAX) * RATE_SCALE) return null;
  return scaled;
}

/** The decimal text of a scaled rate, without trailing zeros ("1.0876"). */
export function formatRate(scaled: bigint): string {
  const whole = scaled / RATE_SCALE;
  const fraction = (scaled % RATE_SCALE).toString().padStart(RATE_DECIMALS, '0');
  const trimmed = fraction.replace(/0+$/, '');
  return trimmed ? `${whole}.${trimmed}` : `${whole}`;
}

export const rateTextSchema = z
  .string()
  .refine((text) => parseRate(text) !== null, { message: RateMessage.invalid });

/** A rate the person enters or corrects by hand (PUT /api/exchangeRates). */
export const manualRateSchema = z
  .object({
    base: idSchema,
    quote: idSchema,
    day: isoDateSchema(RateMessage.invalid),
    rate: rateTextSchema,
  })
  .refine((rate) => rate.base !== rate.quote, {
    message: RateMessage.sameCurrency,
    path: ['quote'],
  });
export type ManualRate = z.infer<typeof manualRateSchema>;

/** The most rates one list answers (about four months of every ECB currency). */
export const RATES_LIST_MAX = 1000;

/** GET /api/exchangeRates: the rates known between two days, of one currency or all. */
export const ratesQuerySchema = z.object({
  from: isoDateSchema(RateMessage.invalid),
  to: isoDateSchema(RateMessage.invalid),
  currency: idParamSchema.optional(),
});
export type RatesQuery = z.infer<typeof ratesQuerySchema>;

export const exchangeRateDtoSchema = z.object({
  id: z.number().int(),
  /** Currency ids. */
  base: z.number().int(),
  quote: z.number().int(),
  day: z.string(),
  rate: z.string(),
  source: z.enum(RATE_SOURCES),
});
export type ExchangeRateDto = z.infer<typeof exchangeRateDtoSchema>;

/** GET /api/exchangeRates/day: the rate a conversion of that day uses. */
export const dayRateQuerySchema = z.object({
  from: idParamSchema,
  to: idParamSchema,
  day: isoDateSchema(RateMessage.invalid),
});

/** `rate` null when no rate is known on or before the day. */
export const dayRateSchema = z.object({
  rate: z.string().nullable(),
  day: z.string().nullable(),
  via: z.enum(['same', 'direct', 'inverse', 'cross']).nullable(),
});
export type DayRate = z.infer<typeof dayRateSchema>;
