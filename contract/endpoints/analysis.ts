import type { z } from 'zod';
import { analysisQuerySchema, analysisResultSchema } from '../analysis';
import { endpoint } from '../endpoint';

export const getAnalysis = endpoint('get', '/api/analysis', {
  query: analysisQuerySchema,
  answer: analysisResultSchema,
});

/** The query of GET /api/analysis as the SPA sends it: every value as its query text. */
export type AnalysisQueryInput = z.input<typeof analysisQuerySchema>;
