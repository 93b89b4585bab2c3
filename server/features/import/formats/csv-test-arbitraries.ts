import fc from 'fast-check';

// For the tests: CSV-like texts, tables of bank columns in any order, with fitting headers, odd
// ones or none, preambles, quoted cells, dates and amounts of every writing, odd cells and lines.

const two = (min: number, max: number) =>
  fc.integer({ min, max }).map((n) => String(n).padStart(2, '0'));
const date = fc
  .tuple(two(1, 28), two(1, 12), fc.integer({ min: 1990, max: 2040 }), fc.nat(3))
  .map(([day, month, year, style]) => {
    const writings = [
      `${day}/${month}/${year}`,
      `${year}-${month}-${day}`,
      `${day}-${month}-${year} 14:03:11`,
      `${day}/${month}/${String(year).slice(2)}`,
    ];
    return writings[style]!;
  });

const amount = fc
  .tuple(fc.integer({ min: -500_000_000, max: 500_000_000 }), fc.nat(5))
  .map(([cents, style]) => {
    const [whole = '', fraction = ''] = (Math.abs(cents) / 100).toFixed(2).split('.');
    const sign = cents < 0 ? '-' : ['', '+'][style % 2];
    const thousands = [' ', '\u00a0', '\u202f', '.', ',', ''][style]!;
    const grouped = whole.replace(/\B(?=(\d{3})+$)/g, thousands);
    return `${sign}${grouped}${style === 4 ? '.' : ','}${fraction}`;
  });

const text = fc.string({ maxLength: 30 });
const oddCell = fc.oneof(
  date,
  amount,
  text,
  fc.constantFrom(
    '',
    '0001234',
    'EUR',
    'CB CARREFOUR 12/02',
    '="0123"',
    'Total',
    '"',
    '31/02/2026',
  ),
);

/** Each kind of column: its cells, and the headers that name it. */
const COLUMNS = {
  date: { cells: date, headers: ['Date', 'Date opération', 'Completed Date', 'Date de valeur'] },
  amount: { cells: amount, headers: ['Montant', 'Amount', 'Montant (EUR)', 'Solde', 'Balance'] },
  sparseAmount: {
    cells: fc.oneof(amount, fc.constant('')),
    headers: ['Débit', 'Crédit', 'Débit euros', 'Crédit euros'],
  },
  label: {
    cells: fc.oneof(text, fc.constantFrom('VIR SEPA "DUPONT"; LOYER', 'CB 12/02\nSUITE', 'Café')),
    headers: ['Libellé', 'Payee', 'Description', 'Détail'],
  },
  number: {
    cells: fc.integer({ min: 0, max: 9_999_999 }).map(String),
    headers: ["Numéro d'opération", 'Référence', 'Id'],
  },
  anything: {
    cells: oddCell,
    headers: ['Catégorie', 'Type', 'Devise', 'Exchange Rate', 'Fee', ''],
  },
};
type ColumnKind = keyof typeof COLUMNS;
const KINDS = Object.keys(COLUMNS) as ColumnKind[];
const ANY_HEADER = KINDS.flatMap((kind) => COLUMNS[kind].headers);

const cellOf = (kind: ColumnKind) =>
  fc.oneof({ arbitrary: COLUMNS[kind].cells, weight: 12 }, { arbitrary: oddCell, weight: 1 });
const headerOf = (kind: ColumnKind) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...COLUMNS[kind].headers), weight: 4 },
    { arbitrary: fc.constantFrom(...ANY_HEADER), weight: 1 },
  );

/** A bank table's columns in any order, now and then one short of what a reading needs. */
const columnKinds = fc
  .tuple(
    fc.constantFrom<ColumnKind[]>(
      ['date', 'label', 'amount'],
      ['date', 'label', 'sparseAmount', 'sparseAmount'],
    ),
    fc.array(fc.constantFrom(...KINDS), { maxLength: 5 }),
  )
  .map(([base, extra]) => [...base, ...extra])
  .chain((kinds) => fc.shuffledSubarray(kinds, { minLength: kinds.length - 1 }));

const table = columnKinds.chain((kinds) =>
  fc.tuple(
    fc.option(fc.tuple(...kinds.map(headerOf))),
    fc.array(
      fc.oneof(
        { arbitrary: fc.tuple(...kinds.map(cellOf)), weight: 10 },
        { arbitrary: fc.array(oddCell, { maxLength: 10 }), weight: 1 },
      ),
      { minLength: 2, maxLength: 30 },
    ),
  ),
);

const quoted = (value: string, delimiter: string, always: boolean) =>
  always || /["\r\n]/.test(value) || value.includes(delimiter)
    ? `"${value.replaceAll('"', '""')}"`
    : value;

/** A CSV-like text, as a bank might write one or not. */
export const csvText = fc
  .record({
    delimiter: fc.constantFrom(';', ',', '\t', '|'),
    newline: fc.constantFrom('\n', '\r\n'),
    preamble: fc.array(fc.oneof(text, fc.constant('Solde au 27/02/2026 1 234,56 €')), {
      maxLength: 4,
    }),
    table,
    quoteAll: fc.boolean(),
  })
  .map(({ delimiter, newline, preamble, table: [header, rows], quoteAll }) => {
    const cells = [...(header ? [header] : []), ...rows].filter((row) => row.length > 0);
    const lines = cells.map((row) =>
      row.map((c) => quoted(c, delimiter, quoteAll)).join(delimiter),
    );
    return [...preamble, ...lines].join(newline);
  });
