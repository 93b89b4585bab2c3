import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentState, SubscriptionDetails } from '../../../contract/subscriptions';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ConfirmModal } from '../../components/confirm-modal';
import { errorMessageKey } from '../../lib/messages';
import { useAuth } from '../auth/use-auth';
import { useSubscriptionFormat } from './subscription-format';
import { useCancelSubscription } from './use-subscriptions';

/** The version held, each live subscription with its next billing day, and its cancellation. */
export function SubscriptionStatus({
  state,
  profileName,
}: {
  state: PaymentState;
  profileName: string;
}) {
  const { t } = useTranslation();
  const live = state.subscriptions.filter((sub) => sub.live);
  const version = state.types[0] ?? (profileName === 'USER' ? 'STANDARD' : 'FREE_PREMIUM');
  return (
    <div className="subscription-status">
      <p>
        {t('subscription.version')} <strong>{t(`subscription.type.${version}`)}</strong>
      </p>
      {live.map((sub) => (
        <LiveSubscription key={sub.subscriptionId} sub={sub} />
      ))}
      {state.blockedUntil && live.length === 0 && (
        <Alert variant="info">{t('param.modal.version.pending-subscr')}</Alert>
      )}
    </div>
  );
}

function LiveSubscription({ sub }: { sub: SubscriptionDetails }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const format = useSubscriptionFormat();
  const cancel = useCancelSubscription(user?.idUser ?? 0);
  const [asking, setAsking] = useState(false);
  const active = sub.status === 'ACTIVE';
  return (
    <div className="subscription-status__item">
      <p>
        {sub.paymentMode ? t(`version.option.${sub.paymentMode}`) : sub.type} —{' '}
        {format.price(sub.amount)}
      </p>
      {active ? (
        <p>{t('subscription.nextBilling', { date: format.date(sub.nextBillingDate) })}</p>
      ) : (
        <p>{t('subscription.endsAt', { date: format.date(sub.endsAt) })}</p>
      )}
      {cancel.isError && <Alert variant="danger">{t(errorMessageKey(cancel.error))}</Alert>}
      {active && (
        <Button variant="danger" onClick={() => setAsking(true)}>
          {t('subscription.cancel')}
        </Button>
      )}
      <ConfirmModal
        open={asking}
        title={t('subscription.cancel.title')}
        message={t('subscription.cancel.message', { date: format.date(sub.nextBillingDate) })}
        confirmLabel={t('subscription.cancel.confirm')}
        danger
        loading={cancel.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => cancel.mutate(sub.subscriptionId, { onSettled: () => setAsking(false) })}
      />
    </div>
  );
}
