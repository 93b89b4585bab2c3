import type { ImportTarget } from '../accounts/accounts-import.service';

// Which of the user's accounts a statement is: its number or IBAN, compared on digits and letters
// only, case-folded; a statement's number may also be the tail or a part of an IBAN (French
// statements give the RIB account number, the IBAN holds it), and a card statement's masked
// number (XXXX XXXX XXXX 1234) is told by its last digits.

const bare = (text: string | null) => (text ?? '').replace(/[^0-9a-z]/gi, '').toUpperCase();

const MIN_PART = 5;
const CARD_DIGITS = 4;

/** The visible last digits of a masked card number, else null. */
function cardDigits(raw: string | null): string | null {
  const match = /^[\sX*•.-]*[X*•][\sX*•.-]*(\d[\d\s]*)$/i.exec((raw ?? '').trim());
  const digits = match?.[1]?.replace(/\s/g, '') ?? '';
  return digits.length >= CARD_DIGITS ? digits : null;
}

function fits(raw: string | null, account: ImportTarget): boolean {
  const number = bare(raw);
  const own = bare(account.number);
  const iban = bare(account.iban);
  const card = cardDigits(raw);
  if (card !== null) return own.length >= CARD_DIGITS && own.endsWith(card);
  if (own === number || iban === number) return true;
  if (number.length < MIN_PART) return false;
  if (iban.includes(number)) return true;
  return own.length >= MIN_PART && (number.endsWith(own) || iban.endsWith(own));
}

/** The one account that fits the statement's number, else null. */
export function suggestedAccount(
  statementNumber: string | null,
  accounts: readonly ImportTarget[],
): number | null {
  if (bare(statementNumber) === '') return null;
  const fitting = accounts.filter((account) => fits(statementNumber, account));
  return fitting.length === 1 ? fitting[0]!.accountId : null;
}

/** Whether the statement names a number the account does not have (both known, not fitting). */
function numberDiffers(statementNumber: string | null, account: ImportTarget): boolean {
  const known = bare(account.number) !== '' || bare(account.iban) !== '';
  return bare(statementNumber) !== '' && known && !fits(statementNumber, account);
}

/**
 * The account each statement of a file goes to. A statement whose number fits one account goes
 * there, wherever the file was uploaded from. Uploaded from an account, the one statement that
 * fits no account goes to it, unless its number is not that account's or another statement
 * already fits it; any other statement waits for the person to choose (null).
 */
export function statementAccounts(
  numbers: readonly (string | null)[],
  accounts: readonly ImportTarget[],
  uploadedTo: ImportTarget | undefined,
): (number | null)[] {
  const fitting = numbers.map((number) => suggestedAccount(number, accounts));
  if (!uploadedTo) return fitting;
  const unmatched = fitting.filter((id) => id === null).length;
  const taken = fitting.includes(uploadedTo.accountId);
  return fitting.map((id, i) => {
    if (id !== null || taken || unmatched > 1) return id;
    return numberDiffers(numbers[i]!, uploadedTo) ? null : uploadedTo.accountId;
  });
}
