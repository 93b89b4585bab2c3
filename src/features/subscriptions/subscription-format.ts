import { useTranslation } from 'react-i18next';
import { PAYMENT_CURRENCY } from '../../../contract/subscriptions';
import { formatCents } from '../../../contract/money';
import { formatIsoDate } from '../../../contract/dates';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../components/use-media-query';

/** Prices and dates as the subscription screens show them. */
export function useSubscriptionFormat() {
  const { i18n } = useTranslation();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  return {
    price: (cents: number) => formatCents(cents, PAYMENT_CURRENCY, i18n.language),
    date: (iso: string | null) => (iso ? formatIsoDate(iso.slice(0, 10), small) : ''),
  };
}
