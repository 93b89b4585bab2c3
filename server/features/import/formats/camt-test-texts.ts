// For the tests: CAMT.053 documents of one account, with made-up entries.

export interface TestEntry {
  amount: string;
  indicator: 'CRDT' | 'DBIT';
  /** The booking date element's content: `<Dt>…</Dt>` or `<DtTm>…</DtTm>`. */
  booked?: string;
  /** What follows the dates: references, bank transaction code, details, information. */
  inner?: string;
}

export const entryXml = ({
  amount,
  indicator,
  booked = '<Dt>2024-09-10</Dt>',
  inner = '',
}: TestEntry): string =>
  `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>${indicator}</CdtDbtInd>` +
  `<Sts><Cd>BOOK</Cd></Sts><BookgDt>${booked}</BookgDt>${inner}</Ntry>`;

const balanceXml = (code: string, amount: string) =>
  `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${amount}</Amt>` +
  '<CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2024-09-30</Dt></Dt></Bal>';

export function camtDocument(entries: readonly string[], opening = '500.00', closing = '500.00') {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>' +
    '<GrpHdr><MsgId>TEST-0930</MsgId><CreDtTm>2024-10-01T07:00:00</CreDtTm></GrpHdr>' +
    '<Stmt><Id>TEST-STMT</Id><Acct><Id><IBAN>FR7610096000701234567890185</IBAN></Id>' +
    '<Ccy>EUR</Ccy></Acct>' +
    balanceXml('OPBD', opening) +
    balanceXml('CLBD', closing) +
    entries.join('\n') +
    '</Stmt></BkToCstmrStmt></Document>\n'
  );
}

/** The parties of a transaction: the debtor and the creditor, by name. */
export const parties = (debtor: string | null, creditor: string | null, ultimate = '') =>
  '<RltdPties>' +
  (debtor === null ? '' : `<Dbtr><Nm>${debtor}</Nm></Dbtr>`) +
  (creditor === null ? '' : `<Cdtr><Nm>${creditor}</Nm></Cdtr>`) +
  ultimate +
  '</RltdPties>';
