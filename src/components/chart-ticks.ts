/**
 * A chart's amount axis: whole amounts on the ticks ("1 200 €", not "1 200,00 €" on every line);
 * tooltips keep the cents. `format` writes an amount given in the chart's units (euros, not
 * cents), with its currency.
 */
export function wholeAmountTick(format: (units: number) => string) {
  return (value: string | number): string =>
    format(Math.round(Number(value))).replace(ZERO_DECIMALS, '');
}

/** ",00" or ".00" right after the whole part, before the currency or the end. */
const ZERO_DECIMALS = /[.,]00(?!\d)/;
