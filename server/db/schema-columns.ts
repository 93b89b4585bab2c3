// Kysely's view of the tables, in camelCase (CamelCasePlugin maps to snake_case columns).
// Booleans are 0/1, money is integer cents, days are ISO yyyy-MM-dd, instants ISO UTC text.

export type Flag = 0 | 1;
