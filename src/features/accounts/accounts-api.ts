import type { AccountSaveRequest } from '../../../contract/account-payloads';
import { NEW_ID } from '../../../contract/ids';
import type { OperationDto } from '../../../contract/operations-dto';
import { api } from '../../lib/api';

/** POST /api/account/{accountId}: creates an account (no id yet) or updates it. */
export async function saveAccount(
  accountId: number | null,
  account: AccountSaveRequest,
): Promise<void> {
  await api.post(`/api/account/${accountId ?? NEW_ID}`, account);
}

/** DELETE /api/account/{accountId}; `force` deletes it with its operations. */
export async function deleteAccount(accountId: number, force: boolean): Promise<void> {
  await api.delete(`/api/account/${accountId}`, { params: force ? { force: true } : {} });
}

/** Every operation of an account (GET /api/operation over every value date), oldest first. */
export async function fetchAccountOperations(accountId: number): Promise<OperationDto[]> {
  const answer = await api.get<OperationDto[]>('/api/operation', {
    params: {
      accounts: String(accountId),
      startValueDate: EVERY_DAY.from,
      endValueDate: EVERY_DAY.to,
      orderBy: 'date',
    },
  });
  return answer.data;
}

/** Dates no operation falls outside of. */
const EVERY_DAY = { from: '1900-01-01', to: '2999-12-31' };
