/** Special values of the selectors (spec 001 §3, §9), defined once in the contract. */
export {
  ACCOUNT_SELECTOR_FLAT_MAX,
  AccountSelectorEntry,
  accountFullName,
} from '../../contract/accounts';
export { CategoryId } from '../../contract/categories';
export { PayeeId } from '../../contract/payees';
