import { PAYEE_NAME_MAX } from './payees';

// POST /api/payees/format (spec 001 §7: an operation in, a name out; the rules are not shown).
// French bank labels wrap the payee in noise: how it was paid, card numbers, dates, references.

const NOISE = [
  // What follows a transfer's reason or reference is not the payee.
  /\s*\/(?:MOTIF|REF|ID|LIB)\b.*$/,
  /\b(?:PAIEMENT|PAIEMT|ACHAT|FACTURE)\s+(?:PAR\s+)?(?:CB|CARTE)\b/g,
  /\b(?:CARTE\s+)?(?:X|N°\s*)\d{4}\b/g,
  /\b(?:PRLV|PRELEVEMENT|VIR|VIREMENT|CB|CHQ|CHEQUE|RETRAIT|DAB|TIP|REM)\b(?:\s+(?:SEPA|INST|EUROPEEN|RECU|EMIS))*/g,
  /\/DE\b/g,
  /\b\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4})?\b/g,
  /\b\d{4,}\b/g,
  /^\s*(?:DU|LE)\b/,
  /\b(?:DU|LE)\s*$/,
];

/** Short capital words with few vowels are likely acronyms (EDF, SNCF, LIDL) and stay so… */
const isAcronym = (word: string) =>
  word.length <= 3 || (word.length === 4 && word.replace(/[^AEIOUY]/g, '').length <= 1);
/** …except the little words of French names ("Boulangerie de la Gare"). */
const SMALL_WORDS = new Set(['DE', 'DU', 'DES', 'LA', 'LE', 'LES', 'ET', 'AU', 'AUX', 'EN', 'SUR']);

/** A payee name suggested from an operation's text; the text itself when nothing is left. */
export function payeeNameFromLabel(text: string): string {
  const upper = text.toUpperCase() === text;
  let name = text.replace(/\s+/g, ' ');
  for (const pattern of NOISE) name = name.replace(pattern, ' ');
  name = name.replace(/\s+/g, ' ').replace(/^[\s\-/*.:]+|[\s\-/*.:]+$/g, '');
  if (name === '') name = text.trim();
  return Array.from(upper ? titleCase(name) : name)
    .slice(0, PAYEE_NAME_MAX)
    .join('');
}

function titleCase(text: string): string {
  return text.replace(/\p{L}[\p{L}']*/gu, (word, offset: number) => {
    if (SMALL_WORDS.has(word) && offset > 0) return word.toLocaleLowerCase('fr');
    if (isAcronym(word)) return word;
    return word.slice(0, 1) + word.slice(1).toLocaleLowerCase('fr');
  });
}
