import { useTranslation } from 'react-i18next';
import type { OperationDto } from '../../../contract/operations-dto';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';

interface SelectionBarProps {
  operations: readonly OperationDto[];
  selected: ReadonlySet<number>;
  onSelectAll: (on: boolean) => void;
  onDelete: () => void;
}

/** Select every line of the period, and delete the selected ones. */
export function SelectionBar({ operations, selected, onSelectAll, onDelete }: SelectionBarProps) {
  const { t } = useTranslation();
  const count = operations.filter((operation) => selected.has(operation.operationId)).length;
  return (
    <div className="operations-selection">
      <Checkbox
        label={t('operations.list.selectAll')}
        checked={count > 0 && count === operations.length}
        onChange={(event) => onSelectAll(event.target.checked)}
      />
      <Button variant="danger" disabled={count === 0} onClick={onDelete}>
        {t('operations.list.deleteSelection', { count })}
      </Button>
    </div>
  );
}
