import { parentPort } from 'node:worker_threads';
import { AppError } from '../../http/app-error';
import { readUploadedFile } from './import-upload-reading';
import type { ReadRequest, ReadResponse } from './import-read-off-thread';

// The worker thread that reads uploaded bank files, so a big file never holds the event loop
// that answers everyone's requests.

parentPort!.on('message', ({ id, bytes, target }: ReadRequest) => {
  let response: ReadResponse;
  try {
    response = { id, reading: readUploadedFile(bytes, target) };
  } catch (error) {
    response =
      error instanceof AppError
        ? { id, refusal: { status: error.status, messageCode: error.messageCode } }
        : { id, failure: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(response);
});
