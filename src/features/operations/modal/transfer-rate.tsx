import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AccountSummary } from '../../../../contract/accounts-summary';
import { convertAtRate, impliedRate, roundedRate } from '../../../../contract/currency-conversion';
import { formatIsoDate, isIsoDate } from '../../../../contract/dates';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../../components/use-media-query';
import { useDayRate } from '../use-operations';
import type { TransferFormValues } from './transfer-form';

type Watched = [number | null, number | null, number | null, number | null, string | null];

/**
 * Between two currencies: the day's rate (the latest known on or before the transfer's date),
 * the amount received it proposes while the person has not typed another, and the rate the two
 * amounts imply.
 */
export function TransferRate({ accounts }: { accounts: readonly AccountSummary[] }) {
  const { t } = useTranslation();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const { setValue } = useFormContext<TransferFormValues>();
  const [from, to, amount, toAmount, date] = useWatch<TransferFormValues>({
    name: ['account', 'toAccount', 'amount', 'toAmount', 'date'],
  }) as Watched;
  const currencyOf = (id: number | null) => accounts.find((a) => a.accountId === id)?.currency;
  const [source, target] = [currencyOf(from), currencyOf(to)];
  const day = date && isIsoDate(date) ? date : null;
  const params =
    source && target && day ? { from: source.currencyId, to: target.currencyId, day } : null;
  const rate = useDayRate(params).data;
  const proposed = useRef<number | null>(null);
  const proposal = rate?.rate && amount ? convertAtRate(amount, rate.rate) : null;
  useEffect(() => {
    const untouched = toAmount === null || toAmount === proposed.current;
    if (proposal === null || !untouched || proposal === toAmount) return;
    proposed.current = proposal;
    setValue('toAmount', proposal, { shouldValidate: true });
  }, [proposal, toAmount, setValue]);
  if (!source || !target) return null;
  const pair = { base: source.abrv, quote: target.abrv };
  return (
    <p className="field__hint" aria-live="polite">
      {rate?.rate && rate.day
        ? t('transferModal.rate.ofDay', {
            ...pair,
            rate: rate.rate,
            day: formatIsoDate(rate.day, small),
          })
        : t('transferModal.rate.unknown', pair)}
      {amount && toAmount
        ? ` ${t('transferModal.rate.implied', { ...pair, rate: roundedRate(impliedRate(amount, toAmount), 4) })}`
        : ''}
    </p>
  );
}
