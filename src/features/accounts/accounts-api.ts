import { isAxiosError } from 'axios';
import {
  accountNotEmptyErrorSchema,
  type AccountSaveRequest,
} from '../../../contract/account-payloads';
import { api } from '../../lib/api';

/** POST /api/account creates an account, POST /api/account/{accountId} updates it. */
export async function saveAccount(
  accountId: number | null,
  account: AccountSaveRequest,
): Promise<void> {
  await api.post(accountId === null ? '/api/account' : `/api/account/${accountId}`, account);
}

/** DELETE /api/account/{accountId}; `force` deletes it with its operations. */
export async function deleteAccount(accountId: number, force: boolean): Promise<void> {
  await api.delete(`/api/account/${accountId}`, { params: force ? { force: true } : {} });
}

/** The operation count of an AccountNotEmptyException refusal, else null. */
export function notEmptyCount(error: unknown): number | null {
  if (!isAxiosError(error)) return null;
  const refusal = accountNotEmptyErrorSchema.safeParse(error.response?.data);
  return refusal.success ? refusal.data.count : null;
}
