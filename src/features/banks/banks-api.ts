import type { BankDto, BankNameDto, BankSaveRequest } from '../../../contract/banks';
import * as accountsApi from '../../../contract/endpoints/accounts';
import { NEW_ID } from '../../../contract/ids';
import { callEndpoint } from '../../lib/api';

/** GET /api/bank: the user's banks, each with its accounts. */
export const fetchBanks = (): Promise<BankDto[]> => callEndpoint(accountsApi.listBanks, {});

/** GET /api/bankName: the reference list of banks a new bank may be named after. */
export const fetchBankNames = (): Promise<BankNameDto[]> =>
  callEndpoint(accountsApi.listBankNames, {});

/** POST /api/bank/{bankId}: creates a bank (no id yet) or renames it. */
export async function saveBank(bankId: number | null, bank: BankSaveRequest): Promise<void> {
  await callEndpoint(accountsApi.saveBank, {
    params: { bankId: String(bankId ?? NEW_ID) },
    body: bank,
  });
}

/** DELETE /api/bank/{bankId}; `force` also deletes the operations of its accounts. */
export async function deleteBank(bankId: number, force: boolean): Promise<void> {
  await callEndpoint(accountsApi.deleteBank, {
    params: { bankId: String(bankId) },
    query: force ? { force: 'true' } : {},
  });
}
