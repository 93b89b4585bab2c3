import type { z } from 'zod';
import type { ModeAutoImport, UsersQuery } from '../../../contract/admin-users';
import { EXPORT_USERS_FILE } from '../../../contract/admin-users';
import type {
  CreateAdminRequest,
  ProfileAndComment,
  profileDtoSchema,
} from '../../../contract/admin-users-actions';
import * as adminReferenceApi from '../../../contract/endpoints/admin-reference';
import * as adminUsersApi from '../../../contract/endpoints/admin-users';
import * as securityEventsApi from '../../../contract/endpoints/security-events';
import * as subscriptionsApi from '../../../contract/endpoints/subscriptions';
import * as userSettingsApi from '../../../contract/endpoints/user-settings';
import type { SecurityEventsPage, SecurityEventsQuery } from '../../../contract/security-events';
import { callEndpoint, endpointResponse } from '../../lib/api';

export type ProfileDto = z.infer<typeof profileDtoSchema>;

export type UsersListQuery = Partial<UsersQuery>;

/** Drops empty filters so the query string carries only what is chosen. */
const paramsOf = (query: object) =>
  Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  );

export const fetchUsers = (query: UsersListQuery) =>
  callEndpoint(adminUsersApi.listUsers, { query: paramsOf(query) });

export type SecurityJournalQuery = Partial<SecurityEventsQuery>;

export const fetchSecurityEvents = (query: SecurityJournalQuery): Promise<SecurityEventsPage> =>
  callEndpoint(securityEventsApi.listSecurityEvents, { query: paramsOf(query) });

export const fetchUser = (userId: number) =>
  callEndpoint(adminUsersApi.getUser, { params: { userId: String(userId) } });

export const fetchProfiles = (): Promise<ProfileDto[]> =>
  callEndpoint(adminReferenceApi.listProfiles, {});

export const fetchCountPerProfile = () => callEndpoint(adminReferenceApi.countUsersPerProfile, {});

export const fetchUsageSummary = () => callEndpoint(adminReferenceApi.getUsageSummary, {});

const USER_COMMANDS = {
  resetPassword: adminUsersApi.resetUserPassword,
  toggleLock: adminUsersApi.toggleUserLock,
  activate: adminUsersApi.activateUser,
};

export type UserCommand = keyof typeof USER_COMMANDS;

export async function runUserCommand(userId: number, command: UserCommand): Promise<void> {
  await callEndpoint(USER_COMMANDS[command], { params: { userId: String(userId) } });
}

export async function deleteUser(userId: number): Promise<void> {
  await callEndpoint(userSettingsApi.deleteAccount, {
    params: { idUser: String(userId) },
    query: {},
  });
}

/** Stops a subscription at the payment provider (the payments area answers this path). */
export async function stopSubscription(subscrId: number, userId: number): Promise<void> {
  await callEndpoint(subscriptionsApi.cancelSubscriptionAsAdmin, {
    params: { subscrId: String(subscrId), userId: String(userId) },
  });
}

export async function saveProfile(userId: number, body: ProfileAndComment): Promise<void> {
  await callEndpoint(adminUsersApi.saveProfileAndComment, {
    params: { idUser: String(userId) },
    body,
  });
}

export async function saveModeAutoImport(userId: number, modeAutoImport: ModeAutoImport | null) {
  await callEndpoint(adminUsersApi.saveModeAutoImport, {
    params: { idUser: String(userId) },
    body: { modeAutoImport },
  });
}

export async function createAdmin(body: CreateAdminRequest): Promise<number> {
  return (await callEndpoint(adminUsersApi.createAdmin, { body })).value;
}

export async function remindActivation(
  range: { startDate: string; endDate: string },
  pretend: boolean,
): Promise<number> {
  const body = { ...range, url: window.location.origin };
  const query = { pretend: pretend ? ('true' as const) : ('false' as const) };
  return (await callEndpoint(adminUsersApi.remindActivation, { query, body })).value;
}

/** The name the server gives in Content-Disposition, else users.csv (spec 002 §7). */
export function fileNameOf(disposition: string | undefined): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match ? decodeURIComponent(match[1]!) : EXPORT_USERS_FILE;
}

/** POST api/export/users: every user, or the selected ones. */
export async function exportUsers(ids: readonly number[] | null) {
  const body = ids ? { users: ids.join(',') } : {};
  const blob = { responseType: 'blob' } as const;
  const res = await endpointResponse(adminReferenceApi.exportUsers, { body }, blob);
  return {
    blob: res.data as Blob,
    fileName: fileNameOf(res.headers['content-disposition'] as string),
  };
}
