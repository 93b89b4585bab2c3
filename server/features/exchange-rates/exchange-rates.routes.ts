import { Role } from '../../../contract/access';
import * as ratesApi from '../../../contract/endpoints/exchange-rates';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import * as rates from './exchange-rates.service';

export function exchangeRatesRoutes({ db, clock }: AppContext) {
  return [
    defineRoute(ratesApi.listRates, {
      access: [Role.user],
      summary: 'The exchange rates known between two days: the ECB’s and the user’s own',
      handle: ({ userId, query }) => rates.listRates(db.kysely, userId, query),
    }),
    defineRoute(ratesApi.rateOfDay, {
      access: [Role.user],
      summary: 'The rate a conversion of a day uses: the latest on or before it, direct or via EUR',
      handle: ({ userId, query }) => rates.rateOfDay(db.kysely, userId, query),
    }),
    defineRoute(ratesApi.saveManualRate, {
      access: [Role.user],
      summary: 'Enters or corrects the user’s own rate of a currency pair on a day',
      handle: ({ userId, body }) => rates.saveManualRate(db.kysely, userId, body, clock()),
    }),
    defineRoute(ratesApi.deleteManualRate, {
      access: [Role.user],
      summary: 'Removes one of the user’s own rates',
      reply: 'empty',
      handle: ({ userId, params }) => rates.deleteManualRate(db.kysely, userId, params.idRate),
    }),
  ];
}
