import * as echeancesApi from '../../../contract/endpoints/echeances';
import type { EcheanceDto, FrequencyDto } from '../../../contract/echeances-dto';
import type { EcheanceSaveBody } from '../../../contract/echeances-save';
import { NEW_ID } from '../../../contract/ids';
import { callEndpoint } from '../../lib/api';

export const fetchEcheances = (): Promise<EcheanceDto[]> =>
  callEndpoint(echeancesApi.listEcheances, {});

export const fetchEcheance = (id: number): Promise<EcheanceDto> =>
  callEndpoint(echeancesApi.getEcheance, { params: { idEcheance: String(id) } });

/** Creates (no id yet) or saves a planned operation. */
export const saveEcheance = (id: number | null, body: EcheanceSaveBody): Promise<EcheanceDto> =>
  callEndpoint(echeancesApi.saveEcheance, { params: { idEcheance: String(id ?? NEW_ID) }, body });

export const deleteEcheance = (id: number): Promise<void> =>
  callEndpoint(echeancesApi.deleteEcheance, { params: { idEcheance: String(id) } });

export const deleteEcheances = (ids: number[]): Promise<{ count: number }> =>
  callEndpoint(echeancesApi.deleteEcheances, { body: { ids } });

export const fetchFrequencies = (): Promise<FrequencyDto[]> =>
  callEndpoint(echeancesApi.listFrequencies, {});
