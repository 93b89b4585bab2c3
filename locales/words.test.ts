import { describe, expect, it } from 'vitest';

/** The app's vocabulary: one word per thing, the same on every screen (decisions/words-months-amounts.md). */
const files = import.meta.glob<Record<string, string>>('./*/*.json', {
  eager: true,
  import: 'default',
});

const textsOf = (language: string) =>
  Object.entries(files)
    .filter(([path]) => path.startsWith(`./${language}/`))
    .flatMap(([, entries]) => Object.entries(entries).map(([key, text]) => `${key}: ${text}`));

describe('words', () => {
  it('calls tags "étiquettes" in French, never "Tags"', () => {
    expect(textsOf('fr').filter((line) => /:.*\bTags?\b/.test(line))).toEqual([]);
  });

  it('calls planned operations "opérations prévues", never "planifiées"', () => {
    expect(textsOf('fr').filter((line) => /opérations? planifiées?/i.test(line))).toEqual([]);
  });

  it('calls them "planned operations" in English, never "scheduled"', () => {
    expect(textsOf('en').filter((line) => /scheduled[- ]operations?/i.test(line))).toEqual([]);
  });
});
