import type { Logger } from 'pino';
import type { SsoErrorReason } from '../../../contract/single-sign-on';
import type { Executor } from '../../db/database';
import {
  SingleSignOnRefusal,
  type SingleSignOnClient,
} from '../../integrations/single-sign-on/single-sign-on-client';
import {
  finishSignIn,
  journalOf,
  type SignInContext,
  type SignInUser,
  type SignedIn,
} from '../auth/auth-sign-in.service';
import type { SignInOrigin } from '../auth/sign-in-throttle.service';
import { openChallenge } from '../two-factor/two-factor-challenges.service';
import { isTwoFactorEnabled } from '../two-factor/two-factor.service';
import { personOf, type AccountRules } from './single-sign-on-accounts.service';
import { openState, spendState } from './single-sign-on-states.service';

/** The configured provider and the rules that find or create the person it signs in. */
export interface SingleSignOn {
  client: SingleSignOnClient;
  rules: AccountRules;
}

export type SignOnOutcome =
  | { signedIn: SignedIn }
  /** The person has Pécule's two-factor: the pending sign-in's token. */
  | { challenge: string }
  | { refused: SsoErrorReason };

/** The provider's redirect back, and the state this browser's cookie holds. */
export interface Callback {
  url: URL;
  state: string | undefined;
  browserState: string | undefined;
}

interface Who {
  login: string | null;
  userId: number | null;
}

/** A person who is turned away rather than failed: the provider did its part. */
const TURNED_AWAY: readonly SsoErrorReason[] = ['locked', 'disabled', 'noAccount'];

async function journalRefusal(
  db: Executor,
  error: unknown,
  who: Who,
  address: string,
  { logger, now }: { logger: Logger; now: number },
): Promise<{ refused: SsoErrorReason }> {
  if (!(error instanceof SingleSignOnRefusal)) throw error;
  const reason = error.reason;
  const log = { reason, detail: error.detail, ...who };
  if (reason === 'provider') logger.error(log, 'single sign-on: the provider failed');
  else logger.warn(log, 'single sign-on refused');
  const outcome = TURNED_AWAY.includes(reason) ? 'refused' : 'failure';
  await journalOf(db, logger, { ...who, address }, now)('SSO_SIGN_IN_FAILURE', outcome, { reason });
  return { refused: reason };
}

/**
 * Where to send the person at the provider, and the state to bind to their browser; or why not
 * (the provider cannot be reached).
 */
export async function startSingleSignOn(
  db: Executor,
  sso: SingleSignOn,
  redirectUri: string,
  address: string,
  context: { logger: Logger; now: number },
): Promise<{ url: URL; state: string } | { refused: SsoErrorReason }> {
  try {
    const started = await openState(db, context.now);
    const url = await sso.client.authorizationUrl({ redirectUri, ...started });
    return { url, state: started.state };
  } catch (error) {
    return journalRefusal(db, error, { login: null, userId: null }, address, context);
  }
}

function refuseIfBarred(user: SignInUser): void {
  if (user.locked === 1) throw new SingleSignOnRefusal('locked');
  if (user.active !== 1) throw new SingleSignOnRefusal('disabled');
}

async function signOn(
  db: Executor,
  sso: SingleSignOn,
  callback: Callback,
  origin: SignInOrigin,
  context: SignInContext,
  who: Who,
): Promise<SignOnOutcome> {
  const { logger, now } = context;
  if (!callback.state || callback.state !== callback.browserState) {
    throw new SingleSignOnRefusal('state', 'not the state this browser started');
  }
  const kept = await spendState(db, callback.state, now);
  if (!kept) throw new SingleSignOnRefusal('state');
  const claims = await sso.client.exchange({
    callbackUrl: callback.url,
    state: callback.state,
    ...kept,
  });
  who.login = claims.email ?? claims.preferredUsername ?? null;
  const journalAs = (login: string, userId: number) =>
    journalOf(db, logger, { login, userId, address: origin.address }, now);
  const user = await personOf(db, claims, sso.rules, journalAs, now);
  if (!user) throw new Error(`the person of ${claims.issuer} ${claims.subject} vanished`);
  Object.assign(who, { login: user.login, userId: user.id });
  refuseIfBarred(user);
  if (await isTwoFactorEnabled(db, user.id)) {
    return { challenge: await openChallenge(db, user.id, now) };
  }
  const journal = journalAs(user.login, user.id);
  return { signedIn: await finishSignIn(db, user, origin, journal, { method: 'sso' }, context) };
}

/**
 * The provider's redirect back: checks the state is the one this browser started, spends it (a
 * replayed one finds nothing), exchanges the code with the PKCE verifier, and signs in the person
 * the checked ID token names, or asks for their second factor. Every refusal is journalled and
 * answered with its reason.
 */
export async function finishSingleSignOn(
  db: Executor,
  sso: SingleSignOn,
  callback: Callback,
  origin: SignInOrigin,
  context: SignInContext,
): Promise<SignOnOutcome> {
  const who: Who = { login: null, userId: null };
  try {
    return await signOn(db, sso, callback, origin, context, who);
  } catch (error) {
    return journalRefusal(db, error, who, origin.address, context);
  }
}
