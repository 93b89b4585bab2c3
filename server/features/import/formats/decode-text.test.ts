import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { MessageCode } from '../../../../contract/message-codes';
import { decodeBankFile } from './decode-text';

const LINE = 'Date;Libellé;Montant\n01/03/2024;CAFÉ DU COIN €;-4,50\n';
const bytes = (text: string, encoding: string) => new Uint8Array(iconv.encode(text, encoding));
const withPrefix = (prefix: number[], body: Uint8Array) => new Uint8Array([...prefix, ...body]);

describe('decoding a bank file once', () => {
  it('reads UTF-8 with or without its BOM', () => {
    expect(decodeBankFile(bytes(LINE, 'utf-8'))).toEqual({ text: LINE, warnings: [] });
    const bom = withPrefix([0xef, 0xbb, 0xbf], bytes(LINE, 'utf-8'));
    expect(decodeBankFile(bom).text).toBe(LINE);
  });

  it('reads UTF-16 little and big endian, told by a BOM or by the zero bytes', () => {
    expect(decodeBankFile(withPrefix([0xff, 0xfe], bytes(LINE, 'utf-16le'))).text).toBe(LINE);
    expect(decodeBankFile(withPrefix([0xfe, 0xff], bytes(LINE, 'utf-16be'))).text).toBe(LINE);
    expect(decodeBankFile(bytes(LINE, 'utf-16le')).text).toBe(LINE);
    expect(decodeBankFile(bytes(LINE, 'utf-16be')).text).toBe(LINE);
  });

  it('reads Windows-1252, and ISO-8859-15 when the file has its euro sign and no 0x80–0x9F', () => {
    expect(decodeBankFile(bytes(LINE, 'windows-1252')).text).toBe(LINE);
    expect(decodeBankFile(bytes(LINE, 'iso-8859-15')).text).toBe(LINE);
    expect(decodeBankFile(bytes('Libellé;Montant\nÉPICERIE;1\n', 'latin1')).text).toContain('É');
  });

  it('follows the encoding a file declares when its bytes are not UTF-8', () => {
    const xml = '<?xml version="1.0" encoding="ISO-8859-1"?><Document>Zürich ¤</Document>';
    expect(decodeBankFile(bytes(xml, 'latin1'))).toEqual({ text: xml, warnings: [] });
  });

  it('says when a file lies about its encoding, and reads what its bytes are', () => {
    const xml = (encoding: string) =>
      `<?xml version="1.0" encoding="${encoding}"?><Document>Crédit Café</Document>`;
    const declaredUtf8 = decodeBankFile(bytes(xml('UTF-8'), 'windows-1252'));
    expect(declaredUtf8).toEqual({
      text: xml('UTF-8'),
      warnings: [MessageCode.importWarningEncoding],
    });
    const ofx = 'OFXHEADER:100\nENCODING:USASCII\nCHARSET:1252\n<OFX><NAME>Crédit</NAME></OFX>';
    expect(decodeBankFile(bytes(ofx, 'utf-8'))).toEqual({
      text: ofx,
      warnings: [MessageCode.importWarningEncoding],
    });
  });

  it('declares nothing wrong for an ASCII file whatever it declares', () => {
    const ofx = 'OFXHEADER:100\nENCODING:USASCII\nCHARSET:1252\n<OFX><NAME>Cafe</NAME></OFX>';
    expect(decodeBankFile(bytes(ofx, 'utf-8')).warnings).toEqual([]);
  });

  it('drops NUL characters', () => {
    expect(decodeBankFile(new Uint8Array([0x41, 0x00, 0x42, 0x0a])).text).toBe('AB\n');
  });
});
