import type { SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { shareOneCurrency, type OperationDto } from '../../../../contract/operations-dto';
import { SEARCH_ALL } from '../../../../contract/operations-search';
import { Table, type Column } from '../../../components/table';
import { TablePagination, type TablePageSize } from '../../../components/table-pagination';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../../components/use-media-query';
import { amountCell, categoryCell, dateCell, typeCell } from '../operation-cells';
import type { SearchPageSize } from './search-filters';

interface SearchResultsProps {
  operations: readonly OperationDto[];
  count: number;
  /** From 1. */
  page: number;
  size: SearchPageSize;
  simplified: boolean;
  onPage: (page: number) => void;
  onSize: (size: SearchPageSize) => void;
}

/** One page of results, paged by the server; the running balance when one currency only. */
export function SearchResults({
  operations,
  count,
  page,
  size,
  simplified,
  ...on
}: SearchResultsProps) {
  const { t, i18n } = useTranslation();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const perPage = size === SEARCH_ALL ? Math.max(count, 1) : size;
  const amount = (cents: number, op: OperationDto) =>
    amountCell(cents, op.account.currency.symb, i18n.language);
  const withBalance = shareOneCurrency(operations) && operations.every((op) => op.balance !== null);

  const columns: Column<OperationDto>[] = [
    { key: 'date', header: t('search.column.date'), render: (op) => dateCell(op.date, small) },
    ...(simplified
      ? []
      : [
          {
            key: 'account',
            header: t('search.column.account'),
            render: (op: OperationDto) => op.account.name,
          },
          {
            key: 'type',
            header: t('search.column.type'),
            render: (op: OperationDto) => typeCell(op, t),
          },
        ]),
    { key: 'payee', header: t('search.column.payee'), render: (op) => op.payee.name },
    { key: 'category', header: t('search.column.category'), render: (op) => categoryCell(op, t) },
    {
      key: 'memo',
      header: t('search.column.memo'),
      render: (op) => op.memo,
    },
    {
      key: 'amount',
      header: t('search.column.amount'),
      align: 'end',
      render: (op) => amount(op.amount, op),
    },
    ...(withBalance
      ? [
          {
            key: 'balance',
            header: t('search.column.balance'),
            align: 'end' as const,
            render: (op: OperationDto) => amount(op.balance ?? 0, op),
          },
        ]
      : []),
  ];

  const pagination = {
    size: size as TablePageSize,
    page: page - 1,
    pageCount: Math.max(1, Math.ceil(count / perPage)),
    total: count,
    start: (page - 1) * perPage,
    visible: operations as unknown[],
    setSize: (next: TablePageSize) => on.onSize(next),
    setPage: (next: SetStateAction<number>) =>
      on.onPage((typeof next === 'function' ? next(page - 1) : next) + 1),
  };

  return (
    <div className="search-results">
      <Table
        caption={t('search.results.caption')}
        captionHidden
        columns={columns}
        rows={operations}
        rowKey={(op) => op.operationId}
        smallScreen="stack"
      />
      <TablePagination pagination={pagination} />
    </div>
  );
}
