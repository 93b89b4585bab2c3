import { useTranslation } from 'react-i18next';
import {
  BI_IMPORTER_TYPES,
  BI_SETUP_DAYS_BACK,
  type BiImporterDto,
  type BiImporterType,
} from '../../../contract/bi';
import type { AccountSummary } from '../../../contract/accounts-summary';
import { Button } from '../../components/button';
import { DateInput } from '../../components/date-input';
import { Select } from '../../components/select';
import { daysBack, IGNORE, type ImporterRow } from './importer-rows';

interface ImporterRowFieldsProps {
  dto: BiImporterDto;
  row: ImporterRow;
  accounts: readonly AccountSummary[];
  /** Translated mark of the row's target, or of its date for a missing date. */
  error?: { text: string; onDate: boolean };
  onChange: (row: ImporterRow) => void;
}

/** One bank account of the sync modal: its local account, how it is imported and from when. */
export function ImporterRowFields({ dto, row, accounts, error, onChange }: ImporterRowFieldsProps) {
  const { t } = useTranslation();
  const name = [dto.name, dto.number].filter(Boolean).join(' · ');
  const ignored = row.target === '' || row.target === IGNORE;
  const targets = [
    { value: IGNORE, label: t('bi.screens.modal.ignore') },
    ...accounts.map((a) => ({ value: String(a.accountId), label: `${a.name} (${a.bank.name})` })),
  ];
  return (
    <fieldset className="bi-row" aria-label={name}>
      <legend className="bi-row__name">
        {name} <span className="bi-row__bank">{dto.bankName}</span>
      </legend>
      <Select
        label={t('bi.screens.modal.target')}
        placeholder={t('bi.screens.modal.target.choose')}
        options={targets}
        value={row.target}
        error={error && !error.onDate ? error.text : undefined}
        onChange={(event) => onChange({ ...row, target: event.target.value })}
      />
      {!ignored && (
        <Select
          label={t('bi.screens.modal.type')}
          options={BI_IMPORTER_TYPES.map((type) => ({
            value: type,
            label: t(`bi.screens.type.${type}`),
          }))}
          value={row.type}
          onChange={(event) => onChange({ ...row, type: event.target.value as BiImporterType })}
        />
      )}
      {!ignored && row.type === 'FROM_DATE' && (
        <div className="bi-row__date">
          <DateInput
            label={t('bi.screens.modal.date')}
            value={row.date}
            error={error?.onDate ? error.text : undefined}
            onChange={(date) => onChange({ ...row, date })}
          />
          <span className="bi-row__days">
            {BI_SETUP_DAYS_BACK.map((days) => (
              <Button
                key={days}
                variant="link"
                onClick={() => onChange({ ...row, date: daysBack(days) })}
              >
                {t('bi.screens.modal.daysBack', { count: days })}
              </Button>
            ))}
          </span>
        </div>
      )}
    </fieldset>
  );
}
