import { MessageCode } from '../../../contract/message-codes';
import { AggregatorError } from '../../integrations/aggregator/aggregator';
import { AppError } from '../../http/app-error';
import type { BiDeps } from './bi-deps';
import * as repository from './bi.repository';

// The provider-side user of a person: created lazily (POST /auth/init) the first time the person
// opens the bank's web view, its permanent token kept sealed in bi_users.

/** The user's provider token, creating the provider user on first use. */
export async function ensureProviderToken(deps: BiDeps, userId: number): Promise<string> {
  const known = await providerToken(deps, userId);
  if (known) return known;
  const created = await providerCall(() => deps.aggregator.createUser());
  const sealed = deps.cipher.seal(created.token);
  const row = await repository.findBiUser(deps.db.kysely, userId);
  if (row) await repository.setProviderUser(deps.db.kysely, userId, created.providerUserId, sealed);
  else await repository.insertBiUser(deps.db.kysely, userId, created.providerUserId, sealed);
  return created.token;
}

/** The user's provider token, or null when the person never connected a bank. */
export async function providerToken(deps: BiDeps, userId: number): Promise<string | null> {
  const row = await repository.findBiUser(deps.db.kysely, userId);
  return row?.token ? deps.cipher.open(row.token) : null;
}

/** A provider failure answered as 502 internal.error (the screen shows its generic message). */
export async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AggregatorError) {
      throw new AppError(502, MessageCode.internalError, { providerStatus: error.status });
    }
    throw error;
  }
}
