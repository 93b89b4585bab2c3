import { z } from 'zod';
import { isoDateSchema } from './dates';
import { ECHEANCE_FREQUENCIES } from './echeances';
import { idParamSchema, idSchema } from './ids';
import { MessageCode } from './message-codes';
import { preferencesSchema } from './settings';

// The scheduled-operation settings (/parameters/operations) and the occurrence
// match of a planned operation.

/** What autoSave does with the dates missed while no server ran: all of them, the latest, none. */
export const ECHEANCE_CATCH_UP = ['ALL', 'LATEST', 'NONE'] as const;
export type EcheanceCatchUp = (typeof ECHEANCE_CATCH_UP)[number];
export const DEFAULT_ECHEANCE_CATCH_UP: EcheanceCatchUp = 'ALL';

export const echeanceSettingsSchema = z.object({
  echeanceDelay: preferencesSchema.shape.echeanceDelay,
  catchUp: z.enum(ECHEANCE_CATCH_UP, MessageCode.echeanceCatchUpInvalid),
});
export type EcheanceSettings = z.infer<typeof echeanceSettingsSchema>;

const frequencies = Object.keys(ECHEANCE_FREQUENCIES) as [
  keyof typeof ECHEANCE_FREQUENCIES,
  ...(keyof typeof ECHEANCE_FREQUENCIES)[],
];

/** A planned operation that saves itself, as the settings page lists it. */
export const autoSavePlanDtoSchema = z.object({
  id: idSchema,
  accountName: z.string(),
  toAccountName: z.string().nullable(),
  payeeName: z.string().nullable(),
  memo: z.string().nullable(),
  amount: z.number().int(),
  /** ISO code of the account's currency. */
  currency: z.string(),
  frequency: z.enum(frequencies),
  /** The next date the job will save; null once a plan has no date left. */
  nextDate: z.string().nullable(),
});
export type AutoSavePlanDto = z.infer<typeof autoSavePlanDtoSchema>;

export const echeanceSettingsDtoSchema = echeanceSettingsSchema.extend({
  autoSavePlans: z.array(autoSavePlanDtoSchema),
});
export type EcheanceSettingsDto = z.infer<typeof echeanceSettingsDtoSchema>;

/** A planned occurrence proposes an operation of its account and amount dated this close. */
export const MATCH_WINDOW_DAYS = 5;

export const occurrenceParamsSchema = z.object({
  idEcheance: idParamSchema,
  date: isoDateSchema(MessageCode.validation),
});

export const occurrenceMatchSchema = z.object({ operationId: idSchema });
export type OccurrenceMatchRequest = z.infer<typeof occurrenceMatchSchema>;

export const occurrenceStateDtoSchema = z.object({
  echeanceId: idSchema,
  date: z.string(),
  state: z.enum(['PLANNED', 'SAVED', 'MATCHED']),
  operationId: idSchema.nullable(),
});
export type OccurrenceStateDto = z.infer<typeof occurrenceStateDtoSchema>;
