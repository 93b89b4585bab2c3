import { z } from 'zod';
import { safeText } from './text';

/** A trimmed text that must be given (missing, blank or too long: `code`), visible characters only. */
export const requiredText = (code: string, max: number, options?: { multiline?: boolean }) =>
  z.string(code).trim().min(1, code).max(max, code).pipe(safeText(code, options));
