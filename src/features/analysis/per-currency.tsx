import { Fragment, type ReactNode } from 'react';
import type { AnalysisResult } from '../../../contract/analysis';
import { byCurrency } from './analysis-values';
import { NoData } from './no-data';

interface PerCurrencyProps {
  result: AnalysisResult;
  /** Whether a part has nothing to draw: it is left out. */
  isEmpty: (part: AnalysisResult) => boolean;
  /** A part's chart; `currency` is set when the accounts hold several, for its title. */
  children: (part: AnalysisResult, currency: string | null) => ReactNode;
}

/**
 * One chart per currency: amounts of two currencies are never added, nor drawn on one axis
 * with one symbol. Nothing to draw in any: the empty state.
 */
export function PerCurrency({ result, isEmpty, children }: PerCurrencyProps) {
  const all = byCurrency(result);
  const parts = all.filter((part) => !isEmpty(part));
  if (parts.length === 0) return <NoData />;
  return (
    <>
      {parts.map((part) => (
        <Fragment key={part.currency}>
          {children(part, all.length > 1 ? part.currency : null)}
        </Fragment>
      ))}
    </>
  );
}
