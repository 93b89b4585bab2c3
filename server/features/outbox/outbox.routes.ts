import * as outboxApi from '../../../contract/endpoints/outbox';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { noStore } from '../../http/security';
import { isOutboxPageOn, outboxEntries, outboxPage } from './outbox.service';

/** The mails the outbox mailer wrote, for development and end-to-end tests only. */
export function outboxRoutes({ config, mailer }: AppContext) {
  if (!isOutboxPageOn(config, mailer)) return [];
  return [
    defineRoute(outboxApi.getOutboxPage, {
      access: 'public',
      summary: 'The outbox as a page (development only)',
      reply: 'custom',
      produces: 'text/html',
      before: [noStore],
      handle: async ({ res }) => {
        res.type('html').send(await outboxPage(config.OUTBOX_DIR));
      },
    }),
    defineRoute(outboxApi.listOutboxEntries, {
      access: 'public',
      summary: 'The outbox as JSON (development only)',
      before: [noStore],
      handle: () => outboxEntries(config.OUTBOX_DIR),
    }),
  ];
}
