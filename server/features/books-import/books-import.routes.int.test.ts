import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, expect, it } from 'vitest';
import { BooksImportCode, type BooksImportPreview } from '../../../contract/books-import';
import { describeOnDatabases } from '../../test/databases';
import { givenSignedIn, ownedCounts } from '../../test/portability-fixtures';
import { givenAccount, givenUser } from '../../test/test-app';
import { balancesByAccountName } from '../../test/books-invariants';

const PREVIEW = '/api/books-import/preview';
const IMPORT = '/api/books-import';
const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name));

describeOnDatabases('importing another application’s export over HTTP', (ctx) => {
  let person: Awaited<ReturnType<typeof givenSignedIn>>;
  beforeEach(async () => {
    person = await givenSignedIn(ctx.db);
  });

  it('previews a HomeBank file, imports it, and adds nothing the second time', async () => {
    const file = fixture('homebank/transfers.xhb');
    const preview = await person.client.upload(PREVIEW, file, 'transfers.xhb');
    expect(preview.status).toBe(200);
    const shown = preview.body as BooksImportPreview;
    expect(shown.source).toBe('HOMEBANK');
    expect(shown.accounts.map((a) => [a.name, a.balance, a.existingAccountId])).toEqual([
      ['Courant', 429_45, null],
      ['Livret A', 5_249_75, null],
      ['Carte Visa', 56_67, null],
      ['Ancienne caisse', 0, null],
    ]);
    expect((await ownedCounts(ctx.db, person.id)).accounts).toBe(0);
    const first = await person.client.upload(IMPORT, file, 'transfers.xhb');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ accounts: 4, alreadyThere: 0 });
    expect(await balancesByAccountName(ctx.db.kysely, person.id)).toEqual(
      Object.fromEntries(shown.accounts.map((a) => [a.name, a.balance])),
    );
    const counts = await ownedCounts(ctx.db, person.id);
    const again = await person.client.upload(IMPORT, file, 'transfers.xhb');
    expect(again.body).toEqual({ accounts: 0, operations: 0, alreadyThere: first.body.operations });
    expect(await ownedCounts(ctx.db, person.id)).toEqual(counts);
  });

  it('imports GnuCash (gzipped XML, SQLite), YNAB and Firefly III books, on the source’s balances', async () => {
    const files = {
      'gnucash/splits.gnucash': 'GNUCASH',
      'gnucash/deep-tree.sqlite.gnucash': 'GNUCASH',
      'ynab/splits.zip': 'YNAB',
      'firefly/firefly-transfers.csv': 'FIREFLY',
    };
    for (const [name, source] of Object.entries(files)) {
      const reader = await givenSignedIn(ctx.db);
      const file = fixture(name);
      const preview = (await reader.client.upload(PREVIEW, file, name)).body as BooksImportPreview;
      expect(preview.source).toBe(source);
      expect((await reader.client.upload(IMPORT, file, name)).status).toBe(200);
      expect(await balancesByAccountName(ctx.db.kysely, reader.id)).toEqual(
        Object.fromEntries(preview.accounts.map((a) => [a.name, a.balance])),
      );
    }
  });

  it('imports an Actual export, and a Kresus one that needs its password', async () => {
    expect(
      (await person.client.upload(IMPORT, fixture('actual/actual-export.zip'), 'a.zip')).status,
    ).toBe(200);
    const encrypted = fixture('kresus/kresus-export-encrypted.json');
    const without = await person.client.upload(PREVIEW, encrypted, 'k.json');
    expect([without.status, without.body.messageCode]).toEqual([
      422,
      BooksImportCode.passwordNeeded,
    ]);
    const fields = { password: 'Pecule-Kresus-2026', salt: 'pecule-fixture-salt-2026' };
    const opened = await person.client.upload(PREVIEW, encrypted, 'k.json', 'file', fields);
    expect(opened.status).toBe(200);
    expect((opened.body as BooksImportPreview).source).toBe('KRESUS');
  });

  it('refuses a file it cannot read, no file, bad choices and another person’s account', async () => {
    const refused = await person.client.upload(IMPORT, Buffer.from('not books'), 'x.txt');
    expect([refused.status, refused.body.messageCode]).toEqual([422, BooksImportCode.invalidFile]);
    expect((await person.client.post(IMPORT)).body.messageCode).toBe(BooksImportCode.noFile);
    const file = fixture('homebank/splits.xhb');
    const bad = await person.client.upload(IMPORT, file, 's.xhb', 'file', { choices: '{oops' });
    expect(bad.status).toBe(400);
    const other = await givenUser(ctx.db);
    const theirs = await givenAccount(ctx.db, other.id, 'Leur compte');
    const key = JSON.stringify({ [await firstAccountKey(file)]: theirs });
    const stolen = await person.client.upload(IMPORT, file, 's.xhb', 'file', { choices: key });
    expect(stolen.status).toBe(404);
    expect((await ownedCounts(ctx.db, person.id)).accounts).toBe(0);
  });

  async function firstAccountKey(file: Buffer) {
    const preview = await person.client.upload(PREVIEW, file, 'f');
    return (preview.body as BooksImportPreview).accounts[0]!.key;
  }
});
