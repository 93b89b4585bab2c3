import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { OperationKind, POINTED } from '../../../../contract/operations';
import type { OperationDto } from '../../../../contract/operations-dto';
import { useToast } from '../../../components/toast-context';
import { errorMessageKey } from '../../../lib/messages';
import { useListKeyboard } from './list-keyboard';
import type { OpenModal } from './list-modals';
import { usePointOperations } from '../use-operations';

interface ListControlsInput {
  operations: readonly OperationDto[];
  tableRef: RefObject<HTMLElement | null>;
  setOpen: (open: OpenModal) => void;
}

/** Selection, focus, pointing, opening and deleting lines, with the mouse or the keyboard. */
export function useListControls({ operations, tableRef, setOpen }: ListControlsInput) {
  const { t } = useTranslation();
  const toast = useToast();
  const point = usePointOperations();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [focusedIndex, setFocusedIndex] = useState(0);

  const openOperation = (operation: OperationDto) =>
    setOpen({
      kind: operation.operationType === OperationKind.transfer ? 'transfer' : 'operation',
      id: operation.operationId,
    });
  const togglePoint = (operation: OperationDto) =>
    point.mutate(
      { ids: [operation.operationId], state: operation.state === POINTED ? null : POINTED },
      { onError: (error) => toast.show({ variant: 'danger', message: t(errorMessageKey(error)) }) },
    );
  const askDelete = (ids: number[]) => ids.length > 0 && setOpen({ kind: 'delete', ids });
  const toggleSelected = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  useListKeyboard({
    table: tableRef,
    onPoint: (index) => operations[index] && togglePoint(operations[index]),
    onOpen: (index) => operations[index] && openOperation(operations[index]),
    onDelete: (index) => {
      const focused = index === null ? undefined : operations[index];
      askDelete(selected.size > 0 ? [...selected] : focused ? [focused.operationId] : []);
    },
    onNewOperation: () => setOpen({ kind: 'operation', id: null }),
    onNewTransfer: () => setOpen({ kind: 'transfer', id: null }),
    onHelp: () => setOpen({ kind: 'help' }),
  });

  return {
    selected,
    focusedIndex: Math.min(focusedIndex, Math.max(0, operations.length - 1)),
    setFocusedIndex,
    toggleSelected,
    selectAll: (all: boolean) =>
      setSelected(new Set(all ? operations.map((operation) => operation.operationId) : [])),
    clearSelection: () => setSelected(new Set()),
    deleteSelection: () => askDelete([...selected]),
    openOperation,
    togglePoint,
  };
}
