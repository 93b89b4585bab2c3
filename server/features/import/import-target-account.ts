import type { ImportTarget } from '../accounts/accounts-import.service';

// Which of the user's accounts a statement is: its number or IBAN, compared on digits and letters
// only, case-folded; a statement's number may also be the tail or a part of an IBAN (French
// statements give the RIB account number, the IBAN holds it).

const bare = (text: string | null) => (text ?? '').replace(/[^0-9a-z]/gi, '').toUpperCase();

const MIN_PART = 5;

function fits(number: string, account: ImportTarget): boolean {
  const own = bare(account.number);
  const iban = bare(account.iban);
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
  const number = bare(statementNumber);
  if (number === '') return null;
  const fitting = accounts.filter((account) => fits(number, account));
  return fitting.length === 1 ? fitting[0]!.accountId : null;
}
