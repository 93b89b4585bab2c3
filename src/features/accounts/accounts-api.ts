import type { AccountDto } from '../../../contract/account-dtos';
import type { AccountExportFormat } from '../../../contract/account-export';
import type { AccountSaveRequest } from '../../../contract/account-payloads';
import * as accountExportApi from '../../../contract/endpoints/account-export';
import * as accountsApi from '../../../contract/endpoints/accounts';
import * as operationsApi from '../../../contract/endpoints/operations';
import { NEW_ID } from '../../../contract/ids';
import type { OperationDto } from '../../../contract/operations-dto';
import { callEndpoint, endpointUrl } from '../../lib/api';

/** POST /api/account/{accountId}: creates an account (no id yet) or updates it. */
export async function saveAccount(
  accountId: number | null,
  account: AccountSaveRequest,
): Promise<AccountDto> {
  return callEndpoint(accountsApi.saveAccount, {
    params: { accountId: String(accountId ?? NEW_ID) },
    body: account,
  });
}

/** DELETE /api/account/{accountId}; `force` deletes it with its operations. */
export async function deleteAccount(accountId: number, force: boolean): Promise<void> {
  await callEndpoint(accountsApi.deleteAccount, {
    params: { accountId: String(accountId) },
    query: force ? { force: 'true' } : {},
  });
}

/** Every operation of an account (GET /api/operation over every value date), oldest first. */
export async function fetchAccountOperations(accountId: number): Promise<OperationDto[]> {
  return callEndpoint(operationsApi.listOperations, {
    query: {
      accounts: String(accountId),
      startValueDate: EVERY_DAY.from,
      endValueDate: EVERY_DAY.to,
      orderBy: 'date',
    },
  });
}

/** Dates no operation falls outside of. */
const EVERY_DAY = { from: '1900-01-01', to: '2999-12-31' };

/** GET /api/account/{accountId}/export: the account's file, which the browser downloads itself. */
export function accountExportUrl(accountId: number, format: AccountExportFormat): string {
  return endpointUrl(accountExportApi.exportAccount, {
    params: { accountId: String(accountId) },
    query: { format },
  });
}
