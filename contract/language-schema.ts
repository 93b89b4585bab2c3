import { z } from 'zod';
import { LANGUAGES } from './languages';

/** A language field of a request (kept apart from languages.ts, which stays free of zod). */
export const languageSchema = z.enum(LANGUAGES);
