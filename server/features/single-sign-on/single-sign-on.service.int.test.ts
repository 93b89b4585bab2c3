import { expect, it } from 'vitest';
import type {
  SingleSignOnClient,
  VerifiedClaims,
} from '../../integrations/single-sign-on/single-sign-on-client';
import { SingleSignOnRefusal } from '../../integrations/single-sign-on/single-sign-on-client';
import { createLogger } from '../../http/logging';
import { describeOnDatabases } from '../../test/databases';
import { givenUser } from '../../test/test-app';
import { biDepsOf } from '../bi/bi-deps';
import { contextOf } from '../../app';
import { loadConfig } from '../../config';
import { twoFactorCipher } from '../two-factor/two-factor-cipher';
import { finishSingleSignOn, startSingleSignOn, type SingleSignOn } from './single-sign-on.service';
import { findUserById } from '../users/users.service';
import type { Db } from '../../db/database';

// The service's rules without HTTP: a stand-in provider answers the claims, or fails as told.

const logger = createLogger('silent');
const origin = { address: '127.0.0.1', device: null };

function standIn(answer: () => VerifiedClaims): SingleSignOnClient {
  return {
    authorizationUrl: async ({ state }) => new URL(`https://id.example/authorize?state=${state}`),
    exchange: async () => answer(),
  };
}

async function signOn(db: Db, sso: SingleSignOn) {
  const now = Date.now();
  const started = await startSingleSignOn(db.kysely, sso, 'https://app/cb', '', { logger, now });
  if (!('state' in started)) throw new Error(`start refused: ${started.refused}`);
  const ctx = contextOf({
    config: loadConfig({ NODE_ENV: 'test' }),
    db,
    logger,
    secret: 'x'.repeat(40),
  });
  const context = {
    policy: ctx.policy,
    logger,
    bi: biDepsOf(ctx),
    cipher: twoFactorCipher('x'.repeat(40)),
    now,
  };
  const callback = {
    url: new URL('https://app/cb'),
    state: started.state,
    browserState: started.state,
  };
  return finishSingleSignOn(db.kysely, sso, callback, origin, context);
}

const rules = { linkClaim: 'email' as const, createUsers: true };
const claimsOf = (more: Partial<VerifiedClaims>): VerifiedClaims => ({
  issuer: 'https://id.example',
  subject: `s-${Math.random()}`,
  ...more,
});

describeOnDatabases('single sign-on rules', (ctx) => {
  it('refuses an identity without the claim that links it', async () => {
    const sso = { client: standIn(() => claimsOf({ preferredUsername: 'someone' })), rules };
    expect(await signOn(ctx.db, sso)).toEqual({ refused: 'missingClaim' });
  });

  it('answers the provider’s failure as a refusal, never a throw', async () => {
    const failing = standIn(() => {
      throw new SingleSignOnRefusal('provider', 'token endpoint answered 500');
    });
    expect(await signOn(ctx.db, { client: failing, rules })).toEqual({ refused: 'provider' });
  });

  it('creates a person with a readable login from an unusable username, in French by default', async () => {
    const email = `X${Math.random().toString(36).slice(2, 8)}@Example.org`;
    const claims = claimsOf({
      email,
      emailVerified: true,
      preferredUsername: '‮!!',
      name: 'Zoé\u200b Martin',
      locale: 'de',
    });
    const outcome = await signOn(ctx.db, { client: standIn(() => claims), rules });
    if (!('signedIn' in outcome)) throw new Error(JSON.stringify(outcome));
    const user = await findUserById(ctx.db.kysely, outcome.signedIn.principal.idUser);
    expect(user).toMatchObject({
      login: expect.stringMatching(/^member\d*$/),
      language: 'fr',
      email: email.toLowerCase(),
      usageName: 'Zoé Martin',
    });
    expect(user?.passwordHash).toBe('!single-sign-on');
  });

  it('refuses a disabled person', async () => {
    const email = `d${Math.random().toString(36).slice(2, 8)}@example.org`;
    await givenUser(ctx.db, { email, active: false });
    const claims = claimsOf({ email, emailVerified: true });
    expect(await signOn(ctx.db, { client: standIn(() => claims), rules })).toEqual({
      refused: 'disabled',
    });
  });

  it('gives a short username the -member ending, and keeps no address the provider does not vouch for', async () => {
    const tag = Math.random().toString(36).slice(2, 5);
    const claims = claimsOf({
      email: `${tag}@example.org`,
      emailVerified: false,
      preferredUsername: tag,
    });
    const sso = {
      client: standIn(() => claims),
      rules: { ...rules, linkClaim: 'preferred_username' as const },
    };
    const outcome = await signOn(ctx.db, sso);
    if (!('signedIn' in outcome)) throw new Error(JSON.stringify(outcome));
    const user = await findUserById(ctx.db.kysely, outcome.signedIn.principal.idUser);
    expect(user).toMatchObject({ login: `${tag}-member`, email: null });
  });
});
