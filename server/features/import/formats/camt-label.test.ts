import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCamt053 } from './camt-parser';
import { camtDocument, entryXml, parties, type TestEntry } from './camt-test-texts';

const FIXTURE = path.resolve(
  import.meta.dirname,
  '../../../test/fixtures/import/camt053/cooperative-five-decimals.xml',
);

const details = (content: string) => `<NtryDtls><TxDtls>${content}</TxDtls></NtryDtls>`;
const remittance = (text: string) => `<RmtInf><Ustrd>${text}</Ustrd></RmtInf>`;

function textsOf(...entries: TestEntry[]) {
  const lines = parseCamt053(camtDocument(entries.map(entryXml))).statements[0]?.lines ?? [];
  return lines.map((line) => [line.label, line.memo]);
}

describe('CAMT.053 labels', () => {
  it('names an entry after the other party: the debtor of a credit, the creditor of a debit', () => {
    const both = details(parties('ATELIER VELO', 'CAMILLE MARTIN') + remittance('FACTURE 88'));
    expect(
      textsOf(
        { amount: '35.00', indicator: 'CRDT', inner: both },
        { amount: '35.00', indicator: 'DBIT', inner: both },
      ),
    ).toEqual([
      ['ATELIER VELO', 'FACTURE 88'],
      ['CAMILLE MARTIN', 'FACTURE 88'],
    ]);
  });

  it('falls back on the ultimate party, then on the remittance when the party is the holder', () => {
    const ultimate = '<UltmtDbtr><Nm>MUTUELLE DU LITTORAL</Nm></UltmtDbtr>';
    const onlyHolder = details(parties(null, 'CAMILLE MARTIN') + remittance('REMBT SOINS'));
    expect(
      textsOf(
        { amount: '20.00', indicator: 'CRDT', inner: details(parties(null, null, ultimate)) },
        { amount: '20.00', indicator: 'CRDT', inner: onlyHolder },
      ),
    ).toEqual([
      ['MUTUELLE DU LITTORAL', null],
      ['REMBT SOINS', null],
    ]);
  });

  it('reads structured references, then the entry’s and the transaction’s information', () => {
    const structured =
      '<RmtInf><Strd><CdtrRefInf><Ref>RF18539007547034</Ref></CdtrRefInf></Strd></RmtInf>';
    const information = '<AddtlNtryInf>PRELEVEMENT SEPA</AddtlNtryInf>';
    const transactionOnly = details('<AddtlTxInf>VIREMENT INSTANTANE</AddtlTxInf>');
    expect(
      textsOf(
        { amount: '9.00', indicator: 'DBIT', inner: details(structured) + information },
        { amount: '9.00', indicator: 'DBIT', inner: information },
        { amount: '9.00', indicator: 'DBIT', inner: transactionOnly },
      ),
    ).toEqual([
      ['RF18539007547034', 'PRELEVEMENT SEPA'],
      ['PRELEVEMENT SEPA', null],
      ['VIREMENT INSTANTANE', null],
    ]);
  });

  it('names an entry that tells nothing else by its bank transaction code and reference', () => {
    const domain =
      '<AcctSvcrRef>BQ-77120</AcctSvcrRef><BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>ICDT</Cd>' +
      '<SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>';
    const proprietary = '<BkTxCd><Prtry><Cd>CARD-PAYMENT</Cd></Prtry></BkTxCd>';
    const endToEnd = (id: string) => details(`<Refs><EndToEndId>${id}</EndToEndId></Refs>`);
    expect(
      textsOf(
        { amount: '1.00', indicator: 'DBIT', inner: domain },
        { amount: '1.00', indicator: 'DBIT', inner: proprietary + endToEnd('E2E-2024-0042') },
        { amount: '1.00', indicator: 'DBIT', inner: proprietary + endToEnd('NOTPROVIDED') },
        { amount: '1.00', indicator: 'CRDT' },
      ),
    ).toEqual([
      ['PMNT/ICDT/ESCT BQ-77120', null],
      ['CARD-PAYMENT E2E-2024-0042', null],
      ['CARD-PAYMENT', null],
      ['CRDT', null],
    ]);
  });

  it('collapses whitespace and line breaks into single spaces', () => {
    const lines = parseCamt053(readFileSync(FIXTURE, 'utf8')).statements[0]?.lines ?? [];
    expect(lines.map((line) => line.label)).toEqual([
      'Librairie des Quais',
      'INTERETS DU MOIS',
      'COTISATION CARTE VISA CLASSIC',
    ]);
  });
});
