import type {
  BiAccountImportResult,
  BiAutoImportAnswer,
  BiImporter,
  BiImporterDto,
  BiSyncStatus,
  BiTempCode,
  BiWebviewFlow,
} from '../../../contract/bi';
import { api } from '../../lib/api';

// The /api/bi calls of spec 000 §7.

/** GET /api/bi/temp-code: a code and the whole web view address for the flow. */
export async function fetchTempCode(flow: BiWebviewFlow, biBankId?: number): Promise<BiTempCode> {
  const params = biBankId === undefined ? { flow } : { flow, biBankId: String(biBankId) };
  return (await api.get<BiTempCode>('/api/bi/temp-code', { params })).data;
}

export async function fetchImporters(): Promise<BiImporterDto[]> {
  return (await api.get<BiImporterDto[]>('/api/bi/accounts')).data;
}

export async function saveImporters(importers: BiImporter[]): Promise<BiImporterDto[]> {
  return (await api.post<BiImporterDto[]>('/api/bi/accounts', importers)).data;
}

/** GET /api/bi/accounts/status: true when done (200), false while pending (202). */
export async function fetchSyncDone(): Promise<boolean> {
  const answer = await api.get<BiSyncStatus>('/api/bi/accounts/status');
  return answer.status === 200;
}

/** GET api/bi/sync: starts synchronising every linked account. */
export async function startSync(): Promise<void> {
  await api.get('/api/bi/sync');
}

export async function importAccount(
  accountId: number,
  startDate: string,
): Promise<BiAccountImportResult> {
  const url = `/api/bi/account/${accountId}/operation/import`;
  return (await api.post<BiAccountImportResult>(url, { startDate })).data;
}

/** POST /api/bi/auto-import: mode AUTO, or cleared. */
export async function setAutoImport(active: boolean): Promise<BiAutoImportAnswer> {
  return (await api.post<BiAutoImportAnswer>('/api/bi/auto-import', { active })).data;
}
