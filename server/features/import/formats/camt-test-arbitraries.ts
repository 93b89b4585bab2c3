import fc from 'fast-check';
import { camtDocument, entryXml, parties, type TestEntry } from './camt-test-texts';
import { writeAmount } from './ofx-test-arbitraries';

// For the fuzz tests: CAMT.053-like documents — whole statements with random entries (amounts
// with up to five decimals, dates with or without a time, any of the texts an entry may tell),
// then random tags, entities and cuts thrown in.

const two = (min: number, max: number) =>
  fc.integer({ min, max }).map((n) => String(n).padStart(2, '0'));

const isoDay = fc
  .tuple(fc.integer({ min: 1990, max: 2039 }), two(1, 12), two(1, 28))
  .map((parts) => parts.join('-'));

const bookingDate = fc
  .tuple(isoDay, fc.constantFrom('', 'T10:22:33.123456+02:00', 'T00:00:00Z', 'T23:59:59-11:00'))
  .map(([day, time]) => (time === '' ? `<Dt>${day}</Dt>` : `<DtTm>${day}${time}</DtTm>`));

/** Texts as banks write them, line breaks and runs of spaces included, valid in XML. */
const bankText = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 .,;:/'()\n-]{0,40}$/);

const optional = (arbitrary: fc.Arbitrary<string>) => fc.option(arbitrary, { nil: '' });

const entryInner = fc
  .tuple(
    optional(bankText.map((ref) => `<AcctSvcrRef>${ref}</AcctSvcrRef>`)),
    optional(
      fc
        .constantFrom('PMNT', 'ACMT')
        .map(
          (d) =>
            `<BkTxCd><Domn><Cd>${d}</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>`,
        ),
    ),
    optional(fc.tuple(fc.option(bankText), fc.option(bankText)).map(([d, c]) => parties(d, c))),
    optional(bankText.map((text) => `<RmtInf><Ustrd>${text}</Ustrd></RmtInf>`)),
    optional(bankText.map((text) => `<AddtlNtryInf>${text}</AddtlNtryInf>`)),
  )
  .map(([reference, code, related, remittance, information]) => {
    const details = related + remittance;
    const entryDetails = details === '' ? '' : `<NtryDtls><TxDtls>${details}</TxDtls></NtryDtls>`;
    return reference + code + entryDetails + information;
  });

export const entry: fc.Arbitrary<TestEntry & { cents: number }> = fc
  .tuple(
    fc.integer({ min: 0, max: 99_999_999 }),
    fc.integer({ min: 0, max: 5 }),
    fc.constantFrom('CRDT' as const, 'DBIT' as const),
    bookingDate,
    entryInner,
  )
  .map(([units, decimals, indicator, booked, inner]) => {
    const { text, cents } = writeAmount(units, decimals);
    const signed = indicator === 'DBIT' && cents !== 0 ? -cents : cents;
    return { amount: text, indicator, booked, inner, cents: signed };
  });

const JUNK = [
  '<Ntry>',
  '</Ntry>',
  '<Stmt>',
  '</Stmt>',
  '<Amt>',
  '</Amt>',
  '<BookgDt><DtTm>',
  '<![CDATA[x]]>',
  '<!-- note -->',
  '<!DOCTYPE d>',
  '&amp;',
  '&lt;',
  '&nope;',
  '<',
  '>',
  '"',
];

const junk = fc.oneof(fc.constantFrom(...JUNK), fc.string({ maxLength: 12 }));

/** A whole document, then some junk thrown in at random places and a cut at a random point. */
export const camtLikeText = fc
  .tuple(
    fc.array(entry, { maxLength: 5 }),
    fc.array(fc.tuple(fc.nat(), junk), { maxLength: 4 }),
    fc.option(fc.nat(), { nil: undefined }),
  )
  .map(([entries, insertions, cut]) => {
    let text = camtDocument(entries.map(entryXml));
    for (const [at, piece] of insertions) {
      const position = at % (text.length + 1);
      text = text.slice(0, position) + piece + text.slice(position);
    }
    return cut === undefined ? text : text.slice(0, cut % (text.length + 1));
  });
