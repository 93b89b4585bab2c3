import type { ColumnType } from 'kysely';

// Kysely's view of the tables, in camelCase (CamelCasePlugin maps to snake_case columns).
// Booleans are 0/1, money is integer cents, days are ISO yyyy-MM-dd, instants ISO UTC text.

export type Flag = 0 | 1;

/**
 * Text stored folded by searchFold (migration 0010), '' when there is none. The database default
 * lets rows without text (and tests of older migrations) leave it out; every write of the text
 * it folds must set it too.
 */
export type FoldedText = ColumnType<string, string | undefined, string | undefined>;
