import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXEMPT_PATHS, TABLE_OWNERS } from './table-owners';
import { mapMismatches, schemaTables, treeViolations } from './table-ownership';

describe('the lint enforces table ownership', () => {
  const owners = TABLE_OWNERS;
  let root: string;

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'table-owners-'));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  /** The violations the check finds once `code` is written at `file` in a scratch tree. */
  function refusedWrites(file: string, code: string) {
    fs.rmSync(path.join(root, 'server'), { recursive: true, force: true });
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), code);
    return treeViolations(root, ['server'], owners, EXEMPT_PATHS).map(({ table, owner }) => ({
      table,
      owner,
    }));
  }

  it('refuses a service updating the operations outside the one write path', () => {
    const code =
      "export const f = (db) => db.updateTable('operations').set({ memo: '' }).execute();\n";
    const refused = [{ table: 'operations', owner: 'server/features/operations/write' }];
    expect(refusedWrites('server/features/accounts/x.service.ts', code)).toEqual(refused);
    expect(refusedWrites('server/features/operations/read/x.service.ts', code)).toEqual(refused);
    expect(refusedWrites('server/features/operations/write/x.repository.ts', code)).toEqual([]);
  });

  it('refuses a feature inserting into preferences from outside preferences/', () => {
    const code = "export const f = (db) => db.insertInto('preferences').values({}).execute();\n";
    expect(refusedWrites('server/features/echeances/x.repository.ts', code)).toEqual([
      { table: 'preferences', owner: 'server/features/preferences' },
    ]);
  });

  it('refuses a bulk helper writing users from another feature', () => {
    const code = [
      "import { bulkInsert } from '../../db/bulk-insert';",
      "export const f = (db, rows) => bulkInsert(db, 'users', rows);",
      '',
    ].join('\n');
    expect(refusedWrites('server/features/signup/x.repository.ts', code)).toEqual([
      { table: 'users', owner: 'server/features/users' },
    ]);
  });

  it('refuses a write to a table the map does not name', () => {
    const code = "export const f = (db) => db.deleteFrom('shadowLedger').execute();\n";
    expect(refusedWrites('server/features/shadow/shadow.repository.ts', code)).toEqual([
      { table: 'shadowLedger', owner: undefined },
    ]);
  });

  it('sees through aliases, lists, loops, quotes and raw SQL', () => {
    const code = [
      "db.deleteFrom('splitOperations as s');",
      'db.replaceInto("tags");',
      "db.mergeInto(['payees', 'budgets']);",
      "for (const t of ['sessions'] as const) db.deleteFrom(t);",
      'sql`update account_month_sums set total = 0`;',
      'sql`insert into users (id) values (1) on conflict (id) do update set id = 1`;',
      '',
    ].join('\n');
    const tables = refusedWrites('server/features/faq/x.ts', code).map((v) => v.table);
    expect(tables).toEqual([
      'splitOperations',
      'tags',
      'payees',
      'budgets',
      'sessions',
      'accountMonthSums',
      'users',
    ]);
  });

  it('lets the owner write its tables, and the demo generator and tests write any', () => {
    const write = "export const f = (db) => db.insertInto('preferences').values({}).execute();\n";
    expect(refusedWrites('server/features/preferences/x.repository.ts', write)).toEqual([]);
    const demo = "export const f = (db) => db.insertInto('operations').values([]).execute();\n";
    expect(refusedWrites('server/features/demo/x.ts', demo)).toEqual([]);
    expect(refusedWrites('server/features/accounts/x.int.test.ts', demo)).toEqual([]);
  });

  it('gives every table of the schema one owner', () => {
    const tables = schemaTables(path.resolve('server/db/schema.ts'));
    expect(tables).toContain('operations');
    expect(mapMismatches(tables, owners)).toEqual([]);
    const { users: _, ...withoutUsers } = owners;
    expect(mapMismatches(tables, withoutUsers)).toEqual(['users: a table with no owner']);
  }, 120_000);
});
