import type { CguDto, CguSaveInput } from '../../../contract/cgu';
import * as cguApi from '../../../contract/endpoints/cgu';
import { NEW_ID } from '../../../contract/ids';
import { callEndpoint } from '../../lib/api';

export const fetchCgus = (): Promise<CguDto[]> => callEndpoint(cguApi.listCgus, {});

/** POST /api/cgu/{idCgu}: creates (idCgu null) or updates; `used` puts the terms in force. */
export const saveCgu = (idCgu: number | null, body: CguSaveInput): Promise<CguDto> =>
  callEndpoint(cguApi.saveCgu, { params: { idCgu: String(idCgu ?? NEW_ID) }, body });

export async function deleteCgu(idCgu: number): Promise<void> {
  await callEndpoint(cguApi.deleteCgu, { params: { idCgu: String(idCgu) } });
}
