import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

/** Table page sizes (spec 000 §9). */
export const TABLE_PAGE_SIZES = [10, 15, 25, 50, 100, 'all'] as const;
export type TablePageSize = (typeof TABLE_PAGE_SIZES)[number];
export const DEFAULT_TABLE_PAGE_SIZE: TablePageSize = 25;

/** The rows of the current page; the page is kept within range as rows come and go. */
export function usePagination<T>(rows: readonly T[], initialSize: TablePageSize) {
  const [size, setSize] = useState<TablePageSize>(initialSize);
  const [page, setPage] = useState(0);
  const perPage = size === 'all' ? Math.max(rows.length, 1) : size;
  const pageCount = Math.max(1, Math.ceil(rows.length / perPage));
  const current = Math.min(page, pageCount - 1);
  const start = current * perPage;
  return {
    size,
    page: current,
    pageCount,
    total: rows.length,
    start,
    visible: rows.slice(start, start + perPage),
    setSize: (next: TablePageSize) => {
      setSize(next);
      setPage(0);
    },
    setPage,
  };
}

type Pagination = ReturnType<typeof usePagination>;

/** Page size, "n–m of total", previous and next. */
export function TablePagination({ pagination }: { pagination: Pagination }) {
  const { t } = useTranslation();
  const sizeId = useId();
  const { size, page, pageCount, total, start, visible } = pagination;
  const range = t('ui.table.range', {
    from: total === 0 ? 0 : start + 1,
    to: start + visible.length,
    total,
  });
  return (
    <div className="table-pagination">
      <div className="table-pagination__size">
        <label htmlFor={sizeId}>{t('ui.table.pageSize')}</label>
        <select
          id={sizeId}
          className="field__control field__select"
          value={String(size)}
          onChange={(event) => pagination.setSize(toPageSize(event.target.value))}
        >
          {TABLE_PAGE_SIZES.map((option) => (
            <option key={option} value={String(option)}>
              {option === 'all' ? t('ui.table.pageSize.all') : option}
            </option>
          ))}
        </select>
      </div>
      <p className="table-pagination__range" aria-live="polite">
        {range}
      </p>
      <div className="table-pagination__pages">
        <button
          type="button"
          className="table-pagination__button"
          aria-label={t('ui.table.previous')}
          disabled={page === 0}
          onClick={() => pagination.setPage(page - 1)}
        >
          <ChevronLeftIcon />
        </button>
        <button
          type="button"
          className="table-pagination__button"
          aria-label={t('ui.table.next')}
          disabled={page >= pageCount - 1}
          onClick={() => pagination.setPage(page + 1)}
        >
          <ChevronRightIcon />
        </button>
      </div>
    </div>
  );
}

const toPageSize = (value: string): TablePageSize =>
  TABLE_PAGE_SIZES.find((option) => String(option) === value) ?? DEFAULT_TABLE_PAGE_SIZE;
