import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ProfileName } from '../../../contract/access';
import { PAYMENT_MODES, type PaymentMode } from '../../../contract/subscriptions';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { QueryGate } from '../../components/query-gate';
import { errorMessageKey } from '../../lib/messages';
import { useAuth } from '../auth/use-auth';
import { SubscriptionStatus } from './subscription-status';
import { DiscoveryCard } from './discovery-card';
import { usePaymentButtons, usePaymentState, useSubscribe } from './use-subscriptions';
import { useSubscriptionFormat } from './subscription-format';
import './subscriptions.css';

const isMode = (value: string | null): value is PaymentMode =>
  (PAYMENT_MODES as readonly string[]).includes(value ?? '');

/** /upgrade: the offers, the payment through the provider, and what came back from it. */
export default function UpgradePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const state = usePaymentState();
  const buttons = usePaymentButtons();
  const returned = search.get('payment');
  return (
    <>
      <PageHeader title={t('screen.upgrade')} description={t('upgrade.description')} />
      {returned === 'approved' && (
        <Alert variant="success" title={t('upgrade.approved.title')}>
          {t('upgrade.approved.text')}{' '}
          <Link to="/parameters/tags">{t('upgrade.approved.tags')}</Link>
        </Alert>
      )}
      {returned === 'cancelled' && <Alert variant="info">{t('upgrade.cancelled')}</Alert>}
      <QueryGate queries={[state, buttons]}>
        {() => <Offers initial={search.get('option')} />}
      </QueryGate>
    </>
  );
}

function Offers({ initial }: { initial: string | null }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const state = usePaymentState().data!;
  const buttons = usePaymentButtons().data!;
  const format = useSubscriptionFormat();
  const subscribe = useSubscribe();
  const [mode, setMode] = useState<PaymentMode>(isMode(initial) ? initial : 'PREMIUM_MENSUEL');
  const premium = state.types.some(
    (type) => type.endsWith('_PREMIUM') && type !== 'DISCOVERY_PREMIUM',
  );
  const offers = buttons.filter((button) => button.type === 'PREMIUM');
  return (
    <div className="subscriptions-page">
      <Card title={t('upgrade.current')}>
        <SubscriptionStatus state={state} profileName={user?.profile.name ?? ProfileName.user} />
      </Card>
      {!premium && (
        <Card title={t('upgrade.offers')}>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              subscribe.mutate({ version: 'PREMIUM', versionOption: mode });
            }}
          >
            <fieldset className="subscriptions-page__offers">
              <legend>{t('upgrade.choose')}</legend>
              {offers.map((offer) => (
                <label key={offer.paymentMode} className="subscriptions-page__offer">
                  <input
                    type="radio"
                    name="paymentMode"
                    value={offer.paymentMode}
                    checked={mode === offer.paymentMode}
                    onChange={() => setMode(offer.paymentMode)}
                  />
                  <span>
                    <strong>{t(`version.option.${offer.paymentMode}`)}</strong>{' '}
                    {t(offer.annual ? 'upgrade.price.year' : 'upgrade.price.month', {
                      price: format.price(offer.amount),
                    })}
                  </span>
                </label>
              ))}
            </fieldset>
            {subscribe.isError && (
              <Alert variant="danger">
                {t(errorMessageKey(subscribe.error, 'signup.paypal.process-error'))}
              </Alert>
            )}
            {state.sandbox && <p className="subscriptions-page__note">{t('upgrade.sandbox')}</p>}
            <Button type="submit" variant="primary" loading={subscribe.isPending}>
              {t('upgrade.subscribe')}
            </Button>
          </form>
        </Card>
      )}
      {state.discoveryAvailable && <DiscoveryCard />}
    </div>
  );
}
