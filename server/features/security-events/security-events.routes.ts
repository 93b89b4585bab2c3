import { Role } from '../../../contract/access';
import {
  securityEventsPageSchema,
  securityEventsQuerySchema,
} from '../../../contract/security-events';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { securityJournal } from './security-journal.service';

export function securityEventsRoutes({ db }: AppContext) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/admin/security-events',
      access: [Role.admin],
      summary:
        'The security journal, newest first: by user (login or id), type and period, a page from 0',
      query: securityEventsQuerySchema,
      answer: securityEventsPageSchema,
      handle: ({ query }) => securityJournal(db.kysely, query),
    }),
  ];
}
