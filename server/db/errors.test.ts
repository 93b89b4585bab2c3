import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '../../contract/accounts';
import { ECHEANCE_FREQUENCIES } from '../../contract/echeances';
import { constraintAnswer } from './errors';
import {
  ACCOUNT_TYPES as CHECKED_TYPES,
  FREQUENCIES,
} from './migrations/0004-finance-integrity-lists';

const sqlite = (code: string, message: string) => Object.assign(new Error(message), { code });
const pg = (code: string, constraint: string) =>
  Object.assign(new Error('x'), { code, constraint });

describe('constraintAnswer', () => {
  it.each([
    [
      'a SQLite foreign key',
      sqlite('SQLITE_CONSTRAINT_FOREIGNKEY', 'FOREIGN KEY constraint failed'),
      404,
      'not.found',
    ],
    ['a PostgreSQL foreign key', pg('23503', 'operations_payee_id_fk'), 404, 'not.found'],
    [
      'a SQLite check',
      sqlite('SQLITE_CONSTRAINT_CHECK', 'CHECK constraint failed: operations_amount_ck'),
      400,
      'ValidationException',
    ],
    ['a PostgreSQL check', pg('23514', 'operations_amount_ck'), 400, 'ValidationException'],
    [
      'a SQLite category double',
      sqlite('SQLITE_CONSTRAINT_UNIQUE', "UNIQUE constraint failed: index 'categories_name_uq'"),
      409,
      'category.alreadyExist',
    ],
    [
      'a PostgreSQL category double',
      pg('23505', 'categories_name_uq'),
      409,
      'category.alreadyExist',
    ],
    [
      'another SQLite double',
      sqlite('SQLITE_CONSTRAINT_UNIQUE', 'UNIQUE constraint failed: tags.user_id, tags.name'),
      409,
      'ValidationException',
    ],
    ['a missing value', pg('23502', ''), 400, 'ValidationException'],
  ])('answers %s', (_name, error, status, messageCode) => {
    expect(constraintAnswer(error)).toEqual({ status, messageCode });
  });

  it('leaves other errors alone', () => {
    expect(constraintAnswer(new Error('boom'))).toBeNull();
    expect(constraintAnswer(sqlite('SQLITE_BUSY', 'database is locked'))).toBeNull();
    expect(constraintAnswer(pg('40001', ''))).toBeNull();
    expect(constraintAnswer(undefined)).toBeNull();
  });
});

it('checks the codes the contract lists (a new code needs a migration widening the check)', () => {
  expect(CHECKED_TYPES).toEqual(Object.keys(ACCOUNT_TYPES));
  expect(FREQUENCIES).toEqual(Object.keys(ECHEANCE_FREQUENCIES));
});
