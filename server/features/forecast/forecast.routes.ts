import { Role } from '../../../contract/access';
import * as forecastApi from '../../../contract/endpoints/forecast';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { projection } from './forecast-projection.service';
import { forecastMonth, forecastOperations } from './forecast.service';

export function forecastRoutes({ db, clock }: AppContext) {
  return [
    defineRoute(forecastApi.getForecast, {
      access: [Role.user],
      summary:
        'Planned occurrences of a period (of a budget when asked), with the real operations mixed in when integration is set',
      handle: ({ userId, query }) => forecastOperations(db.kysely, userId, query),
    }),
    defineRoute(forecastApi.getForecastMonth, {
      access: [Role.user],
      summary:
        'Planned occurrences of periodLength months from yearMonth, of one account or all, with the real operations when integration is set',
      handle: ({ userId, query }) => forecastMonth(db.kysely, userId, query),
    }),
    defineRoute(forecastApi.getProjection, {
      access: [Role.user],
      summary:
        'Projected balance of one account or all (one series per currency) over 3 or 12 months, with its lowest point',
      handle: ({ userId, query }) =>
        projection(db.kysely, userId, query, new Date(clock()).toISOString().slice(0, 10)),
    }),
  ];
}
