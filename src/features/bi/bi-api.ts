import type {
  BiAccountImportResult,
  BiAutoImportAnswer,
  BiImporter,
  BiImporterDto,
  BiTempCode,
  BiWebviewFlow,
} from '../../../contract/bi';
import * as biApi from '../../../contract/endpoints/bi';
import { callEndpoint, endpointResponse } from '../../lib/api';

// The /api/bi calls of spec 000 §7.

/** GET /api/bi/temp-code: a code and the whole web view address for the flow. */
export const fetchTempCode = (flow: BiWebviewFlow, biBankId?: number): Promise<BiTempCode> =>
  callEndpoint(biApi.getTempCode, {
    query: biBankId === undefined ? { flow } : { flow, biBankId: String(biBankId) },
  });

export const fetchImporters = (): Promise<BiImporterDto[]> => callEndpoint(biApi.listImporters, {});

export const saveImporters = (importers: BiImporter[]): Promise<BiImporterDto[]> =>
  callEndpoint(biApi.saveImporters, { body: importers });

/** GET /api/bi/accounts/status: true when done (200), false while pending (202). */
export async function fetchSyncDone(): Promise<boolean> {
  const answer = await endpointResponse(biApi.getSyncStatus, {});
  return answer.status === 200;
}

/** GET api/bi/sync: starts synchronising every linked account. */
export async function startSync(): Promise<void> {
  await callEndpoint(biApi.startSync, {});
}

export const importAccount = (
  accountId: number,
  startDate: string,
): Promise<BiAccountImportResult> =>
  callEndpoint(biApi.importAccount, { params: { id: String(accountId) }, body: { startDate } });

/** POST /api/bi/auto-import: mode AUTO, or cleared. */
export const setAutoImport = (active: boolean): Promise<BiAutoImportAnswer> =>
  callEndpoint(biApi.setAutoImport, { body: { active } });
