/** GET /api/account: the signed-in user's accounts, as account selectors show them. */
export interface AccountSummary {
  accountId: number;
  name: string;
  type: string;
  favorite: boolean;
  bank: { bankId: number; name: string };
  currency: { currencyId: number; symb: string; abrv: string };
}
