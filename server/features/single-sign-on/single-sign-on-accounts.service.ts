import { ProfileName, Role } from '../../../contract/access';
import { LANGUAGES, type Language } from '../../../contract/auth';
import { LOGIN_MIN_LENGTH } from '../../../contract/constants';
import { emailSchema, loginSchema } from '../../../contract/credentials';
import { emailKey, stripInvisibleCharacters } from '../../../contract/text';
import type { Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import {
  SingleSignOnRefusal,
  type VerifiedClaims,
} from '../../integrations/single-sign-on/single-sign-on-client';
import type { Journal } from '../auth/auth-sign-in.service';
import { copyTemplateCategories } from '../categories/categories.service';
import * as users from '../users/users.service';
import * as repository from './single-sign-on.repository';

export type LinkClaim = 'email' | 'preferred_username';

export interface AccountRules {
  linkClaim: LinkClaim;
  createUsers: boolean;
}

/** The journal of a person's events, by their login and id. */
export type JournalOf = (login: string, userId: number) => Journal;

/** No password: only the provider signs this person in (until they set one by a reset mail). */
const NO_PASSWORD = '!single-sign-on';

/** The claim that finds a person here; an address counts only when the provider vouches for it. */
export function linkValueOf(claims: VerifiedClaims, linkClaim: LinkClaim): string {
  const value = linkClaim === 'email' ? claims.email : claims.preferredUsername;
  if (!value) throw new SingleSignOnRefusal('missingClaim', linkClaim);
  if (linkClaim === 'email' && !claims.emailVerified) {
    throw new SingleSignOnRefusal('unverifiedEmail');
  }
  return value;
}

async function findByClaim(db: Executor, value: string, linkClaim: LinkClaim) {
  if (linkClaim === 'preferred_username') return users.findUserByLogin(db, value);
  const ids = await repository.findUserIdsByEmailKey(db, emailKey(value));
  if (ids.length > 1) throw new SingleSignOnRefusal('ambiguous');
  return ids[0] === undefined ? undefined : users.findUserById(db, ids[0]);
}

function rejectDuplicate(error: unknown): never {
  if (isUniqueViolation(error)) throw new SingleSignOnRefusal('alreadyLinked');
  throw error;
}

const identityOf = (userId: number, claims: VerifiedClaims, now: number) => ({
  userId,
  issuer: claims.issuer,
  subject: claims.subject,
  createdAt: new Date(now).toISOString(),
});

/** A valid login from the provider's username or the address' local part, else `member`. */
function wantedLoginOf(claims: VerifiedClaims): string {
  const wanted = claims.preferredUsername ?? claims.email?.split('@')[0] ?? '';
  const cleaned = wanted
    .normalize('NFKC')
    .replace(/[^\p{L}\p{M}0-9._-]+/gu, '')
    .slice(0, 90);
  if (!cleaned) return 'member';
  const long = cleaned.length >= LOGIN_MIN_LENGTH ? cleaned : `${cleaned}-member`;
  return loginSchema.safeParse(long).success ? long : 'member';
}

/** The wanted login, or with 2, 3… after it when taken. */
async function freeLoginFor(db: Executor, claims: VerifiedClaims): Promise<string> {
  const base = wantedLoginOf(claims);
  for (let suffix = 1; ; suffix += 1) {
    const login = suffix === 1 ? base : `${base}${suffix}`;
    if (await users.isLoginAvailable(db, login)) return login;
  }
}

/** The address kept for a created person: vouched for by the provider and valid here. */
function verifiedEmailOf(claims: VerifiedClaims): string | null {
  if (!claims.emailVerified || !claims.email) return null;
  const parsed = emailSchema.safeParse(emailKey(claims.email));
  return parsed.success ? parsed.data : null;
}

const languageOf = (locale: string | undefined): Language =>
  LANGUAGES.find((language) => locale?.toLowerCase().startsWith(language)) ?? 'fr';

/** A new active person with the standard categories, linked to the identity, journalled. */
async function createPerson(
  db: Executor,
  claims: VerifiedClaims,
  journalOf: JournalOf,
  now: number,
) {
  const login = await freeLoginFor(db, claims);
  const language = languageOf(claims.locale);
  const userId = await db.transaction().execute(async (trx) => {
    const id = await users.createUser(trx, {
      login,
      password: '',
      passwordHash: NO_PASSWORD,
      email: verifiedEmailOf(claims),
      usageName: (claims.name && stripInvisibleCharacters(claims.name).slice(0, 100)) || login,
      profileName: ProfileName.user,
      roles: [Role.user],
      active: true,
      language,
    });
    await copyTemplateCategories(trx, id, language);
    await repository.insertIdentity(trx, identityOf(id, claims, now)).catch(rejectDuplicate);
    const details = { issuer: claims.issuer, subject: claims.subject };
    await journalOf(login, id)('SSO_ACCOUNT_CREATED', 'success', details, trx);
    return id;
  });
  return users.findUserById(db, userId);
}

async function linkPerson(
  db: Executor,
  user: { id: number; login: string },
  claims: VerifiedClaims,
  journalOf: JournalOf,
  now: number,
) {
  if (await repository.hasIdentityAt(db, user.id, claims.issuer)) {
    throw new SingleSignOnRefusal('alreadyLinked');
  }
  await db.transaction().execute(async (trx) => {
    await repository.insertIdentity(trx, identityOf(user.id, claims, now)).catch(rejectDuplicate);
    const details = { issuer: claims.issuer, subject: claims.subject };
    await journalOf(user.login, user.id)('SSO_ACCOUNT_LINKED', 'success', details, trx);
  });
}

/**
 * The person this identity signs in: the one already linked to it; else the one the configured
 * claim finds, linked now; else a new person when the rules allow it.
 */
export async function personOf(
  db: Executor,
  claims: VerifiedClaims,
  rules: AccountRules,
  journalOf: JournalOf,
  now: number,
) {
  const linked = await repository.findIdentityUser(db, claims.issuer, claims.subject);
  if (linked) return users.findUserById(db, linked.userId);
  const value = linkValueOf(claims, rules.linkClaim);
  const found = await findByClaim(db, value, rules.linkClaim);
  if (found) {
    await linkPerson(db, found, claims, journalOf, now);
    return found;
  }
  if (!rules.createUsers) throw new SingleSignOnRefusal('noAccount');
  return createPerson(db, claims, journalOf, now);
}
