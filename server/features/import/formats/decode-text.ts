import iconv from 'iconv-lite';

// Bank files come in UTF-8 (with or without a BOM), Latin-1, ISO-8859-15 or Windows-1252.

const UTF8_BOM = [0xef, 0xbb, 0xbf];

function hasUtf8Bom(bytes: Uint8Array): boolean {
  return UTF8_BOM.every((byte, i) => bytes[i] === byte);
}

function validUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The encoding a file declares (XML declaration, OFX CHARSET header), normalised for iconv. */
function declaredEncoding(head: string): string | null {
  const xml = /<\?xml[^>]*encoding=["']([\w-]+)["']/i.exec(head)?.[1];
  if (xml) return xml.toLowerCase();
  const charset = /^CHARSET:\s*(\w+)/im.exec(head)?.[1];
  if (charset === '1252') return 'windows-1252';
  if (charset && /^(8859-1|ISO-8859-1)$/i.test(charset)) return 'latin1';
  return null;
}

/** ISO-8859-15 when the file has its € (0xA4) and none of Windows-1252's 0x80–0x9F signs. */
function singleByteEncoding(bytes: Uint8Array): string {
  const windowsSigns = bytes.some((byte) => byte >= 0x80 && byte <= 0x9f);
  return !windowsSigns && bytes.includes(0xa4) ? 'iso-8859-15' : 'windows-1252';
}

/**
 * The text of a file: UTF-8 when it is valid UTF-8 (a BOM is dropped), else the encoding it
 * declares, else ISO-8859-15 or Windows-1252 (both supersets of Latin-1's printable characters).
 * NUL is no character of any bank format and no database text may hold it: it is dropped.
 */
export function decodeText(bytes: Uint8Array): string {
  return decodeBytes(bytes).replaceAll('\u0000', '');
}

function decodeBytes(bytes: Uint8Array): string {
  if (hasUtf8Bom(bytes)) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  const utf8 = validUtf8(bytes);
  if (utf8 !== null) return utf8;
  const head = Buffer.from(bytes.subarray(0, 512)).toString('latin1');
  const declared = declaredEncoding(head);
  const encoding =
    declared && iconv.encodingExists(declared) && !/utf-?8/.test(declared)
      ? declared
      : singleByteEncoding(bytes);
  return iconv.decode(Buffer.from(bytes), encoding);
}
