import { z } from 'zod';
import { endpoint } from '../endpoint';

export const getOpenApiDocument = endpoint('get', '/api/openapi.json', {
  answer: z.looseObject({
    openapi: z.literal('3.1.0'),
    paths: z.record(z.string(), z.unknown()),
  }),
});

export const getReferencePage = endpoint('get', '/api/docs');
