import { ProfileName, Role } from '../../../contract/access';
import type { CurrentUser } from '../../../contract/auth';
import type { Executor } from '../../db/database';
import type { Principal } from '../../http/request-context';
import { keepAlive, sessionIdOf, type SessionPolicy } from '../sessions/sessions.service';
import { premiumHasEnded, reconcileProfile } from '../subscriptions/subscriptions-profile.service';
import { listSubscriptions } from '../subscriptions/subscriptions.service';
import { mustEnrolAsAdmin } from '../two-factor/two-factor-policy.service';
import * as users from '../users/users.service';

/** What a principal is made of; a session's row holds it too. */
type UserWithProfile = NonNullable<Awaited<ReturnType<typeof users.findUserOfToken>>>;

/**
 * The user's principal, or undefined when the user is gone, inactive or locked by an admin. The
 * temporary lock after wrong passwords does not end open sessions, or anyone could sign a person out.
 */
async function principalOf(
  db: Executor,
  user: UserWithProfile | undefined,
): Promise<Principal | undefined> {
  if (!user || user.active !== 1 || user.locked === 1) return undefined;
  const codes = await users.findFunctionalityCodes(db, user.profileId);
  const roles = user.roles ? user.roles.split(',') : [];
  const admin = roles.includes(Role.admin);
  return {
    ...(admin && { twoFactorSetupRequired: await mustEnrolAsAdmin(db, user.id) }),
    idUser: user.id,
    login: user.login,
    roles: roles as Role[],
    profile: {
      name: user.profileName,
      indexUrl: user.profileIndexUrl,
      functionalities: codes.map((code) => ({ code })),
    },
    fields: {
      email: user.email,
      phone: user.phone,
      phoneCode: user.phoneCode,
      usageName: user.usageName,
      zipcode: user.zipcode,
      language: user.language,
      profileEndDate: user.profileEndDate,
      numberOfConnection: user.numberOfConnection,
    },
    modeAutoImport: user.modeAutoImport,
    facts: {
      booksVersion: user.booksVersion ?? -1,
      agreedCgu: user.agreedCgu,
      liveSubscription: user.liveSubscription,
    },
  };
}

/** The principal of a live session token (kept alive), or undefined. */
export async function findSessionPrincipal(
  db: Executor,
  token: string,
  policy: SessionPolicy,
  now: number,
): Promise<Principal | undefined> {
  let row = await users.findUserOfSession(db, sessionIdOf(token));
  if (!row) return undefined;
  // A premium with a last day (trial, cancelled period) ends on the first request after it.
  if (row.profileName === ProfileName.premium && premiumHasEnded(row.profileEndDate, now)) {
    await reconcileProfile(db, row.id, now);
    row = await users.findUserOfSession(db, sessionIdOf(token));
    if (!row) return undefined;
  }
  const session = {
    id: row.sessionId,
    createdAt: row.sessionCreatedAt,
    lastSeenAt: row.sessionLastSeenAt,
    expiresAt: row.sessionExpiresAt,
  };
  return (await keepAlive(db, session, policy, now)) ? principalOf(db, row) : undefined;
}

/** The principal of a user acting through a personal API token, or undefined. */
export async function findTokenPrincipal(
  db: Executor,
  userId: number,
  now: number,
): Promise<Principal | undefined> {
  let row = await users.findUserOfToken(db, userId);
  if (row?.profileName === ProfileName.premium && premiumHasEnded(row.profileEndDate, now)) {
    await reconcileProfile(db, row.id, now);
    row = await users.findUserOfToken(db, userId);
  }
  return principalOf(db, row);
}

/** GET /api/user: the principal with its settings, subscriptions and terms agreement. */
export async function describeUser(db: Executor, principal: Principal): Promise<CurrentUser> {
  const { idUser, login, roles, profile, fields, modeAutoImport, facts } = principal;
  const subscriptions = facts.liveSubscription ? await listSubscriptions(db, idUser) : [];
  return {
    idUser,
    login,
    ...fields,
    roles,
    profile,
    subscriptions,
    agreedCgu: facts.agreedCgu,
    parameter: { modeAutoImport },
    budgetInsightInfos: null,
    ...(principal.twoFactorSetupRequired && { twoFactorSetupRequired: true }),
  };
}
