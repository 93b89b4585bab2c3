import { endpoint } from '../endpoint';
import {
  forecastDtoSchema,
  forecastMonthQuerySchema,
  forecastQuerySchema,
  projectionDtoSchema,
  projectionQuerySchema,
} from '../forecast';

export const getForecast = endpoint('get', '/api/echeances/operations', {
  query: forecastQuerySchema,
  answer: forecastDtoSchema,
});

export const getForecastMonth = endpoint('get', '/api/echeances/operations/month', {
  query: forecastMonthQuerySchema,
  answer: forecastDtoSchema,
});

export const getProjection = endpoint('get', '/api/echeances/projection', {
  query: projectionQuerySchema,
  answer: projectionDtoSchema,
});
