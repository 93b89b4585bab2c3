import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';

/** Without a budget there is nothing to compare: say where budgets are made. */
export function NoBudget() {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('survey.noBudget')}
      description={t('survey.noBudget.description')}
      action={<Link to="/parameters/budgets">{t('survey.noBudget.link')}</Link>}
    />
  );
}
