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

export interface UploadedForm {
  file: UploadedFile | null;
  /** The text fields sent beside the file (a few short ones: the form's choices). */
  fields: Record<string, string>;
}

const FIELD_LIMITS = { fields: 20, fieldSize: 64 * 1024 };

/**
 * The file sent in one field of a multipart body, held in memory up to `maxBytes` (413 beyond),
 * or null when the request holds no such file. Other fields are ignored.
 */
export async function readUploadedFile(
  req: Request,
  options: { field: string; maxBytes: number },
): Promise<UploadedFile | null> {
  return (await readUploadedForm(req, options)).file;
}

/** The file of one field of a multipart body, as readUploadedFile, with the text fields beside it. */
export function readUploadedForm(
  req: Request,
  { field, maxBytes }: { field: string; maxBytes: number },
): Promise<UploadedForm> {
  if (!isMultipart(req)) return Promise.resolve({ file: null, fields: {} });
  if (Number(req.headers['content-length'] ?? 0) > maxBytes + 64 * 1024) {
    return Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    let found: UploadedFile | null = null;
    let failure: AppError | null = null;
    const fields: Record<string, string> = {};
    // Browsers send a file's name in UTF-8; busboy would read it as Latin-1 ("relevÃ©.csv").
    const limits = { fileSize: maxBytes, files: 1, ...FIELD_LIMITS };
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
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) failure = tooLarge();
      else fields[name] = value;
    });
    parser.on('error', () => reject(AppError.badRequest(MessageCode.malformedJson)));
    parser.on('close', () => (failure ? reject(failure) : resolve({ file: found, fields })));
    req.pipe(parser);
  });
}
