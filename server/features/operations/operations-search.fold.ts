import { sql, type RawBuilder } from 'kysely';
import { searchFold } from '../../../contract/operations-search';

// searchFold in SQL, the same on SQLite and PostgreSQL: one replace per character that the rule
// changes, generated from searchFold itself (a–z and Latin-1 to Latin Extended-A), so no
// database locale, upper() or unaccent takes part. Characters outside that range stay as stored.

function foldedCharacters(): [string, string][] {
  const pairs: [string, string][] = [];
  const codes = [...range(0x61, 0x7a), ...range(0xc0, 0x17f)];
  for (const code of codes) {
    const char = String.fromCodePoint(code);
    const folded = searchFold(char);
    if (folded !== char && folded !== '') pairs.push([char, folded]);
  }
  return pairs;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

const FOLDED = foldedCharacters();

/** The expression folded like searchFold; null stays null. */
export function foldSql(expression: RawBuilder<unknown>): RawBuilder<string> {
  let folded: RawBuilder<unknown> = sql`replace(replace(${expression}, ${sql.lit('\t')}, ' '), ${sql.lit('\n')}, ' ')`;
  for (const [from, to] of FOLDED) {
    folded = sql`replace(${folded}, ${sql.lit(from)}, ${sql.lit(to)})`;
  }
  return folded as RawBuilder<string>;
}

/** A LIKE pattern finding `text` anywhere, with % _ and \ taken literally (ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
