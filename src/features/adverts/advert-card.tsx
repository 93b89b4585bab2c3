import { useTranslation } from 'react-i18next';
import type { AdvertDto } from '../../../contract/adverts';
import { Button } from '../../components/button';

/**
 * One partner offer of the comparator; the link opens the partner's site in a new tab. The logo
 * is left out: the app's CSP keeps images to its own origin (logos show in the sandboxed frames).
 */
export function AdvertCard({ advert, onMoreInfo }: { advert: AdvertDto; onMoreInfo: () => void }) {
  const { t } = useTranslation();
  return (
    <li className="advert-card">
      <div className="advert-card__body">
        <h3 className="advert-card__name">{advert.name}</h3>
        {advert.desc && <p className="advert-card__desc">{advert.desc}</p>}
        <div className="advert-card__actions">
          <a
            className="button button--primary"
            href={advert.url}
            target="_blank"
            rel="noopener noreferrer sponsored"
          >
            {t('adverts.visit')}
            <span className="sr-only"> {t('adverts.visitNamed', { name: advert.name })}</span>
          </a>
          <Button variant="link" onClick={onMoreInfo}>
            {t('adverts.moreInfo')}
          </Button>
        </div>
      </div>
    </li>
  );
}
