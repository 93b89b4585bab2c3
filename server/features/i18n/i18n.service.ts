import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '../../../contract/auth';
import { findLocalesDir } from './locales-dir';

export const isLanguage = (value: string): value is Language =>
  (LANGUAGES as readonly string[]).includes(value);

/** Merges every locales/{lang}/*.json (flat maps of dotted keys) into one translation map. */
export function loadTranslations(
  language: Language,
  dir = findLocalesDir(),
): Record<string, string> {
  const folder = path.join(dir, language);
  const files = fs
    .readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort();
  return Object.assign(
    {},
    ...files.map((f) => JSON.parse(fs.readFileSync(path.join(folder, f), 'utf8')) as object),
  );
}
