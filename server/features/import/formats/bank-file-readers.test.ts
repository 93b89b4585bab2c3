import { describe, expect, it } from 'vitest';
import { IMPORT_FORMATS } from '../../../../contract/import';
import { acceptedFileTypes, BANK_FILE_READ_ORDER } from '../../../../contract/import-formats';
import { BANK_FILE_READERS } from './bank-file-readers';

describe('the registry of bank file readers', () => {
  it('has one reader for each format, tried in the order contract/ gives', () => {
    const formats = BANK_FILE_READERS.flatMap((reader) => reader.formats);
    expect(formats).toEqual(BANK_FILE_READ_ORDER);
    expect([...formats].sort()).toEqual([...IMPORT_FORMATS].sort());
  });

  it('offers the browser the endings of every reader, or of CSV alone', () => {
    const endings = BANK_FILE_READERS.flatMap((reader) => reader.extensions);
    expect(acceptedFileTypes(false).split(',')).toEqual(endings);
    expect(acceptedFileTypes(true)).toBe('.csv,.txt,text/csv');
  });

  it('chooses the reader by content, not by name', () => {
    const readerOf = (text: string) =>
      BANK_FILE_READERS.find((reader) => reader.sniff(text))?.formats[0];
    expect(readerOf('OFXHEADER:100\nDATA:OFXSGML\n<OFX>')).toBe('OFX');
    expect(
      readerOf(
        '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>',
      ),
    ).toBe('CAMT053');
    expect(readerOf('!Type:Bank\nD01/03/2024\nT-4.50\n^')).toBe('QIF');
    expect(readerOf('Date;Libellé;Montant\n01/03/2024;CAFE;-4,50')).toBe('CSV');
    expect(readerOf('<html><body>not a statement</body></html>')).toBeUndefined();
  });
});
