import { MessageCode } from '../../../contract/message-codes';
import type { RealFileExpectation } from './real-file-expectation';

// ../shared/peer-samples: what its README tells of each file (amounts in cents).

const ROUNDED = [MessageCode.importLineRounded];

export const PEER_SAMPLES: Record<string, RealFileExpectation> = {
  'qif/quiffen-bank-invst-security.qif': {
    format: 'QIF',
    statements: [
      {
        count: 6,
        total: -3_550,
        lines: [
          { date: '2020-02-10', amount: 0, text: 'Opening Balance' },
          { date: '2020-02-14', amount: 6_750 },
          { date: '2020-02-14', amount: 3_200 },
          { date: '2020-02-12', amount: -1_000 },
          { date: '2020-02-11', amount: -2_500 },
          { date: '2020-02-10', amount: -10_000 },
        ],
      },
    ],
  },
  'qif/qif2json-us-spaced-dates.qif': {
    format: 'QIF',
    statements: [
      {
        count: 3,
        lines: [
          {
            date: '1994-06-01',
            amount: -100_000,
            label: 'Bank Of Mortgage',
            checkNumber: '1005',
            parts: [{ amount: -25_364 }, { amount: -74_636 }],
          },
          { date: '1994-06-02', amount: 7_500, label: 'Deposit' },
          { date: '1994-06-03', amount: -1_000, label: 'JoBob Biggs', memo: 'J.B. gets bucks' },
        ],
      },
    ],
  },
  'qif/jemmyw-splits-equals-amount.qif': {
    format: 'QIF',
    statements: [
      {
        count: 2,
        lines: [
          {
            amount: -100_000,
            parts: [
              { amount: -25_364, transferAccount: 'steve' },
              { amount: 74_636, category: 'Mort Int' },
            ],
          },
          { amount: 7_500, parts: [{ amount: 2_300 }] },
        ],
      },
    ],
  },
  'ofx/ofxparse-fidelity-invbanktran-4dp.ofx': {
    format: 'OFX',
    warnings: [MessageCode.importWarningRounded],
    statements: [
      {
        count: 4,
        currency: 'USD',
        lines: [
          { date: '2012-07-20', amount: -150_000, text: 'Check Paid #0000001001', notes: [] },
          { date: '2012-07-27', amount: 11_583, notes: ROUNDED },
          { amount: -19_711, notes: ROUNDED },
          { amount: -19_712, notes: ROUNDED },
        ],
      },
    ],
  },
  'ofx/actual-html-entities.qfx': {
    format: ['OFX', 'QFX'],
    statements: [
      {
        count: 2,
        lines: [
          {
            date: '2023-05-09',
            amount: -100,
            text: 'PREAUTHORIZED DEBIT;B.C. HYDRO & POWER AUTHORITY;Electronic Funds Transfer',
          },
          { date: '2023-03-01', amount: -100, text: 'TPAY <DEFTPYMT>' },
        ],
      },
    ],
  },
  'camt053/genkgo-v2-three-decimals.xml': {
    format: 'CAMT053',
    statements: [
      {
        count: 1,
        opening: 1_815,
        closing: 2_705,
        lines: [{ date: '2014-12-31', valueDate: '2015-01-02', amount: 885 }],
      },
    ],
  },
  'camt053/camt-parser-v2-datetime.xml': {
    format: 'CAMT053',
    statements: [
      {
        count: 1,
        currency: 'USD',
        closing: 60_680,
        lines: [{ date: '2023-06-21', valueDate: '2023-06-21', amount: 19_586 }],
      },
    ],
  },
};
