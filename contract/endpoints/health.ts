import { z } from 'zod';
import { endpoint } from '../endpoint';

export const getHealth = endpoint('get', '/api/health', {
  answer: z.object({ status: z.literal('UP') }),
});
