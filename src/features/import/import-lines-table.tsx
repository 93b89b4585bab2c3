import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../../../contract/dates';
import type { ImportLineDto, ImportReportDto } from '../../../contract/import';
import { formatCents } from '../../../contract/money';
import { amountClass } from '../../components/amount';
import { Table, type Column } from '../../components/table';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../components/use-media-query';
import { LineActions } from './line-actions';
import { explainLine } from './match-explanation';

interface ImportLinesTableProps {
  report: ImportReportDto;
  selected: ReadonlySet<number>;
  onSelect: (importedOperationId: number, selected: boolean) => void;
  onEdit: (line: ImportLineDto) => void;
}

/** The report's lines, page by page (a file of 10,000 lines stays usable). */
export function ImportLinesTable({ report, selected, onSelect, onEdit }: ImportLinesTableProps) {
  const { t, i18n } = useTranslation();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const currency = report.account?.currency ?? report.currency ?? 'EUR';
  const money = (cents: number) => formatCents(cents, currency, i18n.language);
  const date = (iso: string) => formatIsoDate(iso, small);
  const named = (line: ImportLineDto) => `${date(line.date)} ${line.label}`;
  const columns: Column<ImportLineDto>[] = [
    {
      key: 'select',
      header: t('importScreen.lines.select'),
      render: (line) => (
        <input
          type="checkbox"
          className="field__checkbox"
          aria-label={t('importScreen.lines.select.named', { line: named(line) })}
          checked={selected.has(line.importedOperationId)}
          disabled={line.alreadyImported}
          onChange={(event) => onSelect(line.importedOperationId, event.target.checked)}
        />
      ),
    },
    { key: 'date', header: t('importScreen.lines.date'), render: (line) => date(line.date) },
    {
      key: 'label',
      header: t('importScreen.lines.label'),
      render: (line) => (
        <span className="import-line__label">
          {line.label}
          {line.memo && <span className="import-line__memo">{line.memo}</span>}
          {line.notes.map((note) => (
            <span key={note.code} className="import-line__note">
              {t(note.code, { written: note.written })}
            </span>
          ))}
        </span>
      ),
    },
    {
      key: 'payee',
      header: t('importScreen.lines.payeeCategory'),
      render: (line) => (
        <span className="import-line__label">
          {line.payee?.name ?? '—'}
          <span className="import-line__memo">{line.category?.name ?? '—'}</span>
        </span>
      ),
    },
    {
      key: 'amount',
      header: t('importScreen.lines.amount'),
      align: 'end',
      render: (line) => (
        <span className={`import-line__amount ${amountClass(line.amount) ?? ''}`}>
          {money(line.amount)}
        </span>
      ),
    },
    {
      key: 'match',
      header: t('importScreen.lines.match'),
      render: (line) => <MatchCell line={line} money={money} small={small} />,
    },
    {
      key: 'actions',
      header: t('importScreen.lines.actions'),
      render: (line) => (
        <LineActions
          importId={report.importReportId}
          line={line}
          named={named(line)}
          onEdit={onEdit}
        />
      ),
    },
  ];
  return (
    <div className="import-lines">
      <Table
        caption={t('importScreen.lines.caption', { count: report.operations.length })}
        columns={columns}
        rows={report.operations}
        rowKey={(line) => line.importedOperationId}
        rowClassName={(line) => (line.alreadyImported ? 'import-line--imported' : undefined)}
        smallScreen="stack"
        paginated
        initialPageSize={50}
      />
    </div>
  );
}

function MatchCell({
  line,
  money,
  small,
}: {
  line: ImportLineDto;
  money: (cents: number) => string;
  small: boolean;
}) {
  const { t } = useTranslation();
  const reasons = explainLine(line, t, small);
  const operation = line.operation;
  if (reasons.length === 0 && !line.alreadyImported) return t('importScreen.lines.new');
  return (
    <span className="import-line__match">
      {line.alreadyImported && reasons.length === 0 && (
        <strong>{t('importScreen.lines.imported')}</strong>
      )}
      {reasons.map((reason) => (
        <span key={reason}>{reason}</span>
      ))}
      {operation && (
        <span className="import-line__operation">
          {t('importScreen.lines.operation', {
            date: formatIsoDate(operation.date, small),
            label: operation.label || '—',
            amount: money(operation.amount),
          })}
        </span>
      )}
    </span>
  );
}
