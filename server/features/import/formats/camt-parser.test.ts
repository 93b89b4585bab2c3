import { describe, expect, it } from 'vitest';
import { sampleBytes } from '../../../test/bank-samples';
import { parseCamt053 } from './camt-parser';
import { decodeText } from './decode-text';

const parse = (file: string) => parseCamt053(decodeText(sampleBytes(`camt053/${file}`)));
const total = (lines: readonly { amount: number }[]) => lines.reduce((sum, l) => sum + l.amount, 0);

describe('CAMT.053 files', () => {
  it('reads several statements of one account, each from its opening to its closing balance', () => {
    const { format, statements } = parse('genkgo-camt053-v2-multi-statement.xml');
    expect(format).toBe('CAMT053');
    expect(
      statements.map((s) => [
        s.account.number,
        s.opening?.amount,
        total(s.lines),
        s.closing?.amount,
      ]),
    ).toEqual([
      ['NL26VAYB8060476890', 1_815, 885, 2_700],
      ['NL26VAYB8060476890', 2_700, -700, 2_000],
    ]);
    expect(statements[1]?.lines[0]).toMatchObject({
      date: '2014-12-31',
      valueDate: '2015-01-02',
      label: 'Company Name 2',
      memo: 'Transaction Description 2',
    });
  });

  it('keeps a batch entry without details as one line named after its batch', () => {
    const [statement] = parse('camt-parser-camt053-v2-ing-batch.xml').statements;
    expect(statement?.lines.map((l) => l.amount)).toEqual([-475_374, 268_800, 500_000]);
    expect(statement?.lines[0]?.label).not.toBe('');
    expect(statement?.lines.every((l) => l.bankId !== null)).toBe(true);
    expect(statement?.closing?.amount).toBe(2_303_820);
  });

  it('reads a 001.04 statement with batches and charges to the cent of its balances', () => {
    const [statement] = parse('camt-parser-camt053-v4-chf-batch-charges.xml').statements;
    expect(statement?.lines).toHaveLength(13);
    expect(statement?.currency).toBe('CHF');
    expect(statement?.opening?.amount).toBe(32_215_216);
    expect(statement?.closing?.amount).toBe(32_268_977);
    expect(32_215_216 + total(statement?.lines ?? [])).toBe(32_268_977);
    expect(statement?.lines[0]?.label).toContain('FÜR KONTOAUSZUG PAPIER TÄGLICH');
  });

  it('refuses a document type (entity bombs, external entities) and broken XML', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]>
      <Document><BkToCstmrStmt><Stmt><Ntry>&b;</Ntry></Stmt></BkToCstmrStmt></Document>`;
    expect(() => parseCamt053(bomb)).toThrow('import.file.unsafe');
    expect(() => parseCamt053('<Document><BkToCstmrStmt><Stmt>')).toThrow('import.file.unreadable');
    expect(() => parseCamt053('<Document></Document>')).toThrow('import.file.noStatement');
  });
});
