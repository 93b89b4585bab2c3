import { useTranslation } from 'react-i18next';
import type { OperationDto } from '../../../../contract/operations-dto';
import { Button } from '../../../components/button';

interface SelectionBarProps {
  operations: readonly OperationDto[];
  selected: ReadonlySet<number>;
  onSelectAll: (all: boolean) => void;
  onDelete: () => void;
}

/** Selects every line of the period, tells how many are selected, deletes them. */
export function SelectionBar({ operations, selected, onSelectAll, onDelete }: SelectionBarProps) {
  const { t } = useTranslation();
  const all = operations.length > 0 && selected.size === operations.length;
  return (
    <div className="operations-selection">
      <label className="operations-selection__all">
        <input
          type="checkbox"
          className="field__checkbox"
          checked={all}
          onChange={(event) => onSelectAll(event.target.checked)}
        />
        {t('operations.list.selectAll')}
      </label>
      <span aria-live="polite">{t('operations.list.selected', { count: selected.size })}</span>
      <Button variant="danger" disabled={selected.size === 0} onClick={onDelete}>
        {t('operations.list.deleteSelected')}
      </Button>
    </div>
  );
}
