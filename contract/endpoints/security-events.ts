import { endpoint } from '../endpoint';
import { securityEventsPageSchema, securityEventsQuerySchema } from '../security-events';

export const listSecurityEvents = endpoint('get', '/api/admin/security-events', {
  query: securityEventsQuerySchema,
  answer: securityEventsPageSchema,
});
