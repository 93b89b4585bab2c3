import type { Cents } from '../../../../contract/money';
import type { OperationDto } from '../../../../contract/operations-dto';

export interface ListSummary {
  /** The balance before the period's first line (X-Balance). */
  start: Cents;
  /** The balance after its last line. */
  end: Cents;
  /** What the period's lines dated after today add (planned, deferred card payments…). */
  toCome: Cents;
  toComeCount: number;
}

/** The period's figures; "still to come" counts the lines dated after `today`. */
export function summarize(
  start: Cents,
  operations: readonly Pick<OperationDto, 'amount' | 'date'>[],
  today: string,
): ListSummary {
  let end = start;
  let toCome = 0;
  let toComeCount = 0;
  for (const operation of operations) {
    end += operation.amount;
    if (operation.date > today) {
      toCome += operation.amount;
      toComeCount += 1;
    }
  }
  return { start, end, toCome, toComeCount };
}
