import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../../../contract/dates';
import type { EcheanceDto } from '../../../contract/echeances-dto';
import { Amount } from '../../components/amount';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { Table, type Column } from '../../components/table';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../components/use-media-query';
import { EcheanceSortControls } from './echeances-sort-controls';
import {
  categoryNameOf,
  DEFAULT_ECHEANCE_SORT,
  sortEcheances,
  type EcheanceSort,
} from './echeances-sort';

interface EcheancesListProps {
  echeances: readonly EcheanceDto[];
  onEdit: (echeance: EcheanceDto) => void;
  onDelete: (echeances: EcheanceDto[]) => void;
}

/** The planned operations, sorted by a column, with selection and deletion of the selected. */
export function EcheancesList({ echeances, onEdit, onDelete }: EcheancesListProps) {
  const { t, i18n } = useTranslation();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const [sort, setSort] = useState<EcheanceSort>(DEFAULT_ECHEANCE_SORT);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const splitLabel = t('echeances.category.split');
  const shown = useMemo(
    () => sortEcheances(echeances, sort, i18n.language, splitLabel),
    [echeances, sort, i18n.language, splitLabel],
  );
  const chosen = shown.filter((echeance) => selected.has(echeance.idEcheance));
  const allChosen = chosen.length === shown.length;
  const toggle = (id: number) =>
    setSelected((ids) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const label = (echeance: EcheanceDto) =>
    echeance.payee.name || categoryNameOf(echeance, splitLabel);
  const money = (echeance: EcheanceDto) => (
    <Amount cents={echeance.amount} currency={echeance.account?.currency.abrv ?? 'EUR'} />
  );

  const columns: Column<EcheanceDto>[] = [
    {
      key: 'select',
      header: t('echeances.list.select'),
      render: (echeance) => (
        <input
          type="checkbox"
          className="field__checkbox"
          aria-label={t('echeances.list.selectNamed', { name: label(echeance) })}
          checked={selected.has(echeance.idEcheance)}
          onChange={() => toggle(echeance.idEcheance)}
        />
      ),
    },
    {
      key: 'date',
      priority: 'essential',
      header: t('echeances.column.date'),
      render: (e) => (e.date ? formatIsoDate(e.date, small) : t('echeances.list.ended')),
    },
    {
      key: 'payee',
      priority: 'essential',
      header: t('echeances.column.payee'),
      render: (e) => e.payee.name,
    },
    {
      key: 'category',
      header: t('echeances.column.category'),
      render: (e) => categoryNameOf(e, splitLabel),
    },
    {
      key: 'amount',
      priority: 'essential',
      header: t('echeances.column.amount'),
      align: 'end',
      render: money,
    },
    {
      key: 'frequency',
      header: t('echeances.column.frequency'),
      render: (e) => t(`echeances.frequency.${e.frequency}`),
    },
    { key: 'account', header: t('echeances.column.account'), render: accountCell(t) },
    {
      key: 'actions',
      priority: 'essential',
      header: t('echeances.list.actions'),
      align: 'end',
      render: (echeance) => (
        <Button
          variant="link"
          onClick={() => onEdit(echeance)}
          aria-label={t('echeances.list.editNamed', { name: label(echeance) })}
        >
          {t('echeances.list.edit')}
        </Button>
      ),
    },
  ];

  return (
    <div className="echeances-list">
      <div className="parameters-list__toolbar">
        <EcheanceSortControls sort={sort} onChange={setSort} />
        <Checkbox
          label={t('echeances.list.selectAll')}
          checked={allChosen}
          onChange={(e) =>
            setSelected(new Set(e.target.checked ? shown.map((x) => x.idEcheance) : []))
          }
        />
        <Button variant="danger" disabled={chosen.length === 0} onClick={() => onDelete(chosen)}>
          {t('echeances.list.delete', { count: chosen.length })}
        </Button>
      </div>
      <Table
        caption={t('echeances.list.caption', { count: shown.length })}
        columns={columns}
        rows={shown}
        rowKey={(echeance) => echeance.idEcheance}
        smallScreen="stack"
        paginated
      />
    </div>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** The account, the destination of a transfer, and whether it saves itself. */
const accountCell = (t: Translate) => (echeance: EcheanceDto) => {
  const from = echeance.account?.name ?? t('echeances.list.noAccount');
  const name = echeance.toAccount
    ? t('echeances.list.transfer', { from, to: echeance.toAccount.name })
    : from;
  return echeance.autoSave ? t('echeances.list.autoSaved', { name }) : name;
};
