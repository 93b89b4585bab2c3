import type { OperationDto } from '../../contract/operations-dto';
import { PREFERENCES } from './banks';
import type { RouteAnswer } from './api-mock';

export const EURO_ACCOUNT = {
  accountId: 11,
  name: 'Joint account',
  currency: { currencyId: 1, symb: '€' },
};

export function searchOperation(id: number, overrides: Partial<OperationDto> = {}): OperationDto {
  return {
    operationId: id,
    operationType: 'SIMPLE',
    account: EURO_ACCOUNT,
    toAccount: null,
    toAmount: null,
    date: '2026-03-05',
    valueDate: '2026-03-05',
    amount: -1250,
    balance: -1250 * id,
    state: null,
    type: { typeId: 1, abrv: 'CB' },
    payee: { payeeId: 3, name: 'Café du coin' },
    memo: `Coffee ${id}`,
    debitCredit: -1,
    splitOperations: [],
    category: { categoryId: -1, name: '' },
    ...overrides,
  };
}

/** The calls /search makes besides the search itself. */
export const SEARCH_SCREEN_ROUTES: Record<string, RouteAnswer> = {
  'GET /api/preferences': { status: 200, data: PREFERENCES },
  'GET /api/account': {
    status: 200,
    data: [
      {
        ...EURO_ACCOUNT,
        type: 'CU',
        favorite: false,
        bank: { bankId: 5, name: 'BNP Paribas' },
        currency: { currencyId: 1, symb: '€', abrv: 'EUR' },
      },
    ],
  },
  'GET /api/payees': { status: 200, data: [] },
  'GET /api/category': { status: 200, data: { debit: [], credit: [] } },
  'GET /api/tags': { status: 200, data: [] },
};
