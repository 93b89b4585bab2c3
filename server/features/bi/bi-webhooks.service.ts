import { z } from 'zod';
import { MessageCode } from '../../../contract/message-codes';
import type { BiWebhookEvent } from '../../../contract/bi';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { parseWith } from '../../http/validation';
import type { BiDeps } from './bi-deps';
import { relinkFromImporters } from './bi-importers.service';
import { startSync } from './bi-sync-runner';
import { deliveryId, isGenuineDelivery, type SignedDelivery } from './bi-webhook-signature';
import * as repository from './bi.repository';

// The aggregator's webhooks: verified, recorded once (a replay changes nothing), answered at once.
// Deletions are applied in the same short transaction as the record; a synced connection or
// account starts the user's synchronisation in the background, which reads what changed without
// asking the provider to refresh again (that would bring another webhook, and may ask for a
// strong authentication while the person is away).

const id = z.coerce.number().int().positive();
const connectionSynced = z.object({ user: z.object({ id }), connection: z.object({ id }) });
const ofUser = z.object({ id_user: id, id });
const userDeleted = z.object({ id });

/** The provider's user id, and the connection the event is about when it matters. */
function providerIdsOf(event: BiWebhookEvent, body: unknown) {
  switch (event) {
    case 'CONNECTION_SYNCED': {
      const synced = parseWith(connectionSynced, body);
      return { user: synced.user.id, connection: synced.connection.id };
    }
    case 'ACCOUNT_SYNCED':
      return { user: parseWith(ofUser, body).id_user, connection: null };
    case 'CONNECTION_DELETED': {
      const deleted = parseWith(ofUser, body);
      return { user: deleted.id_user, connection: deleted.id };
    }
    case 'USER_DELETED':
      return { user: parseWith(userDeleted, body).id, connection: null };
  }
}

async function applyDeletion(
  trx: Executor,
  event: BiWebhookEvent,
  userId: number,
  connection: number | null,
) {
  if (event === 'USER_DELETED') await repository.deleteBiUser(trx, userId);
  else if (connection !== null) await repository.deleteConnection(trx, userId, connection);
  await relinkFromImporters(trx, userId);
}

/** Handles one delivery; refuses a bad or stale signature with nothing stored. */
export async function receiveWebhook(
  deps: BiDeps,
  event: BiWebhookEvent,
  delivery: SignedDelivery,
  body: unknown,
): Promise<void> {
  const now = deps.clock();
  if (!isGenuineDelivery(deps.config.POWENS_WEBHOOK_SECRET, delivery, now)) {
    throw AppError.unauthorized(MessageCode.biWebhookSignature);
  }
  const ids = providerIdsOf(event, body);
  const users = await deps.db.kysely.transaction().execute(async (trx) => {
    const fresh = await repository.recordWebhookEvent(
      trx,
      deliveryId(delivery),
      event,
      new Date(now).toISOString(),
    );
    if (!fresh) return [];
    const owners = (await repository.findUsersOfProvider(trx, ids.user)).map((u) => u.userId);
    if (event === 'USER_DELETED' || event === 'CONNECTION_DELETED') {
      for (const userId of owners) await applyDeletion(trx, event, userId, ids.connection);
      return [];
    }
    return owners;
  });
  for (const userId of users) void startSync(deps, userId, { askProvider: false });
}
