/** The passkeys section the parameters screen shows. */
export { PasskeysSection } from './passkeys-section';
