import type { CguDto, CguSaveInput } from '../../../contract/cgu';
import { NEW_ID } from '../../../contract/ids';
import { api } from '../../lib/api';

export async function fetchCgus(): Promise<CguDto[]> {
  return (await api.get<CguDto[]>('/api/cgu')).data;
}

/** POST /api/cgu/{idCgu}: creates (idCgu null) or updates; `used` puts the terms in force. */
export async function saveCgu(idCgu: number | null, body: CguSaveInput): Promise<CguDto> {
  return (await api.post<CguDto>(`/api/cgu/${idCgu ?? NEW_ID}`, body)).data;
}

export async function deleteCgu(idCgu: number): Promise<void> {
  await api.delete(`/api/cgu/${idCgu}`);
}
