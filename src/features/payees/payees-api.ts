import type { PayeeDto } from '../../../contract/payees';
import type { PayeeSaveBody } from './payee-form';
import { api } from '../../lib/api';

export async function fetchPayees(): Promise<PayeeDto[]> {
  return (await api.get<PayeeDto[]>('/api/payees')).data;
}

/** Creates (no payeeId) or updates a payee; answers it as stored. */
export async function savePayee(payee: PayeeSaveBody): Promise<PayeeDto> {
  return (await api.post<PayeeDto>('/api/payees', payee)).data;
}

export async function deletePayee(payeeId: number): Promise<void> {
  await api.delete(`/api/payees/${payeeId}`);
}

/** Whether any of the payees is used by an operation. */
export async function payeesHaveOperations(payeeIds: readonly number[]): Promise<boolean> {
  const answer = await api.get<{ value: boolean }>('/api/payees/has-operations', {
    params: { payeesId: payeeIds.join(',') },
  });
  return answer.data.value;
}

/** Gives the payee's default categories to its operations that have none; answers how many. */
export async function refreshPayeeOperations(payeeId: number): Promise<number> {
  return (await api.post<{ count: number }>(`/api/operation/refreshPayee/${payeeId}`)).data.count;
}
