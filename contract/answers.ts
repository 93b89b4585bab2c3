import { z } from 'zod';

/** `{ "value": … }`, the spec's wrapper of a single answer. */
export const valueAnswerSchema = <S extends z.ZodType>(value: S) => z.object({ value });

/** The answer of a command that only says it was done. */
export const doneAnswerSchema = valueAnswerSchema(z.literal(true));
export type DoneAnswer = z.infer<typeof doneAnswerSchema>;
export const DONE: DoneAnswer = { value: true };
