import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../../../contract/dates';
import { formatCents } from '../../../contract/money';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../components/use-media-query';

/** Amounts with 2 decimals and their currency; dates dd/MM/yyyy, dd/MM/yy on small screens. */
export function useHomeFormat() {
  const { i18n } = useTranslation();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  return {
    money: (cents: number, currency: string) => formatCents(cents, currency, i18n.language),
    date: (iso: string) => formatIsoDate(iso.slice(0, 10), small),
  };
}
export type HomeFormat = ReturnType<typeof useHomeFormat>;
