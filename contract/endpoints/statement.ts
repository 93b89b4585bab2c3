import { endpoint } from '../endpoint';
import { statementDtoSchema, statementExportSchema, statementQuerySchema } from '../statement';

export const getStatement = endpoint('get', '/api/echeances/statement', {
  query: statementQuerySchema,
  answer: statementDtoSchema,
});

/** Answers a CSV file, not JSON. */
export const exportStatement = endpoint('post', '/api/export/statement', {
  body: statementExportSchema,
});
