// For the tests: OFX 1.02 texts of one checking account, with made-up transactions.

export interface TestTransaction {
  id: string;
  date: string;
  amount: string;
  name: string;
}

const HEADER = [
  'OFXHEADER:100',
  'DATA:OFXSGML',
  'VERSION:102',
  'SECURITY:NONE',
  'ENCODING:USASCII',
  'CHARSET:1252',
  'COMPRESSION:NONE',
  'OLDFILEUID:NONE',
  'NEWFILEUID:NONE',
  '',
].join('\r\n');

export const transactionText = ({ id, date, amount, name }: TestTransaction): string =>
  `<STMTTRN>\r\n<TRNTYPE>OTHER\r\n<DTPOSTED>${date}\r\n<TRNAMT>${amount}\r\n<FITID>${id}\r\n` +
  `<NAME>${name}\r\n</STMTTRN>\r\n`;

/** A whole statement file holding these transactions, then its ledger balance. */
export function checkingOfx(transactions: readonly TestTransaction[], ledger = '840.15'): string {
  return (
    `${HEADER}\r\n<OFX>\r\n<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS>\r\n` +
    '<DTSERVER>20240630<LANGUAGE>FRA</SONRS></SIGNONMSGSRSV1>\r\n' +
    '<BANKMSGSRSV1><STMTTRNRS><TRNUID>3<STATUS><CODE>0<SEVERITY>INFO</STATUS>\r\n' +
    '<STMTRS><CURDEF>EUR\r\n' +
    '<BANKACCTFROM><BANKID>17515<ACCTID>04400123456<ACCTTYPE>CHECKING</BANKACCTFROM>\r\n' +
    '<BANKTRANLIST><DTSTART>20240601<DTEND>20240630\r\n' +
    transactions.map(transactionText).join('') +
    `</BANKTRANLIST>\r\n<LEDGERBAL><BALAMT>${ledger}<DTASOF>20240630</LEDGERBAL>\r\n` +
    '</STMTRS></STMTTRNRS></BANKMSGSRSV1>\r\n</OFX>\r\n'
  );
}

export const JUNE: readonly TestTransaction[] = [
  { id: 'J-01', date: '20240603', amount: '-23.90', name: 'MARCHE DES LICES' },
  { id: 'J-02', date: '20240607', amount: '1850.00', name: 'SALAIRE JUIN' },
  { id: 'J-03', date: '20240612', amount: '-7.50', name: 'BOULANGERIE DU PONT' },
  { id: 'J-04', date: '20240620', amount: '-64.35', name: 'PHARMACIE CENTRALE' },
];
