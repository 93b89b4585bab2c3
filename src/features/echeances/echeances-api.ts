import type { EcheanceDto, FrequencyDto } from '../../../contract/echeances-dto';
import type { EcheanceSaveBody } from '../../../contract/echeances-save';
import { NEW_ID } from '../../../contract/ids';
import { api } from '../../lib/api';

export async function fetchEcheances(): Promise<EcheanceDto[]> {
  return (await api.get<EcheanceDto[]>('/api/echeances')).data;
}

export async function fetchEcheance(id: number): Promise<EcheanceDto> {
  return (await api.get<EcheanceDto>(`/api/echeances/${id}`)).data;
}

/** POST /api/echeances/{idEcheance}: creates (no id yet) or saves a planned operation. */
export async function saveEcheance(id: number | null, body: EcheanceSaveBody) {
  return (await api.post<EcheanceDto>(`/api/echeances/${id ?? NEW_ID}`, body)).data;
}

export async function deleteEcheance(id: number): Promise<void> {
  await api.delete(`/api/echeances/${id}`);
}

export async function deleteEcheances(ids: number[]): Promise<{ count: number }> {
  return (await api.post<{ count: number }>('/api/echeances/delete', { ids })).data;
}

export async function fetchFrequencies(): Promise<FrequencyDto[]> {
  return (await api.get<FrequencyDto[]>('/api/frequencies')).data;
}
