import { z } from 'zod';
import { memoized } from './memoized';
import { MessageCode } from './message-codes';
import { safeText } from './text';

type TextOptions = { multiline?: boolean };

/** A trimmed text that must be given (missing, blank or too long: `code`), visible characters only. */
export const requiredText = memoized((code: string, max: number, options?: TextOptions) =>
  z
    .string(code)
    .trim()
    .min(1, code)
    .max(max, code)
    .pipe(safeText(MessageCode.textInvisible, options)),
);

/** A trimmed text of at most `max` characters, visible ones only; blank or missing is null. */
export const optionalText = memoized(
  (max: number, code: string = MessageCode.validation, options?: TextOptions) =>
    z
      .string(code)
      .trim()
      .max(max, code)
      .pipe(safeText(MessageCode.textInvisible, options))
      .nullish()
      .transform((text) => text || null),
);

/** A text of at most `max` characters, visible ones only, kept as given (a code, a query value). */
export const boundedText = memoized((max: number, code: string = MessageCode.validation) =>
  z.string(code).max(max, code).pipe(safeText()),
);
