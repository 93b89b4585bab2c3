import type { ImportFormat } from './import';

// The bank file formats Pécule reads. The server tells a file's format by its content, in this
// order; the endings only tell the browser's file picker what to offer.

export const BANK_FILE_EXTENSIONS: Record<ImportFormat, readonly string[]> = {
  OFX: ['.ofx'],
  QFX: ['.qfx'],
  CAMT053: ['.xml'],
  QIF: ['.qif'],
  CSV: ['.csv', '.txt'],
};

/** The formats in the order their readers are tried. */
export const BANK_FILE_READ_ORDER: readonly ImportFormat[] = [
  'OFX',
  'QFX',
  'CAMT053',
  'QIF',
  'CSV',
];

/** What the file picker offers: every format, or CSV only (the accounts page's CSV import). */
export function acceptedFileTypes(csvOnly: boolean): string {
  const formats: readonly ImportFormat[] = csvOnly ? ['CSV'] : BANK_FILE_READ_ORDER;
  const endings = formats.flatMap((format) => BANK_FILE_EXTENSIONS[format]);
  return [...endings, ...(csvOnly ? ['text/csv'] : [])].join(',');
}
