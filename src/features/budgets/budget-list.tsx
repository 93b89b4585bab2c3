import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BudgetDto } from '../../../contract/budgets';
import { formatIsoDate } from '../../../contract/dates';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Table, type Column } from '../../components/table';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../components/use-media-query';
import './budgets.css';

interface BudgetListProps {
  budgets: readonly BudgetDto[];
  onEdit: (budget: BudgetDto) => void;
  onDelete: (budgets: readonly BudgetDto[]) => void;
  onFavorite: (budget: BudgetDto) => void;
}

/** The budgets, the favourite first; select some to delete them together. */
export function BudgetList({ budgets, onEdit, onDelete, onFavorite }: BudgetListProps) {
  const { t } = useTranslation();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  if (budgets.length === 0) return <EmptyState title={t('budgets.empty')} />;
  const chosen = budgets.filter((budget) => selected.has(budget.accountId));
  const toggle = (id: number) =>
    setSelected((ids) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const columns: Column<BudgetDto>[] = [
    {
      key: 'select',
      header: t('budgets.column.select'),
      render: (budget) => (
        <input
          type="checkbox"
          className="field__checkbox"
          aria-label={t('budgets.selectNamed', { name: budget.name })}
          checked={selected.has(budget.accountId)}
          onChange={() => toggle(budget.accountId)}
        />
      ),
    },
    {
      key: 'name',
      priority: 'essential',
      header: t('budgets.column.name'),
      render: (budget) => budget.name,
    },
    {
      key: 'startDate',
      header: t('budgets.column.startDate'),
      render: (budget) => formatIsoDate(budget.startDate, small),
    },
    {
      key: 'accounts',
      header: t('budgets.column.accounts'),
      render: (budget) => budget.accounts.map((account) => account.name).join(', '),
    },
    {
      key: 'favorite',
      header: t('budgets.column.favorite'),
      render: (budget) => <FavoriteCell budget={budget} onFavorite={onFavorite} />,
    },
    {
      key: 'actions',
      priority: 'essential',
      header: t('budgets.column.actions'),
      align: 'end',
      render: (budget) => (
        <span className="parameters-list__actions budgets-actions">
          <Button
            variant="link"
            onClick={() => onEdit(budget)}
            aria-label={t('budgets.editNamed', { name: budget.name })}
          >
            {t('budgets.editShort')}
          </Button>
          <Button
            variant="link"
            onClick={() => onDelete([budget])}
            aria-label={t('budgets.deleteNamed', { name: budget.name })}
          >
            {t('budgets.deleteShort')}
          </Button>
        </span>
      ),
    },
  ];
  return (
    <>
      {chosen.length > 0 && (
        <div className="parameters-list__toolbar">
          <span role="status">{t('budgets.selection', { count: chosen.length })}</span>
          <Button variant="danger" onClick={() => onDelete(chosen)}>
            {t('budgets.deleteSelected')}
          </Button>
        </div>
      )}
      <Table
        caption={t('budgets.caption', { count: budgets.length })}
        columns={columns}
        rows={budgets}
        rowKey={(budget) => budget.accountId}
        smallScreen="stack"
        paginated
      />
    </>
  );
}

function FavoriteCell({
  budget,
  onFavorite,
}: {
  budget: BudgetDto;
  onFavorite: (budget: BudgetDto) => void;
}) {
  const { t } = useTranslation();
  if (budget.favorite) {
    return (
      <span>
        <span aria-hidden="true">★ </span>
        {t('budgets.favorite')}
      </span>
    );
  }
  return (
    <Button
      variant="link"
      className="budgets-favorite"
      onClick={() => onFavorite(budget)}
      aria-label={t('budgets.favoriteNamed', { name: budget.name })}
    >
      <span aria-hidden="true">☆</span>
    </Button>
  );
}
