import { describe, expect, it } from 'vitest';
import { MessageCode } from '../../../contract/message-codes';
import { AppError } from '../../http/app-error';
import { OFF_THREAD_BYTES, readUploadedFileOffThread } from './import-read-off-thread';
import { readUploadedFile } from './import-upload-reading';

const encode = (text: string) => new TextEncoder().encode(text);

function bigCsv(lines: number): Uint8Array {
  const rows = Array.from({ length: lines }, (_, i) => {
    const day = String((i % 28) + 1).padStart(2, '0');
    return `${day}/03/2024;CB COMMERCE ${i};-${(i % 500) + 1},${String(i % 100).padStart(2, '0')}`;
  });
  return encode(['Date;Libellé;Montant', ...rows, ''].join('\n'));
}

describe('reading a big file off the event loop', () => {
  it('gives what reading it at once gives', async () => {
    const bytes = bigCsv(6_000);
    expect(bytes.length).toBeGreaterThan(OFF_THREAD_BYTES);
    const offThread = await readUploadedFileOffThread(bytes, undefined);
    expect(offThread).toEqual(readUploadedFile(bytes, undefined));
    expect(offThread.statements[0]!.lines).toHaveLength(6_000);
  }, 60_000);

  it('answers a refusal with its message code, and reads the next file', async () => {
    const page = encode(`<html><body>${'<p>not a statement</p>'.repeat(8_000)}</body></html>`);
    expect(page.length).toBeGreaterThan(OFF_THREAD_BYTES);
    const refusal = await readUploadedFileOffThread(page, undefined).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      status: 400,
      messageCode: MessageCode.importFileUnknownFormat,
    });
    const next = await readUploadedFileOffThread(bigCsv(5_000), undefined);
    expect(next.statements[0]!.lines).toHaveLength(5_000);
  }, 60_000);
});
