import { useTranslation } from 'react-i18next';
import { Select } from '../../components/select';
import { ECHEANCE_SORT_KEYS, type EcheanceSort, type EcheanceSortKey } from './echeances-sort';

interface EcheanceSortControlsProps {
  sort: EcheanceSort;
  onChange: (sort: EcheanceSort) => void;
}

/** The column the list is sorted by and the direction; the same on phones, where the table's
 *  headers are not shown. */
export function EcheanceSortControls({ sort, onChange }: EcheanceSortControlsProps) {
  const { t } = useTranslation();
  return (
    <div className="echeances-sort">
      <Select
        label={t('echeances.sort.by')}
        value={sort.key}
        onChange={(e) => onChange({ ...sort, key: e.target.value as EcheanceSortKey })}
        options={ECHEANCE_SORT_KEYS.map((key) => ({
          value: key,
          label: t(`echeances.column.${key}`),
        }))}
      />
      <Select
        label={t('echeances.sort.direction')}
        value={sort.ascending ? 'asc' : 'desc'}
        onChange={(e) => onChange({ ...sort, ascending: e.target.value === 'asc' })}
        options={[
          { value: 'asc', label: t('echeances.sort.asc') },
          { value: 'desc', label: t('echeances.sort.desc') },
        ]}
      />
    </div>
  );
}
