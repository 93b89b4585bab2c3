import { z } from 'zod';

/** Digits with optional single separators (space, dot or dash) between groups (spec 000 §5). */
export const phoneSchema = z
  .string()
  .trim()
  .max(30, 'param.phone.invalid')
  .regex(/^\d+(?:[ .-]?\d+)*$/, 'param.phone.invalid');

export const phoneCodeSchema = z.object({ phoneCode: z.string(), countryCode: z.string() });
export type PhoneCode = z.infer<typeof phoneCodeSchema>;
