import type { InternalAxiosRequestConfig } from 'axios';
import type { AccountSummary } from '../../contract/accounts-summary';
import { OPERATION_TYPES } from '../../contract/operation-types';
import type { OperationDto } from '../../contract/operations-dto';
import { api } from '../lib/http-client';
import { mockRoutes, type RouteAnswer } from './api-mock';
import { PAYEES, TAGS, TREES } from './payees-test-data';

// Answers the operation and transfer modals read, for their Testing Library tests.

const account = (accountId: number, name: string, abrv = 'EUR', symb = '€'): AccountSummary => ({
  accountId,
  name,
  type: 'CURRENT',
  favorite: false,
  bank: { bankId: 1, name: 'Bank' },
  currency: { currencyId: abrv === 'EUR' ? 1 : 2, symb, abrv },
});

export const ACCOUNTS = [
  account(1, 'Current'),
  account(2, 'Savings'),
  account(3, 'Dollars', 'USD', '$'),
];

export const TYPES = OPERATION_TYPES.map((type) => ({ ...type, name: type.abrv }));

const accountRef = (summary: AccountSummary) => ({
  accountId: summary.accountId,
  name: summary.name,
  currency: { currencyId: summary.currency.currencyId, symb: summary.currency.symb },
});

/** A debit of 12.34 on Current at Groceries. */
export function operation(changes: Partial<OperationDto> = {}): OperationDto {
  return {
    operationId: 5,
    operationType: 'SIMPLE',
    account: accountRef(ACCOUNTS[0]!),
    toAccount: null,
    toAmount: null,
    date: '2026-03-14',
    valueDate: '2026-03-15',
    amount: -1234,
    balance: null,
    state: null,
    type: { typeId: -1, abrv: '' },
    payee: { payeeId: 1, name: 'Carrefour' },
    memo: 'Week shopping',
    debitCredit: -1,
    splitOperations: [
      {
        category: { categoryId: 2, name: 'Groceries' },
        memo: null,
        amount: -1234,
        amountAbs: 1234,
        tags: [],
      },
    ],
    category: { categoryId: 2, name: 'Groceries' },
    ...changes,
  };
}

export const transferLeg = (changes: Partial<OperationDto> = {}) =>
  operation({
    operationType: 'TRANSFER',
    toAccount: accountRef(ACCOUNTS[1]!),
    toAmount: 5000,
    amount: -5000,
    payee: { payeeId: -1, name: '' },
    memo: null,
    splitOperations: [],
    category: { categoryId: -1, name: '' },
    ...changes,
  });

/**
 * The modals' reference lists and `extra` routes; `etags` adds an ETag header to the answers
 * of those routes (the shared mock answers without headers).
 */
export function mockOperationsApi(
  extra: Record<string, RouteAnswer> = {},
  etags: Record<string, string> = {},
) {
  const adapter = mockRoutes({
    'GET /api/account': { status: 200, data: ACCOUNTS },
    'GET /api/category': { status: 200, data: TREES },
    'GET /api/payees': { status: 200, data: PAYEES },
    'GET /api/tags': { status: 200, data: TAGS },
    'GET /api/type': { status: 200, data: TYPES },
    ...extra,
  });
  api.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const response = await adapter(config);
    const etag = etags[`${config.method?.toUpperCase()} ${config.url}`];
    return etag ? { ...response, headers: { etag } } : response;
  };
  return adapter;
}
