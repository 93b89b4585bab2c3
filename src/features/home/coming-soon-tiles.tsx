import { useTranslation } from 'react-i18next';
import { ProfileName } from '../../../contract/access';
import type { CurrentUser } from '../../../contract/auth';
import { Tile } from '../../components/card';

// Subscriptions and bank synchronisation are not built yet: their tiles say so rather than
// showing a state the app cannot know.

export function SubscriptionTile({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  // As the menu's upgrade entry: every profile but USER has the premium functionalities.
  const version = user.profile.name === ProfileName.user ? 'free' : 'premium';
  return (
    <Tile title={t('home.subscription.title')} value={t(`home.subscription.${version}`)}>
      <p>{t('home.subscription.soon')}</p>
    </Tile>
  );
}

export function BankSyncTile() {
  const { t } = useTranslation();
  return (
    <Tile title={t('home.bankSync.title')}>
      <p>{t('home.bankSync.soon')}</p>
    </Tile>
  );
}
