import { MessageCode } from '../../contract/message-codes';

/** True for a unique-constraint violation, as SQLite and PostgreSQL report it. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/** True when PostgreSQL gave up waiting for a lock (lock_timeout). */
export function isLockTimeout(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '55P03';
}

export interface ConstraintAnswer {
  status: number;
  messageCode: string;
}

type Kind = 'foreignKey' | 'check' | 'unique' | 'notNull';

/**
 * A reference the owner may not use is answered as if the row did not exist; a broken rule is a
 * validation error; a double conflicts with the row already there.
 */
const BY_KIND: Record<Kind, ConstraintAnswer> = {
  foreignKey: { status: 404, messageCode: MessageCode.notFound },
  check: { status: 400, messageCode: MessageCode.validation },
  unique: { status: 409, messageCode: MessageCode.validation },
  notNull: { status: 400, messageCode: MessageCode.validation },
};

/** Constraints whose violation the spec names (migration 0004 names them for this). */
const BY_NAME: Record<string, ConstraintAnswer> = {
  categories_name_uq: { status: 409, messageCode: MessageCode.categoryAlreadyExist },
};

const SQLITE_KINDS: Record<string, Kind> = {
  SQLITE_CONSTRAINT_FOREIGNKEY: 'foreignKey',
  SQLITE_CONSTRAINT_CHECK: 'check',
  SQLITE_CONSTRAINT_TRIGGER: 'check',
  SQLITE_CONSTRAINT_UNIQUE: 'unique',
  SQLITE_CONSTRAINT_PRIMARYKEY: 'unique',
  SQLITE_CONSTRAINT_NOTNULL: 'notNull',
};

const PG_KINDS: Record<string, Kind> = {
  '23503': 'foreignKey',
  '23514': 'check',
  '23505': 'unique',
  '23502': 'notNull',
};

interface DriverError {
  code?: unknown;
  message?: unknown;
  constraint?: unknown;
}

/**
 * SQLite names a CHECK ("CHECK constraint failed: name"), a unique index on expressions ("UNIQUE
 * constraint failed: index 'name'") and a trigger's RAISE message; never a foreign key.
 */
function sqliteConstraintName(message: string): string | undefined {
  return (
    /^CHECK constraint failed: (\w+)$/.exec(message)?.[1] ??
    /^UNIQUE constraint failed: index '(\w+)'$/.exec(message)?.[1] ??
    (/^\w+$/.test(message) ? message : undefined)
  );
}

/**
 * The answer to a constraint violation reported by better-sqlite3 or pg (by constraint name when
 * the spec has a code for it, else by kind), or null when the error is something else.
 */
export function constraintAnswer(error: unknown): ConstraintAnswer | null {
  const { code, message, constraint } = (error ?? {}) as DriverError;
  if (typeof code !== 'string') return null;
  const sqliteKind = SQLITE_KINDS[code];
  const kind = sqliteKind ?? PG_KINDS[code];
  if (!kind) return null;
  const name = sqliteKind
    ? sqliteConstraintName(typeof message === 'string' ? message : '')
    : typeof constraint === 'string'
      ? constraint
      : undefined;
  return (name !== undefined ? BY_NAME[name] : undefined) ?? BY_KIND[kind];
}
