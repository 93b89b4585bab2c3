/** The settings screens other features open (apart from use-settings.ts, which they import). */
export { ChangePasswordModal } from './change-password-modal';
