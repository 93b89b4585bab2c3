import { z } from 'zod';
import { endpoint } from '../endpoint';
import { phoneCodeSchema } from '../phone';

export const listPhoneCodes = endpoint('get', '/api/phoneCodes', {
  answer: z.array(phoneCodeSchema),
});
