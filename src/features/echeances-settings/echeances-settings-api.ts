import type { EcheanceSettings, EcheanceSettingsDto } from '../../../contract/echeance-settings';
import { api } from '../../lib/api';

export async function fetchEcheanceSettings(): Promise<EcheanceSettingsDto> {
  return (await api.get<EcheanceSettingsDto>('/api/echeance-settings')).data;
}

export async function saveEcheanceSettings(body: EcheanceSettings): Promise<EcheanceSettingsDto> {
  return (await api.post<EcheanceSettingsDto>('/api/echeance-settings', body)).data;
}
