import Papa from 'papaparse';
import type { AdminUser } from '../../../contract/admin-users';
import { neutralizeFormula } from '../../../contract/operations-csv';

// The user list as CSV (spec 002 §7 POST api/export/users): no password or hash ever, and every
// text cell made inert for spreadsheets (a login or a comment may start with "=").

const COLUMNS: readonly [string, (user: AdminUser) => string | number][] = [
  ['idUser', (u) => u.idUser],
  ['login', (u) => u.login],
  ['usageName', (u) => u.usageName ?? ''],
  ['email', (u) => u.email ?? ''],
  ['profile', (u) => u.profile.name],
  ['profileEndDate', (u) => u.profileEndDate ?? ''],
  ['subscriptionTypes', (u) => u.subscriptionTypes.join(' ')],
  ['active', (u) => String(u.active)],
  ['locked', (u) => String(u.locked)],
  ['creationDate', (u) => u.creationDate],
  ['lastConnection', (u) => u.lastConnection ?? ''],
  ['modeAutoImport', (u) => u.parameter.modeAutoImport ?? ''],
  ['comment', (u) => u.comment ?? ''],
];

const cell = (value: string | number) =>
  typeof value === 'number' ? String(value) : neutralizeFormula(value);

export function usersToCsv(users: readonly AdminUser[]): string {
  const rows = users.map((user) => COLUMNS.map(([, value]) => cell(value(user))));
  return Papa.unparse({ fields: COLUMNS.map(([name]) => name), data: rows }, { newline: '\r\n' });
}

/** users-2026-06-01.csv: the day of the export in the name, so two files never collide. */
export const exportFileName = (now: number) =>
  `users-${new Date(now).toISOString().slice(0, 10)}.csv`;
