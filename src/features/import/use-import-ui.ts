/** The import screens other features open (apart from use-import.ts, which they import). */
export { ImportHistoryDialog } from './import-history-dialog';
export { UploadModal } from './upload-modal';
