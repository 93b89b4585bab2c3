import { generateRegistrationOptions, type RegistrationResponseJSON } from '@simplewebauthn/server';
import { PASSKEY_CODES, PASSKEYS_PER_USER, type Passkey } from '../../../contract/passkeys';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { EventOrigin } from '../../http/request-context';
import {
  recordEventFrom,
  type SecurityEventDetails,
} from '../security-events/security-events.service';
import { recordSessionsEnded } from '../sessions/sessions-journal.service';
import { closeAllSessionsOf, openSession, type SessionPolicy } from '../sessions/sessions.service';
import { serializeUserWrites } from '../users/users.service';
import { openCeremony, takeCeremony } from './passkey-ceremonies.service';
import { verifyRegistration } from './passkey-verification';
import * as repository from './passkeys.repository';
import type { RelyingParty } from './relying-party';

/** The signed-in person managing their passkeys, where from, and their session's token. */
export interface PasskeyHolder extends EventOrigin {
  id: number;
  login: string;
  token?: string;
}

type PasskeyEvent = 'PASSKEY_REGISTERED' | 'PASSKEY_REVOKED' | 'PASSKEY_FAILURE';

const iso = (instant: number) => new Date(instant).toISOString();
const tooMany = () => AppError.badRequest(PASSKEY_CODES.tooMany);

export function journalPasskey(
  db: Executor,
  holder: PasskeyHolder,
  type: PasskeyEvent,
  details: SecurityEventDetails,
  now: number,
) {
  const outcome = type === 'PASSKEY_FAILURE' ? ('failure' as const) : ('success' as const);
  const event = { type, login: holder.login, userId: holder.id, outcome, details };
  return recordEventFrom(db, holder, event, now);
}

export const listPasskeys = (db: Executor, userId: number): Promise<Passkey[]> =>
  repository.findPasskeysOfUser(db, userId);

export const descriptorsOf = (credentials: { credentialId: string; transports: string }[]) =>
  credentials.map((credential) => ({
    id: credential.credentialId,
    transports: JSON.parse(credential.transports) as string[],
  }));

/**
 * The options of navigator.credentials.create(): a discoverable credential (it signs in without
 * a login typed), none of the person's own again. The ceremony's token is for its cookie.
 */
export async function registrationOptions(
  db: Executor,
  rp: RelyingParty,
  holder: PasskeyHolder,
  now: number,
) {
  const existing = await repository.findCredentialsOfUser(db, holder.id);
  if (existing.length >= PASSKEYS_PER_USER) throw tooMany();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: holder.login,
    userDisplayName: holder.login,
    attestationType: 'none',
    excludeCredentials: descriptorsOf(existing),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  const ceremony = { userId: holder.id, challenge: options.challenge };
  return { options, token: await openCeremony(db, 'register', ceremony, now) };
}

/** Verifies the browser's new credential against the person's ceremony and stores it. */
export async function registerPasskey(
  db: Executor,
  rp: RelyingParty,
  holder: PasskeyHolder,
  ceremonyToken: string | undefined,
  input: { name: string; response: RegistrationResponseJSON },
  now: number,
): Promise<Passkey> {
  const ceremony = await takeCeremony(db, ceremonyToken, 'register', now);
  if (!ceremony || ceremony.userId !== holder.id) {
    throw AppError.badRequest(PASSKEY_CODES.ceremonyMissing);
  }
  const verdict = await verifyRegistration(rp, input.response, ceremony.challenge);
  if ('failure' in verdict) {
    await journalPasskey(db, holder, 'PASSKEY_FAILURE', { during: 'register' }, now);
    holder.logger.info({ reason: verdict.failure }, 'passkey registration refused');
    throw AppError.badRequest(PASSKEY_CODES.invalid);
  }
  const { transports, ...credential } = verdict.ok;
  return db.transaction().execute(async (trx) => {
    await serializeUserWrites(trx, holder.id);
    const count = await repository.countPasskeysOfUser(trx, holder.id);
    if (count >= PASSKEYS_PER_USER) throw tooMany();
    if (await repository.credentialExists(trx, credential.credentialId)) {
      throw AppError.badRequest(PASSKEY_CODES.invalid);
    }
    const passkey = await repository.insertPasskey(trx, {
      ...credential,
      userId: holder.id,
      name: input.name,
      transports: JSON.stringify(transports),
      createdAt: iso(now),
    });
    const details = { accessKeyId: passkey.id, name: passkey.name };
    await journalPasskey(trx, holder, 'PASSKEY_REGISTERED', details, now);
    return passkey;
  });
}

/**
 * Deletes one of the person's passkeys and ends their other sessions (one opened with a stolen
 * passkey among them); answers the token of the session the person goes on with. Another's is 404.
 */
export async function revokePasskey(
  db: Executor,
  holder: PasskeyHolder,
  id: number,
  policy: SessionPolicy,
  now: number,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const name = await repository.deletePasskey(trx, holder.id, id);
    if (name === undefined) throw AppError.notFound();
    await journalPasskey(trx, holder, 'PASSKEY_REVOKED', { accessKeyId: id, name }, now);
    await recordSessionsEnded(trx, holder, holder, 'PASSKEY_REVOKE', now, holder.token);
    await closeAllSessionsOf(trx, holder.id);
    return openSession(trx, holder.id, policy, now);
  });
}
