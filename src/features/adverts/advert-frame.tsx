import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdvertLocation } from '../../../contract/adverts';
import * as advertsApi from '../../../contract/endpoints/adverts';
import { callEndpoint, endpointUrl } from '../../lib/api';
import { asLanguage } from '../../lib/language';
import './adverts.css';

/** The advert frame of a location (GET /api/publicidea/{location}.html), only when it has offers. */
export function AdvertFrame({ location }: { location: AdvertLocation }) {
  const offers = useQuery({
    queryKey: ['adverts', 'count', location],
    queryFn: () => callEndpoint(advertsApi.countAdverts, { params: { location } }),
  });
  return offers.data?.count ? <OffersFrame location={location} /> : null;
}

/**
 * The frame in its labelled region. `sandbox` without allow-scripts nor allow-same-origin: even a page that slipped a script in could not run it, nor
 * reach the app's cookies or storage. Links may open the partner's site in a new tab.
 */
function OffersFrame({ location }: { location: AdvertLocation }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.resolvedLanguage);
  return (
    <aside aria-label={t('adverts.frame.title')}>
      <iframe
        className="advert-frame"
        title={t('adverts.frame.title')}
        src={endpointUrl(advertsApi.showAdvertFrame, { params: { location }, query: { language } })}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="no-referrer"
        loading="lazy"
      />
    </aside>
  );
}
