import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { noStore } from '../../http/security';
import { isOutboxPageOn, outboxEntries, outboxPage } from './outbox.service';

const outboxEntrySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  date: z.string(),
  text: z.string(),
});

/** The mails the outbox mailer wrote, for development and end-to-end tests only. */
export function outboxRoutes({ config, mailer }: AppContext) {
  if (!isOutboxPageOn(config, mailer)) return [];
  return [
    defineRoute({
      method: 'get',
      path: '/dev/outbox',
      access: 'public',
      summary: 'The outbox as a page (development only)',
      reply: 'custom',
      produces: 'text/html',
      before: [noStore],
      handle: async ({ res }) => {
        res.type('html').send(await outboxPage(config.OUTBOX_DIR));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/dev/outbox.json',
      access: 'public',
      summary: 'The outbox as JSON (development only)',
      answer: z.array(outboxEntrySchema),
      before: [noStore],
      handle: () => outboxEntries(config.OUTBOX_DIR),
    }),
  ];
}
