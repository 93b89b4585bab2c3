import { describe, expect, it } from 'vitest';
import { MessageCode } from '../../../../contract/message-codes';
import { BankFileError } from './bank-file';
import { parseOfx } from './ofx-parser';
import { checkingOfx, JUNE } from './ofx-test-texts';

const WHOLE = checkingOfx(JUNE);
const INCOMPLETE = [MessageCode.importWarningIncomplete];

const cutBefore = (marker: string, occurrence = 1) => {
  let at = -1;
  for (let i = 0; i < occurrence; i++) at = WHOLE.indexOf(marker, at + 1);
  return WHOLE.slice(0, at);
};

const amountsOf = (text: string) => parseOfx(text).statements[0]?.lines.map((l) => l.amount);

function refusal(text: string): string | null {
  try {
    parseOfx(text);
    return null;
  } catch (error) {
    if (error instanceof BankFileError) return error.messageCode;
    throw error;
  }
}

describe('an OFX file cut short', () => {
  it('keeps every transaction of a file missing its end, and says it is incomplete', () => {
    const text = cutBefore('</OFX>');
    expect(amountsOf(text)).toEqual([-2_390, 185_000, -750, -6_435]);
    expect(parseOfx(text).warnings).toEqual(INCOMPLETE);
  });

  it('drops an unfinished last transaction and keeps the ones before it', () => {
    const text = cutBefore('<TRNAMT>', 3) + '<TRNAMT>-7.5';
    expect(amountsOf(text)).toEqual([-2_390, 185_000]);
    expect(parseOfx(text).warnings).toEqual(INCOMPLETE);
  });

  it('says incomplete a statement whose transaction list never reached its ledger balance', () => {
    const cut = cutBefore('</BANKTRANLIST>');
    expect(parseOfx(cut).warnings).toEqual(INCOMPLETE);
    const withoutBalance = WHOLE.replace(/<LEDGERBAL>.*<\/LEDGERBAL>/, '');
    expect(amountsOf(withoutBalance)).toHaveLength(4);
    expect(parseOfx(withoutBalance).warnings).toEqual(INCOMPLETE);
  });

  it('gives no closing balance rather than one cut short', () => {
    const file = parseOfx(cutBefore('<DTASOF>20240630</LEDGERBAL>') + '<DTAS');
    expect(file.statements[0]?.lines).toHaveLength(4);
    expect(file.statements[0]?.closing).toBeNull();
    expect(parseOfx(cutBefore('</STMTRS>')).statements[0]?.closing?.amount).toBe(84_015);
  });

  it('refuses a file cut before any whole transaction', () => {
    expect(refusal(cutBefore('<NAME>'))).toBe(MessageCode.importFileIncomplete);
    expect(refusal(cutBefore('<STMTTRN>'))).toBe(MessageCode.importFileIncomplete);
    expect(refusal(cutBefore('<SIGNONMSGSRSV1>'))).toBe(MessageCode.importFileIncomplete);
    expect(refusal(cutBefore('<OFX>'))).toBe(MessageCode.importFileIncomplete);
  });

  it('reads, wherever it is cut, the transactions before the cut, or refuses it as incomplete', () => {
    const amounts = amountsOf(WHOLE) ?? [];
    const lastClosing = WHOLE.lastIndexOf('</OFX>');
    for (let cut = WHOLE.indexOf('<OFX>'); cut < lastClosing; cut++) {
      const text = WHOLE.slice(0, cut);
      const code = refusal(text);
      if (code !== null) {
        expect([cut, code]).toEqual([cut, MessageCode.importFileIncomplete]);
        continue;
      }
      const read = amountsOf(text) ?? [];
      expect([cut, read]).toEqual([cut, amounts.slice(0, read.length)]);
      expect([cut, parseOfx(text).warnings]).toEqual([cut, INCOMPLETE]);
      const closing = parseOfx(text).statements[0]?.closing;
      expect([cut, closing === null || closing?.amount === 84_015]).toEqual([cut, true]);
    }
  });
});
