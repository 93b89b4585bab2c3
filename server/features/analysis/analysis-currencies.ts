import type { AnalysisResultNode, RowDimension } from '../../../contract/analysis';
import type { AnalysisFact } from './analysis-sums.service';
import type { CurrencyGrouping } from './analysis-grouping';
import { buildLines, lineOf, type TreeContext } from './analysis-tree';

// The top of the tree: amounts of different currencies are never added together. One currency:
// its lines and a TOTAL line; several (or CURRENCY asked): a CURRENCY line each, lines below.

const TOTAL_VALUE = { id: null, name: null };

export function currencyLines(
  ctx: TreeContext,
  currencies: readonly CurrencyGrouping[],
  factsOf: readonly AnalysisFact[][],
  dimensions: readonly RowDimension[],
): AnalysisResultNode[] {
  const rows = dimensions.filter((row) => row !== 'CURRENCY');
  const linesOf = (facts: AnalysisFact[], { accounts }: CurrencyGrouping) =>
    buildLines(ctx, facts, rows.length ? rows : ['TOTAL'], { accounts, scoped: true });
  if (dimensions[0] === 'CURRENCY' || currencies.length > 1) {
    return currencies.flatMap((currency, i) => {
      const facts = factsOf[i]!;
      if (facts.length === 0 && !ctx.emptyAccount) return [];
      const { currencyId, currency: code } = currency.accounts[0]!;
      const group = {
        group: 'CURRENCY',
        groupValue: { id: currencyId, name: code },
        scope: { accounts: currency.accounts, scoped: true },
        currency: code,
      };
      return lineOf(ctx, group, facts, linesOf(facts, currency));
    });
  }
  const [only] = currencies;
  if (!only) return [];
  const lines = linesOf(factsOf[0]!, only);
  if (rows[0] === 'TOTAL') return lines;
  const scope = { accounts: only.accounts, scoped: true };
  return [
    ...lines,
    lineOf(ctx, { group: 'TOTAL', groupValue: TOTAL_VALUE, scope }, factsOf[0]!, []),
  ];
}
