import { useTranslation } from 'react-i18next';
import type { AccountSummary } from '../../../contract/accounts-summary';
import type { BooksImportPreview } from '../../../contract/books-import';
import { formatIsoDate } from '../../../contract/dates';
import { Amount } from '../../components/amount';
import { Table, type Column } from '../../components/table';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../components/use-media-query';

type PreviewAccount = BooksImportPreview['accounts'][number];

const COUNTS = [
  'newCategories',
  'newPayees',
  'newTags',
  'plannedOperations',
  'budgetGoals',
] as const;

/** What the import will bring; for each account, where it goes (a new one, or one of the person's). */
export function BooksPreview({
  preview,
  accounts,
  choices,
  onChoose,
}: {
  preview: BooksImportPreview;
  accounts: readonly AccountSummary[];
  choices: Record<string, number | null>;
  onChoose: (key: string, accountId: number | null) => void;
}) {
  const { t } = useTranslation();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const targetOf = (row: PreviewAccount) =>
    row.key in choices ? choices[row.key] : row.existingAccountId;
  const columns: Column<PreviewAccount>[] = [
    {
      key: 'name',
      header: t('booksImportScreen.col.account'),
      render: (row) => row.name,
      priority: 'essential',
    },
    {
      key: 'operations',
      header: t('booksImportScreen.col.operations'),
      render: (row) => row.operations,
      align: 'end',
    },
    {
      key: 'balance',
      header: t('booksImportScreen.col.balance'),
      render: (row) => <Amount cents={row.balance} currency={row.currency} />,
      align: 'end',
    },
    {
      key: 'into',
      header: t('booksImportScreen.col.into'),
      priority: 'essential',
      render: (row) => (
        <select
          aria-label={t('booksImportScreen.into', { name: row.name })}
          className="field__control field__select"
          value={targetOf(row) ?? ''}
          onChange={(event) =>
            onChoose(row.key, event.target.value ? Number(event.target.value) : null)
          }
        >
          <option value="">{t('booksImportScreen.newAccount')}</option>
          {accounts
            .filter((a) => a.currency.abrv === row.currency)
            .map((a) => (
              <option key={a.accountId} value={a.accountId}>
                {a.bank.name} – {a.name}
              </option>
            ))}
        </select>
      ),
    },
  ];
  return (
    <div className="books-import__preview">
      <p>
        {t('booksImportScreen.from', { source: t(`booksImport.source.${preview.source}`) })}{' '}
        {preview.firstDate &&
          preview.lastDate &&
          t('booksImportScreen.period', {
            from: formatIsoDate(preview.firstDate, small),
            to: formatIsoDate(preview.lastDate, small),
          })}
      </p>
      <Table
        caption={t('booksImportScreen.accounts')}
        columns={columns}
        rows={preview.accounts}
        rowKey={(row) => row.key}
        rowLabel={(row) => row.name}
        smallScreen="stack"
      />
      <ul className="import-presentation__list">
        {COUNTS.filter((count) => preview[count] > 0).map((count) => (
          <li key={count}>{t(`booksImportScreen.count.${count}`, { count: preview[count] })}</li>
        ))}
        {preview.alreadyThere > 0 && (
          <li>{t('booksImportScreen.alreadyThere', { count: preview.alreadyThere })}</li>
        )}
      </ul>
      {preview.notBrought.length > 0 && (
        <>
          <p className="settings-form__label">{t('booksImportScreen.notBrought')}</p>
          <ul className="import-presentation__list">
            {preview.notBrought.map((item, index) => {
              const what = t(`booksImport.notBrought.${item.kind}`);
              const line = item.detail
                ? 'booksImportScreen.notBroughtDetail'
                : 'booksImportScreen.notBroughtCount';
              return (
                <li key={`${item.kind}-${index}`}>
                  {t(line, { what, count: item.count, detail: item.detail })}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
