import { Role } from '../../../contract/access';
import * as securityEventsApi from '../../../contract/endpoints/security-events';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { securityJournal } from './security-journal.service';

export function securityEventsRoutes({ db }: AppContext) {
  return [
    defineRoute(securityEventsApi.listSecurityEvents, {
      access: [Role.admin],
      summary:
        'The security journal, newest first: by user (login or id), type and period, a page from 0',
      handle: ({ query }) => securityJournal(db.kysely, query),
    }),
  ];
}
