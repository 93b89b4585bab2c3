import { describe, expect, it } from 'vitest';
import type { ReadOptions } from './bank-file';
import { parseQif } from './qif-parser';

/** A bank section of one line per date, in the given order. */
const bankFile = (...dates: string[]) =>
  ['!Type:Bank', ...dates.flatMap((date, i) => [`D${date}`, `T-${i + 1}.00`, '^'])].join('\n');

const read = (text: string, options?: ReadOptions) => {
  const file = parseQif(text, options);
  const dates = file.statements.flatMap((s) => s.lines.map((l) => l.date));
  return { dates, unsure: file.dateOrderUnsure ?? false };
};

describe('QIF dates', () => {
  it('reads US dates padded with spaces, with two- and four-digit years', () => {
    expect(read(bankFile('7/ 4/21', '7/ 9/2021', '7/15/21'))).toEqual({
      dates: ['2021-07-04', '2021-07-09', '2021-07-15'],
      unsure: false,
    });
  });

  it("reads Quicken's apostrophe year month-first", () => {
    expect(read(bankFile("3/ 4'2019", "3/ 8'19", "3/ 9' 19"))).toEqual({
      dates: ['2019-03-04', '2019-03-08', '2019-03-09'],
      unsure: false,
    });
  });

  it('reads the whole file day-first when one first number is above 12', () => {
    expect(read(bankFile('03/04/2023', '08/04/2023', '25/04/2023')).dates).toEqual([
      '2023-04-03',
      '2023-04-08',
      '2023-04-25',
    ]);
  });

  it('reads the whole file month-first when one second number is above 12', () => {
    expect(read(bankFile('04/03/2023', '04/08/2023', '04/25/2023')).dates).toEqual([
      '2023-04-03',
      '2023-04-08',
      '2023-04-25',
    ]);
  });

  it('takes the order under which the dates run sorted, one way or the other', () => {
    expect(read(bankFile('02/03/2024', '05/03/2024', '11/03/2024', '03/04/2024'))).toEqual({
      dates: ['2024-03-02', '2024-03-05', '2024-03-11', '2024-04-03'],
      unsure: false,
    });
    expect(read(bankFile('04/11/2024', '04/05/2024', '03/09/2024'))).toEqual({
      dates: ['2024-04-11', '2024-04-05', '2024-03-09'],
      unsure: false,
    });
  });

  it('looks at the order of each account apart', () => {
    const accounts = [
      bankFile('10/01/2024', '12/01/2024', '05/12/2024'),
      bankFile('01/01/2024', '08/01/2024', '02/12/2024'),
    ];
    const text = accounts.map((section) => `!Account\nNCompte\n^\n${section}`).join('\n');
    expect(read(text)).toEqual({
      dates: ['2024-01-10', '2024-01-12', '2024-12-05', '2024-01-01', '2024-01-08', '2024-12-02'],
      unsure: false,
    });
  });

  it('takes the order under which the dates span clearly fewer days, when both run sorted', () => {
    expect(read(bankFile('3/1/23', '3/2/23', '3/7/23'))).toEqual({
      dates: ['2023-03-01', '2023-03-02', '2023-03-07'],
      unsure: false,
    });
  });

  it('reads day-first and says so when nothing tells the order', () => {
    expect(read(bankFile('01/02/2023', '02/04/2023', '03/06/2023'))).toEqual({
      dates: ['2023-02-01', '2023-04-02', '2023-06-03'],
      unsure: true,
    });
    expect(read(bankFile('6/1/94', '6/2/94'))).toEqual({
      dates: ['1994-01-06', '1994-02-06'],
      unsure: true,
    });
  });

  it('is sure of dates that read alike both ways', () => {
    expect(read(bankFile('05/05/2024', '2024-06-01', '07/07/24'))).toEqual({
      dates: ['2024-05-05', '2024-06-01', '2024-07-07'],
      unsure: false,
    });
  });

  it('reads by the order the person gave, and is then never unsure', () => {
    const ambiguous = bankFile('01/02/2023', '02/04/2023', '03/06/2023');
    expect(read(ambiguous, { dateOrder: 'MDY' })).toEqual({
      dates: ['2023-01-02', '2023-02-04', '2023-03-06'],
      unsure: false,
    });
    expect(read(ambiguous, { dateOrder: 'DMY' }).unsure).toBe(false);
    expect(() => parseQif(bankFile('25/04/2023'), { dateOrder: 'MDY' })).toThrow(
      'import.file.unreadable',
    );
  });

  it('refuses a file no single order reads', () => {
    expect(() => parseQif(bankFile('25/04/2023', '04/25/2023'))).toThrow('import.file.unreadable');
  });
});
