/** The account screens other features open (apart from use-accounts.ts, which they import). */
export { AccountModal } from './account-modal';
export { default as NewAccountModal } from './new-account-modal';
