/** The payee screens other features open (apart from use-payees.ts, which they import). */
export { usePayeeCreation } from './payee-creation';
