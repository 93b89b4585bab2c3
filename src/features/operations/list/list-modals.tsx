import { DeleteOperationsModal } from './delete-operations-modal';
import { OperationModal } from '../modal/operation-modal';
import { ShortcutsHelp } from './shortcuts-help';
import { TransferModal } from '../modal/transfer-modal';

/** What the list has open over it: a modal of an operation or a transfer (id null: new), a bulk delete, the help. */
export type OpenModal =
  | { kind: 'operation' | 'transfer'; id: number | null }
  | { kind: 'delete'; ids: number[] }
  | { kind: 'help' }
  /** Phones: the sheet of the list's actions, periods and balances (ListHeader shows it). */
  | { kind: 'sheet' }
  | null;

interface ListModalsProps {
  open: OpenModal;
  accountId: number;
  onClose: () => void;
  onDeleted: () => void;
}

export function ListModals({ open, accountId, onClose, onDeleted }: ListModalsProps) {
  if (open === null) return null;
  switch (open.kind) {
    case 'operation':
      return <OperationModal accountId={accountId} operationId={open.id} onClose={onClose} />;
    case 'transfer':
      return <TransferModal accountId={accountId} operationId={open.id} onClose={onClose} />;
    case 'delete':
      return <DeleteOperationsModal ids={open.ids} onClose={onClose} onDeleted={onDeleted} />;
    case 'help':
      return <ShortcutsHelp onClose={onClose} />;
    case 'sheet':
      return null;
  }
}
