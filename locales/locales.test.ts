import { describe, expect, it } from 'vitest';
import { MessageCode } from '../contract/message-codes';

/** Locale files are flat maps of dotted keys, split by area, with the same files per language. */
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
});

const byLanguage = (language: string) =>
  new Map(
    Object.entries(files)
      .filter(([path]) => path.startsWith(`./${language}/`))
      .map(([path, entries]) => [path.slice(language.length + 3), entries]),
  );

const fr = byLanguage('fr');
const en = byLanguage('en');
const merged = (files: Map<string, Record<string, unknown>>) =>
  Object.assign({}, ...files.values()) as Record<string, unknown>;

describe('locales', () => {
  it('has the same files in fr and en', () => {
    expect(fr.size).toBeGreaterThan(0);
    expect([...en.keys()].sort()).toEqual([...fr.keys()].sort());
  });

  it.each([...fr.keys()])('has the same keys in fr and en for %s', (file) => {
    expect(Object.keys(en.get(file) ?? {}).sort()).toEqual(Object.keys(fr.get(file) ?? {}).sort());
  });

  it('holds only non-empty strings (flat maps, no nesting)', () => {
    for (const entries of [...fr.values(), ...en.values()]) {
      for (const [key, value] of Object.entries(entries)) {
        expect(typeof value === 'string' && value.trim() !== '', key).toBe(true);
      }
    }
  });

  it('never defines a key in two files', () => {
    for (const files of [fr, en]) {
      const keys = [...files.values()].flatMap((entries) => Object.keys(entries));
      const twice = keys.filter((key, index) => keys.indexOf(key) !== index);
      expect(twice).toEqual([]);
    }
  });

  it('words every message code in both languages', () => {
    for (const entries of [merged(fr), merged(en)]) {
      const missing = Object.values(MessageCode).filter((code) => !(code in entries));
      expect(missing).toEqual([]);
    }
  });
});
