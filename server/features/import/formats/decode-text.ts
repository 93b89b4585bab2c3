import iconv from 'iconv-lite';
import { MessageCode } from '../../../../contract/message-codes';

// Bank files come in UTF-8 (with or without a BOM), UTF-16 (little or big endian, with a BOM or
// told by its zero bytes), Latin-1, ISO-8859-15 or Windows-1252. A file is decoded once; when
// what it declares (XML declaration, OFX header) is not what its bytes are, the bytes win and
// the review says so.

export interface DecodedFile {
  text: string;
  /** import.warning.encoding when the file declares another encoding than its bytes'. */
  warnings: string[];
}

type Utf16 = 'utf-16le' | 'utf-16be';
/** What a file says it is: UTF-8, UTF-16, a single-byte encoding (iconv's name), or nothing. */
type Declared = { kind: 'utf-8' } | { kind: 'utf-16' } | { kind: 'single'; name: string } | null;

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((byte, i) => bytes[i] === byte);

function validUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** UTF-16 by its BOM, else by its zero bytes: most characters of a bank file are ASCII. */
function utf16Of(bytes: Uint8Array): { encoding: Utf16; skip: number } | null {
  if (startsWith(bytes, [0xff, 0xfe])) return { encoding: 'utf-16le', skip: 2 };
  if (startsWith(bytes, [0xfe, 0xff])) return { encoding: 'utf-16be', skip: 2 };
  const sample = bytes.subarray(0, 4096);
  const pairs = Math.floor(sample.length / 2);
  if (pairs < 2) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i + 1 < sample.length; i += 2) {
    if (sample[i] === 0) evenZeros++;
    if (sample[i + 1] === 0) oddZeros++;
  }
  if (oddZeros > pairs * 0.6 && evenZeros < pairs * 0.1) return { encoding: 'utf-16le', skip: 0 };
  if (evenZeros > pairs * 0.6 && oddZeros < pairs * 0.1) return { encoding: 'utf-16be', skip: 0 };
  return null;
}

/** The encoding a file declares: its XML declaration, or its OFX header's ENCODING and CHARSET. */
function declaredEncoding(head: string): Declared {
  const xml = /<\?xml[^>]*encoding=["']([\w.:-]+)["']/i.exec(head)?.[1]?.toLowerCase();
  const ofx = /^ENCODING:\s*([\w-]+)/im.exec(head)?.[1]?.toUpperCase();
  const charset = /^CHARSET:\s*([\w-]+)/im.exec(head)?.[1]?.toUpperCase();
  const name = xml ?? (ofx === 'UTF-8' ? 'utf-8' : ofxCharset(charset));
  if (!name) return null;
  if (/^utf-?8$/.test(name)) return { kind: 'utf-8' };
  if (/^utf-?16/.test(name)) return { kind: 'utf-16' };
  return iconv.encodingExists(name) ? { kind: 'single', name } : null;
}

function ofxCharset(charset: string | undefined): string | undefined {
  if (charset === '1252') return 'windows-1252';
  if (charset && /^(8859-1|ISO-8859-1)$/.test(charset)) return 'latin1';
  return undefined;
}

/** ISO-8859-15 when the file has its € (0xA4) and none of Windows-1252's 0x80–0x9F signs. */
function singleByteEncoding(bytes: Uint8Array): string {
  const windowsSigns = bytes.some((byte) => byte >= 0x80 && byte <= 0x9f);
  return !windowsSigns && bytes.includes(0xa4) ? 'iso-8859-15' : 'windows-1252';
}

const isAscii = (bytes: Uint8Array) => bytes.every((byte) => byte < 0x80);
const ENCODING_LIE = [MessageCode.importWarningEncoding];

function decodeSingleByte(bytes: Uint8Array, declared: Declared): DecodedFile {
  const encoding = declared?.kind === 'single' ? declared.name : singleByteEncoding(bytes);
  const lie = declared?.kind === 'utf-8' || declared?.kind === 'utf-16';
  return { text: iconv.decode(Buffer.from(bytes), encoding), warnings: lie ? ENCODING_LIE : [] };
}

function decodeBytes(bytes: Uint8Array): DecodedFile {
  const utf16 = utf16Of(bytes);
  if (utf16)
    return {
      text: iconv.decode(Buffer.from(bytes.subarray(utf16.skip)), utf16.encoding),
      warnings: [],
    };
  const bom = startsWith(bytes, [0xef, 0xbb, 0xbf]);
  const body = bom ? bytes.subarray(3) : bytes;
  const declared = declaredEncoding(Buffer.from(body.subarray(0, 1024)).toString('latin1'));
  const utf8 = validUtf8(body);
  if (utf8 === null) return decodeSingleByte(body, declared);
  const lie = declared !== null && declared.kind !== 'utf-8' && !isAscii(body);
  return { text: utf8, warnings: lie ? ENCODING_LIE : [] };
}

/**
 * A file's text and what its encoding says of it. NUL is no character of any bank format and no
 * database text may hold it: it is dropped.
 */
export function decodeBankFile(bytes: Uint8Array): DecodedFile {
  const decoded = decodeBytes(bytes);
  return { ...decoded, text: decoded.text.replaceAll('\u0000', '') };
}

/** The text of a file (decodeBankFile without its warnings). */
export function decodeText(bytes: Uint8Array): string {
  return decodeBankFile(bytes).text;
}
