import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isLanguage, type Language } from '../../../contract/languages';
import { AppError } from '../../http/app-error';
import { findLocalesDir } from './locales-dir';

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

interface TranslationsFile {
  body: string;
  etag: string;
}

const files = new Map<Language, TranslationsFile>();

/** `locale-{lang}.json` as served, built once per process; an unknown language is 404. */
export function translationsFile(fileName: string): TranslationsFile {
  const language = /^locale-(\w+)\.json$/.exec(fileName)?.[1] ?? '';
  if (!isLanguage(language)) throw AppError.notFound();
  let file = files.get(language);
  if (!file) {
    const body = JSON.stringify(loadTranslations(language));
    file = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    files.set(language, file);
  }
  return file;
}
