import { useTranslation } from 'react-i18next';
import type { AutoSavePlanDto } from '../../../contract/echeance-settings';
import { formatIsoDate } from '../../../contract/dates';
import { Amount } from '../../components/amount';
import { EmptyState } from '../../components/empty-state';
import { Table, type Column } from '../../components/table';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../components/use-media-query';

/** The planned operations that save themselves, the next to be saved first. */
export function AutoSavePlansTable({ plans }: { plans: readonly AutoSavePlanDto[] }) {
  const { t } = useTranslation();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  if (plans.length === 0) return <EmptyState title={t('echeanceSettings.autoSave.empty')} />;
  const columns: Column<AutoSavePlanDto>[] = [
    {
      key: 'nextDate',
      priority: 'essential',
      header: t('echeanceSettings.column.nextDate'),
      render: (plan) =>
        plan.nextDate ? formatIsoDate(plan.nextDate, small) : t('echeanceSettings.nextDate.none'),
    },
    {
      key: 'label',
      priority: 'essential',
      header: t('echeanceSettings.column.label'),
      render: (plan) => plan.payeeName ?? plan.memo ?? t('echeanceSettings.label.none'),
    },
    {
      key: 'account',
      header: t('echeanceSettings.column.account'),
      render: (plan) =>
        plan.toAccountName
          ? t('echeanceSettings.transfer', { from: plan.accountName, to: plan.toAccountName })
          : plan.accountName,
    },
    {
      key: 'frequency',
      header: t('echeanceSettings.column.frequency'),
      render: (plan) => t(`echeanceSettings.frequency.${plan.frequency}`),
    },
    {
      key: 'amount',
      priority: 'essential',
      header: t('echeanceSettings.column.amount'),
      align: 'end',
      render: (plan) => <Amount cents={plan.amount} currency={plan.currency} />,
    },
  ];
  return (
    <Table
      caption={t('echeanceSettings.autoSave.caption', { count: plans.length })}
      columns={columns}
      rows={plans}
      rowKey={(plan) => plan.id}
      smallScreen="stack"
      paginated
    />
  );
}
