import type { z } from 'zod';
import type { AdminUser, UsersPage, UsersQuery } from '../../../contract/admin-users';
import { EXPORT_USERS_FILE } from '../../../contract/admin-users';
import type {
  CountPerProfile,
  CreateAdminRequest,
  ProfileAndComment,
  profileDtoSchema,
  UsageSummary,
} from '../../../contract/admin-users-actions';
import type { SecurityEventsPage, SecurityEventsQuery } from '../../../contract/security-events';
import { api } from '../../lib/api';

export type ProfileDto = z.infer<typeof profileDtoSchema>;

export type UsersListQuery = Partial<UsersQuery>;

/** Drops empty filters so the query string carries only what is chosen. */
const paramsOf = (query: object) =>
  Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  );

export const fetchUsers = async (query: UsersListQuery) =>
  (await api.get<UsersPage>('/api/users', { params: paramsOf(query) })).data;

export type SecurityJournalQuery = Partial<SecurityEventsQuery>;

export const fetchSecurityEvents = async (query: SecurityJournalQuery) =>
  (await api.get<SecurityEventsPage>('/api/admin/security-events', { params: paramsOf(query) }))
    .data;

export const fetchUser = async (userId: number) =>
  (await api.get<AdminUser>(`/api/users/${userId}`)).data;

export const fetchProfiles = async () => (await api.get<ProfileDto[]>('/api/profile')).data;

export const fetchCountPerProfile = async () =>
  (await api.get<CountPerProfile>('/api/users/countPerProfile')).data;

export const fetchUsageSummary = async () =>
  (await api.get<UsageSummary>('/api/users/usageSummary')).data;

export type UserCommand = 'resetPassword' | 'toggleLock' | 'activate';

export async function runUserCommand(userId: number, command: UserCommand): Promise<void> {
  await api.post(`/api/users/${userId}/${command}`);
}

export async function deleteUser(userId: number): Promise<void> {
  await api.delete(`/api/users/${userId}`);
}

/** Stops a subscription at the payment provider (the payments area answers this path). */
export async function stopSubscription(subscrId: number, userId: number): Promise<void> {
  await api.post(`/api/paypal/subscription/${subscrId}/cancel/admin/users/${userId}`);
}

export async function saveProfile(userId: number, body: ProfileAndComment): Promise<void> {
  await api.post(`/api/users/${userId}/profileAndComment`, body);
}

export async function saveModeAutoImport(userId: number, modeAutoImport: string | null) {
  await api.post(`/api/users/${userId}/modeAutoImport`, { modeAutoImport });
}

export async function createAdmin(body: CreateAdminRequest): Promise<number> {
  return (await api.post<{ value: number }>('/api/users/createAdmin', body)).data.value;
}

export async function remindActivation(
  range: { startDate: string; endDate: string },
  pretend: boolean,
): Promise<number> {
  const url = `/api/users/activationReminder?pretend=${pretend}`;
  const body = { ...range, url: window.location.origin };
  return (await api.post<{ value: number }>(url, body)).data.value;
}

/** The name the server gives in Content-Disposition, else users.csv (spec 002 §7). */
export function fileNameOf(disposition: string | undefined): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match ? decodeURIComponent(match[1]!) : EXPORT_USERS_FILE;
}

/** POST api/export/users: every user, or the selected ones. */
export async function exportUsers(ids: readonly number[] | null) {
  const body = ids ? { users: ids.join(',') } : {};
  const res = await api.post<Blob>('/api/export/users', body, { responseType: 'blob' });
  return { blob: res.data, fileName: fileNameOf(res.headers['content-disposition'] as string) };
}
