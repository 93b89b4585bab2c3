import type { RealFileExpectation } from './real-file-expectation';

// ../shared/samples: what its README tells of each file (counts, balances, dates, amounts in
// cents), with its sha256 so a changed copy is told apart from a changed reader.

export const SAMPLES: Record<string, RealFileExpectation> = {
  'ofx/ofxparse-bank-medium-v102-sgml.ofx': {
    sha256: '107a4e9314aa87e2a3c247b2be6d5360f84fb072beae9830bda3b1f3c9938a52',
    format: 'OFX',
    statements: [{ count: 3, currency: 'CAD', closing: 38_234 }],
  },
  'ofx/ofx-js-savings-nzd-v102-sgml.ofx': {
    sha256: 'c3af0f2f4fd90b440d5fb09a76ac159337aa17bd5ebc31fb2882095c4912a129',
    format: 'OFX',
    statements: [{ count: 5, currency: 'NZD', closing: 422_579 }],
  },
  'ofx/ofxparse-suncorp-v200-xml.ofx': {
    sha256: '963b7d6d00b0451f777a2315b1f687915dac90bd32cd7dccfe1a1b4787abad82',
    format: 'OFX',
    statements: [{ count: 1, currency: 'AUD', closing: 123_412 }],
  },
  'ofx/ofxparse-multiple-accounts-v211-xml.ofx': {
    sha256: '400719e386951583cccb9243d1513f39396fc70d5ddd8991169e547fbb805d08',
    format: 'OFX',
    statements: [
      { count: 0, closing: 11_100 },
      { count: 0, closing: 22_200 },
    ],
  },
  'ofx/ofxparse-anz-creditcard-v203-unclosed-tags.ofx': {
    sha256: '619e9708cbe2b83d7e4716add867406812fcbec48218c4c254c4baa3477d0fcf',
    format: 'OFX',
    statements: [{ count: 1, currency: 'AUD', closing: -12_345 }],
  },
  'ofx/ofx-js-credit-card.qfx': {
    sha256: 'a255e3978ad8f7e8fa02a18bf77911785c20fc4c5b9b7c8411589a755c29578a',
    format: 'QFX',
    statements: [{ count: 5, currency: 'CAD', closing: 90_453, text: 'T&T SUPERMARKET' }],
  },
  'qif/quiffen-bank-split-transfer-apostrophe-date.qif': {
    sha256: '39bc441d8c7639d508948bc707efeefa32cfb3e0f50daf1b9f6ebec9c4cac6a5',
    format: 'QIF',
    statements: [{ count: 1, lines: [{ date: '2000-01-01' }] }],
  },
  'qif/jemmyw-qif-bank-ddmmyyyy.qif': {
    sha256: '05e42eb6e87fb21b49a2509fbbe49ac5fe019db56d9dbeae84a6910a8b001a17',
    format: 'QIF',
    statements: [{ count: 3, dates: ['2010-06-01', '2010-12-29'] }],
  },
  'qif/qif2json-bank-windows-1252.qif': {
    sha256: '075004a7122d1d3e7ba092c4d8539124634252f149fb624fd7882ab545820f48',
    format: 'QIF',
    statements: [{ count: 1, lines: [{ date: '2010-03-03' }], text: '£$™€' }],
  },
  'camt053/genkgo-camt053-v2-multi-statement.xml': {
    sha256: '4c50c6601224e21234c66fe155b1b49e895a7645846c04263d4505c82c5c58bb',
    format: 'CAMT053',
    statements: [
      { count: 1, opening: 1_815, closing: 2_700, lines: [{ amount: 885 }] },
      { count: 1, opening: 2_700, closing: 2_000, lines: [{ amount: -700 }] },
    ],
  },
  'camt053/camt-parser-camt053-v2-ing-batch.xml': {
    sha256: 'aafed177fb7330de7ff85d13781c9313ee218f87b208a982aa6a8738fe0fda20',
    format: 'CAMT053',
    statements: [{ count: 3, lines: [{ amount: -475_374 }] }],
  },
  'camt053/camt-parser-camt053-v4-chf-batch-charges.xml': {
    sha256: '9f5a56a703a0fe2cf38f1d4f7b604f740f2f11e331eef227d215b50f61b7608c',
    format: 'CAMT053',
    statements: [
      { count: 13, currency: 'CHF', opening: 32_215_216, closing: 32_268_977, text: 'TÄGLICH' },
    ],
  },
  'csv/credit-mutuel-export-synthetic.csv': {
    sha256: '208051c46e082a111fd95f8b43e3ccd6255d6a1ccef44b2f7f691b9ae43b4399',
    format: 'CSV',
    // The running balance ends at 6,591.46 from an implied 8,377.58.
    statements: [{ count: 24, closing: 659_146, total: 659_146 - 837_758 }],
  },
  'csv/credit-agricole-export-synthetic.csv': {
    sha256: '4b768cb8c56bc1b6331830acc8351fc420541de60532da6995d1136223b71a75',
    format: 'CSV',
    statements: [{ count: 19, closing: 834_291 }],
  },
};
