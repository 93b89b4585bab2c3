import { stripInvisibleCharacters } from '../../../contract/text';
import type { Executor } from '../../db/database';
import type { BiImportersTable } from '../../db/schema';
import type { ProviderAccount, ProviderConnection } from '../../integrations/aggregator/aggregator';

// Every query of the bank-sync tables (migration 0016), each scoped by the owner.

export function findBiUser(db: Executor, userId: number) {
  return db.selectFrom('biUsers').selectAll().where('userId', '=', userId).executeTakeFirst();
}

export async function insertBiUser(
  db: Executor,
  userId: number,
  providerUserId: number,
  token: string,
) {
  await db.insertInto('biUsers').values({ userId, providerUserId, token }).execute();
}

export async function setProviderUser(
  db: Executor,
  userId: number,
  providerUserId: number | null,
  token: string | null,
) {
  await db
    .updateTable('biUsers')
    .set({ providerUserId, token })
    .where('userId', '=', userId)
    .execute();
}

export async function deleteBiUser(db: Executor, userId: number) {
  await db.deleteFrom('biUsers').where('userId', '=', userId).execute();
}

export async function setSyncStatus(
  db: Executor,
  userId: number,
  values: { syncStatus: 'IDLE' | 'PENDING'; syncRequestedAt?: string; lastSyncAt?: string },
) {
  await db.updateTable('biUsers').set(values).where('userId', '=', userId).execute();
}

export function findConnections(db: Executor, userId: number) {
  return db
    .selectFrom('biConnections')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

export async function replaceConnections(
  db: Executor,
  userId: number,
  connections: readonly ProviderConnection[],
) {
  const ids = connections.map((c) => c.id);
  let gone = db.deleteFrom('biConnections').where('userId', '=', userId);
  if (ids.length) gone = gone.where('id', 'not in', ids);
  await gone.execute();
  for (const c of connections) {
    const values = {
      bankName: c.bankName,
      connectorId: c.connectorId,
      state: c.state,
      lastUpdate: c.lastUpdate,
    };
    await db
      .insertInto('biConnections')
      .values({ userId, id: c.id, ...values })
      .onConflict((oc) => oc.columns(['userId', 'id']).doUpdateSet(values))
      .execute();
  }
}

export async function deleteConnection(db: Executor, userId: number, connectionId: number) {
  await db
    .deleteFrom('biConnections')
    .where('userId', '=', userId)
    .where('id', '=', connectionId)
    .execute();
}

export function findImporters(db: Executor, userId: number) {
  return db
    .selectFrom('biImporters')
    .innerJoin('biConnections', (j) =>
      j
        .onRef('biConnections.userId', '=', 'biImporters.userId')
        .onRef('biConnections.id', '=', 'biImporters.connectionId'),
    )
    .selectAll('biImporters')
    .select(['biConnections.bankName', 'biConnections.state'])
    .where('biImporters.userId', '=', userId)
    .orderBy('biImporters.originId')
    .execute();
}

/** The provider's accounts become entries; an entry keeps its choices, a vanished one goes. */
export async function replaceImporterAccounts(
  db: Executor,
  userId: number,
  accounts: readonly ProviderAccount[],
) {
  const ids = accounts.map((a) => a.id);
  let gone = db.deleteFrom('biImporters').where('userId', '=', userId);
  if (ids.length) gone = gone.where('originId', 'not in', ids);
  await gone.execute();
  for (const a of accounts) {
    const values = {
      connectionId: a.connectionId,
      name: stripInvisibleCharacters(a.name).slice(0, 255),
      number: a.number ? stripInvisibleCharacters(a.number).slice(0, 50) || null : null,
      currency: a.currency.code.slice(0, 3),
    };
    await db
      .insertInto('biImporters')
      .values({ userId, originId: a.id, ...values, targetAccountId: null, type: null, date: null })
      .onConflict((oc) => oc.columns(['userId', 'originId']).doUpdateSet(values))
      .execute();
  }
}

export async function setImporterChoice(
  db: Executor,
  userId: number,
  originId: number,
  choice: Pick<BiImportersTable, 'targetAccountId' | 'type' | 'date'>,
) {
  await db
    .updateTable('biImporters')
    .set(choice)
    .where('userId', '=', userId)
    .where('originId', '=', originId)
    .execute();
}

export async function clearImporterChoices(db: Executor, userId: number) {
  await db
    .updateTable('biImporters')
    .set({ targetAccountId: null, type: null, date: null })
    .where('userId', '=', userId)
    .execute();
}

/** Records a webhook delivery; false when it was recorded before (a replay). */
export async function recordWebhookEvent(
  db: Executor,
  id: string,
  event: string,
  receivedAt: string,
) {
  const result = await db
    .insertInto('biWebhookEvents')
    .values({ id, event, receivedAt })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function findUsersOfProvider(db: Executor, providerUserId: number) {
  return db
    .selectFrom('biUsers')
    .select('userId')
    .where('providerUserId', '=', providerUserId)
    .execute();
}
