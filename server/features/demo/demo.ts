import { ProfileName, Role } from '../../../contract/access';
import type { Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { agreeToCurrentTerms } from '../cgu/cgu.service';
import { createUser, findUserByLogin } from '../users/users.service';
import { todayIso } from './dates';
import { generateUserData, type GenerateOptions, type OperationsWriter } from './generate';

export const DEMO_LOGIN = 'demo';
export const DEMO_PASSWORD = 'demo1234';
/** About three years of data (spec: the demo shows a lived-in account). */
const DEMO_OPERATIONS = 2_500;
const DEMO_SEED = 20_240_601;

export interface Person {
  login: string;
  password: string;
  /** The password's hash, computed once for many generated users. */
  passwordHash?: string;
  usageName: string;
  email: string;
}

/**
 * Creates an active premium user with generated data, its preferences (euro, main account the
 * current account) and its agreement to the terms in use, all in one transaction.
 */
export function createGeneratedUser(
  db: Executor,
  person: Person,
  options: GenerateOptions,
  writeOperations?: OperationsWriter,
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const userId = await createUser(trx, {
      ...person,
      profileName: ProfileName.premium,
      roles: [Role.user],
      active: true,
    });
    const { accounts } = await generateUserData(trx, userId, options, writeOperations);
    await trx
      .insertInto('preferences')
      .values({ userId, mainAccountId: accounts.current })
      .execute();
    await agreeToCurrentTerms(trx, userId, Date.now());
    return userId;
  });
}

/** Creates the `demo` user and its data unless it exists already. */
export async function seedDemo(db: Executor): Promise<{ created: boolean }> {
  if (await findUserByLogin(db, DEMO_LOGIN)) return { created: false };
  await createGeneratedUser(
    db,
    {
      login: DEMO_LOGIN,
      password: DEMO_PASSWORD,
      usageName: 'Camille Demo',
      email: 'demo@pecule.local',
    },
    { operations: DEMO_OPERATIONS, seed: DEMO_SEED, endDate: todayIso() },
  );
  return { created: true };
}
