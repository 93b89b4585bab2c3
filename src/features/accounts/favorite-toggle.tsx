import { useTranslation } from 'react-i18next';
import type { AccountDto } from '../../../contract/account-dtos';
import { useToggleFavorite } from './use-accounts';

/** A star that marks the account as a favourite (favourites come first in account selectors). */
export function FavoriteToggle({ account }: { account: AccountDto }) {
  const { t } = useTranslation();
  const toggle = useToggleFavorite();
  // Shown at once, before the saved list comes back.
  const favorite = toggle.isPending ? !account.favorite : account.favorite;
  return (
    <button
      type="button"
      className="favorite-toggle"
      aria-pressed={favorite}
      aria-label={t('account.favorite.toggle', { name: account.name })}
      title={t(favorite ? 'account.favorite.on' : 'account.favorite.off')}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate(account)}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
          fill={favorite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
