/** The operation screens other features open (apart from use-operations.ts, which they import). */
export { OperationModal } from './modal/operation-modal';
