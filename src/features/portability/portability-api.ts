import * as portabilityApi from '../../../contract/endpoints/portability';
import {
  portabilitySchema,
  PortabilityCode,
  type PortabilityImportDto,
} from '../../../contract/portability';
import {
  referenceError,
  summarizeDocument,
  type PortabilitySummary,
} from '../../../contract/portability-summary';
import { endpointUrl, uploadToEndpoint } from '../../lib/api';

// The calls of the data portability area: the export is a plain download (the browser streams
// it to disk), the import a multipart upload of the file the person previewed.

export const EXPORT_URL = endpointUrl(portabilityApi.exportData, {});

export type FileReading = { summary: PortabilitySummary } | { messageCode: string };

/** The preview of a chosen file, read and checked here with the schema the server uses. */
export async function readExportFile(file: File): Promise<FileReading> {
  let json: unknown;
  try {
    json = JSON.parse(await file.text());
  } catch {
    return { messageCode: PortabilityCode.invalidFile };
  }
  const parsed = portabilitySchema.safeParse(json);
  if (!parsed.success) return { messageCode: PortabilityCode.invalidFile };
  if (referenceError(parsed.data)) return { messageCode: PortabilityCode.brokenReference };
  return { summary: summarizeDocument(parsed.data) };
}

export async function importExportFile(file: File): Promise<PortabilityImportDto> {
  const form = new FormData();
  form.append('file', file);
  return uploadToEndpoint(portabilityApi.importData, {}, form);
}
