import type { IncorporateRequest } from '../../../contract/import';
import type { UploadedFile } from '../../http/multipart';
import type { ImportTarget } from '../accounts/accounts-import.service';

// What the server and the import's worker thread tell each other.

export interface ReadJob {
  kind: 'read';
  bytes: Uint8Array;
  target: ImportTarget | undefined;
}

export interface IncorporateJob {
  kind: 'incorporate';
  url: string;
  userId: number;
  request: IncorporateRequest;
  now: number;
}

export interface UploadJob {
  kind: 'upload';
  url: string;
  userId: number;
  upload: UploadedFile;
  accountId: number | undefined;
  now: number;
}

export type ImportJob = ReadJob | IncorporateJob | UploadJob;

export interface WorkerRequest {
  id: number;
  job: ImportJob;
}

export type WorkerResponse =
  | { id: number; result: unknown }
  | { id: number; refusal: { status: number; messageCode: string } }
  | { id: number; failure: string };
