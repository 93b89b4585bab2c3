import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProfileName } from '../../../contract/access';
import type { CurrentUser } from '../../../contract/auth';
import { formatIsoDate } from '../../../contract/dates';
import { Tile } from '../../components/card';

/** The version held, its last day when it has one (trial, cancelled period), and where to manage it. */
export function SubscriptionTile({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const standard = user.profile.name === ProfileName.user;
  const version = standard ? 'free' : 'premium';
  return (
    <Tile
      title={t('home.subscription.title')}
      value={t(`home.subscription.${version}`)}
      footer={
        standard ? (
          <Link to="/upgrade">{t('home.subscription.offer')}</Link>
        ) : (
          <Link to="/parameters">{t('home.subscription.manage')}</Link>
        )
      }
    >
      {user.profileEndDate && (
        <p>{t('subscription.until', { date: formatIsoDate(user.profileEndDate, false) })}</p>
      )}
    </Tile>
  );
}
