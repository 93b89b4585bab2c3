import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  dayRateQuerySchema,
  dayRateSchema,
  exchangeRateDtoSchema,
  manualRateSchema,
  ratesQuerySchema,
} from '../exchange-rates';
import { idParamSchema } from '../ids';

export const listRates = endpoint('get', '/api/exchangeRates', {
  query: ratesQuerySchema,
  answer: z.array(exchangeRateDtoSchema),
});

export const rateOfDay = endpoint('get', '/api/exchangeRates/day', {
  query: dayRateQuerySchema,
  answer: dayRateSchema,
});

export const saveManualRate = endpoint('put', '/api/exchangeRates', {
  body: manualRateSchema,
  answer: exchangeRateDtoSchema,
});

export const deleteManualRate = endpoint('delete', '/api/exchangeRates/:idRate', {
  params: z.object({ idRate: idParamSchema }),
});
