import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProfileName } from '../../../contract/access';
import { QueryGate } from '../../components/query-gate';
import { useAuth } from '../auth/use-auth';
import { SubscriptionStatus } from './subscription-status';
import { usePaymentState } from './use-subscriptions';
import './subscriptions.css';

/** The subscription part of /parameters: status, next billing day, cancellation, the offer. */
export function SubscriptionSection() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const state = usePaymentState();
  const profileName = user?.profile.name ?? ProfileName.user;
  return (
    <QueryGate queries={[state]}>
      {() => (
        <>
          <SubscriptionStatus state={state.data!} profileName={profileName} />
          {profileName === ProfileName.user && (
            <Link to="/upgrade">{t('subscription.upgrade')}</Link>
          )}
        </>
      )}
    </QueryGate>
  );
}
