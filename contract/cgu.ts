import { z } from 'zod';

/** GET /api/cgu/current */
export const currentCguSchema = z.object({
  idCgu: z.number().int(),
  name: z.string(),
  content: z.string(),
  /** The day this version was published (yyyy-MM-dd), shown with the terms. */
  date: z.string(),
});
export type CurrentCgu = z.infer<typeof currentCguSchema>;

/** POST /api/cgu/agreement */
export const cguAgreementSchema = z.object({
  idUser: z.number().int(),
  cguTerm: z.number().int(),
});
export type CguAgreement = z.infer<typeof cguAgreementSchema>;
