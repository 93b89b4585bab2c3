import * as payeesApi from '../../../contract/endpoints/payees';
import type { PayeeDto } from '../../../contract/payees';
import type { PayeeSaveBody } from './payee-form';
import { callEndpoint } from '../../lib/api';

export const fetchPayees = (): Promise<PayeeDto[]> => callEndpoint(payeesApi.listPayees, {});

/** Creates (no payeeId) or updates a payee; answers it as stored. */
export async function savePayee(payee: PayeeSaveBody): Promise<PayeeDto> {
  return callEndpoint(payeesApi.savePayee, { body: payee });
}

export async function deletePayee(payeeId: number): Promise<void> {
  await callEndpoint(payeesApi.deletePayee, { params: { payeeId: String(payeeId) } });
}

/** Whether any of the payees is used by an operation. */
export async function payeesHaveOperations(payeeIds: readonly number[]): Promise<boolean> {
  const query = { payeesId: payeeIds.join(',') };
  return (await callEndpoint(payeesApi.payeesHaveOperations, { query })).value;
}

/** Gives the payee's default categories to its operations that have none; answers how many. */
export async function refreshPayeeOperations(payeeId: number): Promise<number> {
  const params = { payeeId: String(payeeId) };
  return (await callEndpoint(payeesApi.refreshPayeeOperations, { params })).count;
}

/** POST /api/payees/format: a payee name suggested from an operation's text. */
export async function formatPayeeName(label: string): Promise<string> {
  return (await callEndpoint(payeesApi.formatPayeeName, { body: { label } })).name;
}
