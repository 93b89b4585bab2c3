import type { ForeignTransaction } from '../../../../contract/books-import';
import type { FireflyJournal, FireflySide } from './firefly-journals';

// What a journal does to each of the person's accounts it touches: money leaves the source and
// reaches the destination. A transfer across currencies names the source's amount and currency,
// and the destination's as its foreign amount: each side keeps its own account's figures.

export interface FireflyLeg {
  account: FireflySide;
  currency: string;
  /** Signed cents in `currency`, negative when money leaves the account. */
  amount: number;
  foreign: ForeignTransaction['foreign'];
}

const negated = (foreign: FireflyJournal['foreign']) =>
  foreign && { currency: foreign.currency, amount: -foreign.amount };

export function sourceLeg(journal: FireflyJournal): FireflyLeg {
  return {
    account: journal.source,
    currency: journal.currency,
    amount: -journal.amount,
    foreign: negated(journal.foreign),
  };
}

export function destinationLeg(journal: FireflyJournal): FireflyLeg {
  const crossCurrencyTransfer =
    journal.source.role === 'OWN' && journal.foreign !== null && journal.foreign.amount !== 0;
  if (crossCurrencyTransfer && journal.foreign) {
    return {
      account: journal.destination,
      currency: journal.foreign.currency,
      amount: journal.foreign.amount,
      foreign: { currency: journal.currency, amount: journal.amount },
    };
  }
  return {
    account: journal.destination,
    currency: journal.currency,
    amount: journal.amount,
    foreign: journal.foreign,
  };
}

/** The legs on the person's own accounts: one, or two for a transfer between them. */
export function ownLegs(journal: FireflyJournal): FireflyLeg[] {
  const legs: FireflyLeg[] = [];
  if (journal.source.role === 'OWN') legs.push(sourceLeg(journal));
  if (journal.destination.role === 'OWN') legs.push(destinationLeg(journal));
  return legs;
}

/** The other side of a journal with one own account: its payee, opening or reconciliation. */
export function counterpartOf(journal: FireflyJournal): FireflySide {
  return journal.source.role === 'OWN' ? journal.destination : journal.source;
}
