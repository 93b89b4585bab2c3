import { z } from 'zod';
import { endpoint } from '../endpoint';

const outboxEntrySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  date: z.string(),
  text: z.string(),
});

export const getOutboxPage = endpoint('get', '/dev/outbox');

export const listOutboxEntries = endpoint('get', '/dev/outbox.json', {
  answer: z.array(outboxEntrySchema),
});
