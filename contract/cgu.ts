import { z } from 'zod';

/** GET /api/cgu/current */
export interface CurrentCgu {
  idCgu: number;
  name: string;
  content: string;
}

/** POST /api/cgu/agreement */
export const cguAgreementSchema = z.object({
  idUser: z.number().int(),
  cguTerm: z.number().int(),
});
