import { Role } from '../../../contract/access';
import {
  forecastDtoSchema,
  forecastMonthQuerySchema,
  forecastQuerySchema,
  projectionDtoSchema,
  projectionQuerySchema,
} from '../../../contract/forecast';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { projection } from './forecast-projection.service';
import { forecastMonth, forecastOperations } from './forecast.service';

export function forecastRoutes({ db, clock }: AppContext) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/echeances/operations',
      access: [Role.user],
      summary:
        'Planned occurrences of a period (of a budget when asked), with the real operations mixed in when integration is set',
      query: forecastQuerySchema,
      answer: forecastDtoSchema,
      handle: ({ userId, query }) => forecastOperations(db.kysely, userId, query),
    }),
    defineRoute({
      method: 'get',
      path: '/api/echeances/operations/month',
      access: [Role.user],
      summary:
        'Planned occurrences of periodLength months from yearMonth, of one account or all, with the real operations when integration is set',
      query: forecastMonthQuerySchema,
      answer: forecastDtoSchema,
      handle: ({ userId, query }) => forecastMonth(db.kysely, userId, query),
    }),
    defineRoute({
      method: 'get',
      path: '/api/echeances/projection',
      access: [Role.user],
      summary:
        'Projected balance of one account or all (one series per currency) over 3 or 12 months, with its lowest point',
      query: projectionQuerySchema,
      answer: projectionDtoSchema,
      handle: ({ userId, query }) =>
        projection(db.kysely, userId, query, new Date(clock()).toISOString().slice(0, 10)),
    }),
  ];
}
