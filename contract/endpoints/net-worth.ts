import { endpoint } from '../endpoint';
import { netWorthQuerySchema, netWorthSchema } from '../net-worth';

export const getNetWorth = endpoint('get', '/api/netWorth', {
  query: netWorthQuerySchema,
  answer: netWorthSchema,
});
