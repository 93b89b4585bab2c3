import { ProfileName, Role } from '../../contract/access';
import type { Db } from '../db/database';
import { insertPlan } from './echeance-fixtures';
import { insertAccount, insertBank } from './finance-fixtures';
import { givenReport } from './import-fixtures';
import { insertOperation } from './account-fixtures';
import { givenCategory, givenTag } from './payee-fixtures';
import { givenBudget } from './survey-fixtures';
import type { IdsByKind } from './plausible-inputs';
import { TestClient, TestClock, createTestApp, givenUser, type TestAppOptions } from './test-app';

// The signed-in people the fuzz test of the route table sends its hostile requests as: a premium
// user and an administrator, each with books, so that guarded routes are reached and ids exist.

export interface Persona {
  client: TestClient;
  /** Ids of the persona's rows by kind, the persona's own user id among them. */
  ids: IdsByKind;
}

const CSV =
  'Date;Libellé;Montant\n09/03/2024;CARTE BOULANGERIE;-12,50\n10/03/2024;VIR SALAIRE;2000,00\n';

async function givenBooks(db: Db, userId: number): Promise<IdsByKind> {
  const k = db.kysely;
  const bankId = await insertBank(k, userId);
  const accountId = await insertAccount(k, userId, bankId, 'Courant', { initialBalance: 10_000 });
  await insertAccount(k, userId, bankId, 'Livret', {});
  const categoryId = await givenCategory(k, userId, 'Courses', -1);
  const tagId = await givenTag(k, userId, 'Vacances');
  const operationId = await insertOperation(k, userId, accountId);
  const planId = await insertPlan(k, userId, {
    accountId,
    amount: -5_000,
    beginDate: '2026-01-05',
  });
  const budgetId = await givenBudget(k, userId, [accountId]);
  const payee = await k
    .insertInto('payees')
    .values({ userId, name: 'Boulangerie', nameFolded: 'BOULANGERIE' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const report = await givenReport(k, userId, CSV, { accountId });
  return {
    ...{ user: userId, bank: bankId, account: accountId, category: categoryId, tag: tagId },
    ...{ operation: operationId, echeance: planId, budget: budgetId, payee: payee.id },
    ...{ import: report.reportId, importedoperation: report.lineIds[0]!, currency: 1 },
  };
}

let generation = 0;

/** A new person of that kind, with books, signed in on a fresh test app; `others` are ids of
 * someone else's rows the person's requests name (an administrator acts on other users). */
export async function givenPersona(
  db: Db,
  kind: 'premium' | 'admin',
  options: TestAppOptions & { others?: IdsByKind } = {},
): Promise<Persona> {
  const user = await givenUser(
    db,
    kind === 'admin'
      ? { profileName: ProfileName.admin, roles: [Role.user, Role.admin] }
      : { profileName: ProfileName.premium },
  );
  const ids = await givenBooks(db, user.id);
  // Each person lives an hour after the last one: the sign-in limits of the test address, counted
  // in fixed windows, never refuse the next one.
  generation += 1;
  const clock = new TestClock(Date.now() + generation * 3_600_000).read;
  const client = new TestClient(createTestApp(db, { clock, ...options }));
  const signedIn = await client.signIn(user.login, user.password);
  if (signedIn.status !== 200) throw new Error(`sign-in refused: ${signedIn.status}`);
  return { client, ids: { ...ids, ...options.others } };
}
