import { useTranslation } from 'react-i18next';
import type { AccountDto } from '../../../contract/account-dtos';

interface AccountPickerProps {
  accounts: readonly AccountDto[];
  /** Empty: every account. */
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
}

/** Several accounts, or all of them, in a disclosure that stays small on a phone. */
export function AccountPicker({ accounts, chosen, onChange }: AccountPickerProps) {
  const { t } = useTranslation();
  const all = chosen.length === 0;
  const toggle = (id: number, on: boolean) => {
    const ids = on ? [...chosen, id] : chosen.filter((other) => other !== id);
    onChange(ids.length === accounts.length ? [] : ids);
  };
  const summary = all
    ? t('analysis.filter.accounts.all')
    : t('analysis.filter.accounts.some', { count: chosen.length });
  return (
    <details className="account-picker">
      <summary>{t('analysis.filter.accounts.summary', { summary })}</summary>
      <fieldset>
        <legend className="sr-only">{t('analysis.filter.accounts')}</legend>
        <label>
          <input type="checkbox" checked={all} onChange={() => onChange([])} />{' '}
          {t('analysis.filter.accounts.all')}
        </label>
        {accounts.map((account) => (
          <label key={account.accountId}>
            <input
              type="checkbox"
              checked={!all && chosen.includes(account.accountId)}
              onChange={(event) => toggle(account.accountId, event.target.checked)}
            />{' '}
            {account.name}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
