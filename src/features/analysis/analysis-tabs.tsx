import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import './analysis.css';

export const ANALYSIS_TABS = [
  'category',
  'movement',
  'accountsFluctuation',
  'categoriesFluctuation',
  'incomeExpense',
  'patrimony',
] as const;

/** The tabs across the analysis screens (002 §2); the filter in the URL goes along. */
export function AnalysisTabs() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <nav className="analysis-tabs" aria-label={t('analysis.tabs')}>
      <ul>
        {ANALYSIS_TABS.map((tab) => (
          <li key={tab}>
            <NavLink to={`/analysis/${tab}${tab === 'patrimony' ? '' : search}`}>
              {t(`menu.analysis.${tab}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
