import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import './forecast.css';

export const FORECAST_VIEWS = ['/previsionnel/threeMonths', '/previsionnel/month'] as const;

const TITLE_KEYS: Record<(typeof FORECAST_VIEWS)[number], string> = {
  '/previsionnel/threeMonths': 'screen.previsionnel.threeMonths',
  '/previsionnel/month': 'screen.previsionnel.month',
};

/** Tabs between the two forecast views (001 §2), so one leads to the other. */
export function ForecastTabs() {
  const { t } = useTranslation();
  return (
    <nav className="forecast-tabs" aria-label={t('forecast.tabs')}>
      <ul>
        {FORECAST_VIEWS.map((path) => (
          <li key={path}>
            <NavLink to={path}>{t(TITLE_KEYS[path])}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
