import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sharedKeywords } from '../../../contract/payee-keywords';
import type { PayeeDto } from '../../../contract/payees';
import { comparisonKey } from '../../../contract/text';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { EmptyState } from '../../components/empty-state';
import { matchesSearch } from '../../components/search-text';
import { Table, type Column } from '../../components/table';
import { TextField } from '../../components/text-field';
import { categoryLabel } from './payee-labels';

interface PayeeListProps {
  payees: readonly PayeeDto[];
  onDetails: (payee: PayeeDto) => void;
  onEdit: (payee: PayeeDto) => void;
  onDelete: (payees: PayeeDto[]) => void;
}

const matches = (payee: PayeeDto, query: string) =>
  !query.trim() || [payee.name, ...payee.keywords].some((text) => matchesSearch(text, query));

/** The payees with search, selection (all, invert) and deletion of the selected ones. */
export function PayeeList({ payees, onDetails, onEdit, onDelete }: PayeeListProps) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const shown = useMemo(
    () =>
      payees
        .filter((payee) => matches(payee, query))
        .sort((a, b) => a.name.localeCompare(b.name, i18n.language)),
    [payees, query, i18n.language],
  );
  const shared = useMemo(
    () => new Set(sharedKeywords(payees).map((entry) => comparisonKey(entry.keyword))),
    [payees],
  );
  const chosen = shown.filter((payee) => selected.has(payee.payeeId));
  const allChosen = shown.length > 0 && chosen.length === shown.length;

  const toggle = (id: number) =>
    setSelected((ids) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const selectAll = (on: boolean) => setSelected(new Set(on ? shown.map((p) => p.payeeId) : []));
  const invert = () =>
    setSelected(new Set(shown.filter((p) => !selected.has(p.payeeId)).map((p) => p.payeeId)));

  const columns: Column<PayeeDto>[] = [
    {
      key: 'select',
      header: t('payees.list.select'),
      render: (payee) => (
        <input
          type="checkbox"
          className="field__checkbox"
          aria-label={t('payees.list.selectNamed', { name: payee.name })}
          checked={selected.has(payee.payeeId)}
          onChange={() => toggle(payee.payeeId)}
        />
      ),
    },
    {
      key: 'name',
      priority: 'essential',
      header: t('payees.name'),
      render: (payee) => (
        <Button
          variant="link"
          onClick={() => onDetails(payee)}
          aria-label={t('payees.list.detailsNamed', { name: payee.name })}
        >
          {payee.name}
        </Button>
      ),
    },
    {
      key: 'keywords',
      header: t('payees.keywords'),
      render: (payee) => <Keywords keywords={payee.keywords} shared={shared} />,
    },
    {
      key: 'categories',
      header: t('payees.list.categories'),
      render: (payee) => (
        <span className="payee-categories">
          <span>{t('payees.list.debit', { name: categoryLabel(payee.debitCategory, t) })}</span>
          <span>{t('payees.list.credit', { name: categoryLabel(payee.creditCategory, t) })}</span>
        </span>
      ),
    },
    {
      key: 'actions',
      priority: 'essential',
      header: t('payees.list.actions'),
      align: 'end',
      render: (payee) => (
        <Button
          variant="link"
          onClick={() => onEdit(payee)}
          aria-label={t('payees.list.editNamed', { name: payee.name })}
        >
          {t('payees.list.edit')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <div className="parameters-list__toolbar">
        <TextField
          type="search"
          label={t('payees.list.search')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <Checkbox
          label={t('payees.list.selectAll')}
          checked={allChosen}
          onChange={(e) => selectAll(e.target.checked)}
          disabled={shown.length === 0}
        />
        <Button onClick={invert} disabled={shown.length === 0}>
          {t('payees.list.invert')}
        </Button>
        <Button variant="danger" disabled={chosen.length === 0} onClick={() => onDelete(chosen)}>
          {t('payees.list.delete', { count: chosen.length })}
        </Button>
      </div>
      {shown.length === 0 ? (
        <EmptyState title={t(payees.length === 0 ? 'payees.empty' : 'payees.list.noMatch')} />
      ) : (
        <Table
          caption={t('payees.list.caption', { count: shown.length })}
          columns={columns}
          rows={shown}
          rowKey={(payee) => payee.payeeId}
          smallScreen="stack"
          paginated
        />
      )}
    </>
  );
}

function Keywords({
  keywords,
  shared,
}: {
  keywords: readonly string[];
  shared: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  return (
    <span className="payee-keywords">
      {keywords.map((keyword) => {
        const flagged = shared.has(comparisonKey(keyword));
        return (
          <span
            key={keyword}
            className={flagged ? 'payee-keyword payee-keyword--shared' : 'payee-keyword'}
            title={flagged ? t('payee.keyword.shared') : undefined}
          >
            {keyword}
            {flagged && <span className="sr-only"> ({t('payees.keywords.sharedShort')})</span>}
            {flagged && <span aria-hidden="true"> ⚠</span>}
          </span>
        );
      })}
    </span>
  );
}
