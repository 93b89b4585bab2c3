import type { Request } from 'express';
import busboy from 'busboy';
import { MessageCode } from '../../contract/message-codes';
import { AppError } from './app-error';

export interface UploadedFile {
  fileName: string | null;
  bytes: Uint8Array;
}

const isMultipart = (req: Request) =>
  /^multipart\/form-data/i.test(req.headers['content-type'] ?? '');

const tooLarge = () => new AppError(413, MessageCode.payloadTooLarge);

/**
 * The file sent in one field of a multipart body, held in memory up to `maxBytes` (413 beyond),
 * or null when the request holds no such file. Other fields are ignored.
 */
export function readUploadedFile(
  req: Request,
  { field, maxBytes }: { field: string; maxBytes: number },
): Promise<UploadedFile | null> {
  if (!isMultipart(req)) return Promise.resolve(null);
  if (Number(req.headers['content-length'] ?? 0) > maxBytes + 64 * 1024) {
    return Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    let found: UploadedFile | null = null;
    let failure: AppError | null = null;
    // Browsers send a file's name in UTF-8; busboy would read it as Latin-1 ("relevÃ©.csv").
    const limits = { fileSize: maxBytes, files: 1 };
    const parser = busboy({ headers: req.headers, limits, defParamCharset: 'utf8' });
    parser.on('file', (name, stream, info) => {
      if (name !== field) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failure = tooLarge();
      });
      stream.on('end', () => {
        if (!failure) found = { fileName: info.filename || null, bytes: Buffer.concat(chunks) };
      });
    });
    parser.on('error', () => reject(AppError.badRequest(MessageCode.malformedJson)));
    parser.on('close', () => (failure ? reject(failure) : resolve(found)));
    req.pipe(parser);
  });
}
