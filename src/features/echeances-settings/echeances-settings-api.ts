import type { EcheanceSettings, EcheanceSettingsDto } from '../../../contract/echeance-settings';
import * as echeancesApi from '../../../contract/endpoints/echeances';
import { callEndpoint } from '../../lib/api';

export const fetchEcheanceSettings = (): Promise<EcheanceSettingsDto> =>
  callEndpoint(echeancesApi.getEcheanceSettings, {});

export const saveEcheanceSettings = (body: EcheanceSettings): Promise<EcheanceSettingsDto> =>
  callEndpoint(echeancesApi.saveEcheanceSettings, { body });
