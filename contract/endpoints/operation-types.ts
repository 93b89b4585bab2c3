import { z } from 'zod';
import { endpoint } from '../endpoint';
import { operationTypeDtoSchema } from '../operation-types';

export const listOperationTypes = endpoint('get', '/api/type', {
  answer: z.array(operationTypeDtoSchema),
});
