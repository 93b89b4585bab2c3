import { z } from 'zod';
import { int4Field } from './integers';
import { idParamSchema, idSchema, saveIdParamSchema } from './ids';
import { MessageCode } from './message-codes';
import { requiredText } from './required-text';
import { safeText } from './text';

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
  idUser: int4Field(),
  cguTerm: int4Field(),
});
export type CguAgreement = z.infer<typeof cguAgreementSchema>;

// Administration of the terms (spec 002 §3 Cgu: idCgu, name, contentFr, used; §5, §7).

export const CGU_NAME_MAX = 100;
export const CGU_CONTENT_MAX = 100_000;

export const cguIdParamsSchema = z.object({ idCgu: idParamSchema });
/** POST /api/cgu/{idCgu}: NEW_ID (0) creates. */
export const cguSaveParamsSchema = z.object({ idCgu: saveIdParamSchema });

/** POST /api/cgu/{idCgu}. `used` true puts these terms in force, in place of the others. */
export const cguSaveSchema = z.object({
  name: requiredText(MessageCode.cguNameRequired, CGU_NAME_MAX),
  contentFr: requiredText(MessageCode.cguContentFrRequired, CGU_CONTENT_MAX, { multiline: true }),
  contentEn: safeText(MessageCode.validation, { multiline: true })
    .trim()
    .max(CGU_CONTENT_MAX)
    .transform((text) => text || null)
    .nullable()
    .default(null),
  used: z.boolean().default(false),
});
export type CguSave = z.infer<typeof cguSaveSchema>;
export type CguSaveInput = z.input<typeof cguSaveSchema>;

/** One version of the terms as admins see it. */
export const cguDtoSchema = z.object({
  idCgu: idSchema,
  name: z.string(),
  contentFr: z.string(),
  contentEn: z.string().nullable(),
  /** In force: every user must have agreed to these. At most one version is. */
  used: z.boolean(),
  /** Created, yyyy-MM-dd. */
  createdAt: z.string(),
  /** Last put in force, yyyy-MM-dd; null while never published. */
  publishedAt: z.string().nullable(),
  /** How many users agreed to this version. */
  agreements: z.number().int(),
});
export type CguDto = z.infer<typeof cguDtoSchema>;
