/** The bank-synchronisation pieces other screens show (apart from use-bi.ts, which they import). */
export { AccountSyncCell } from './account-sync-cell';
export { BankSyncSection } from './bank-sync-section';
export { BankSyncTile } from './bank-sync-tile';
