import type { CategoryDto, CategoryTreesDto } from '../../contract/categories';
import type { PayeeDto } from '../../contract/payees';

const category = (categoryId: number, name: string, debitCredit: 1 | -1): CategoryDto => ({
  categoryId,
  name,
  debitCredit,
  parent: null,
  children: [],
  enabled: true,
  owned: false,
  sortIndex: 0,
  level: 1,
  similar: null,
  fullName: name,
});

export const TREES: CategoryTreesDto = {
  credit: [category(1, 'Salary', 1)],
  debit: [category(2, 'Groceries', -1), category(3, 'Leisure', -1)],
};

export const TAGS = [{ tagId: 5, name: 'Holidays' }];

export const payee = (payeeId: number, name: string, keywords: string[] = []): PayeeDto => ({
  payeeId,
  name,
  keywords,
  debitCredit: -1,
  default: false,
  creditCategory: { categoryId: -1, name: '' },
  debitCategory: { categoryId: 2, name: 'Groceries' },
  splitCategoriesCredit: [],
  splitCategoriesDebit: [],
  amountCredit: null,
  amountDebit: null,
  tags: [],
});

export const PAYEES = [
  payee(1, 'Carrefour', ['CARREFOUR', 'CRF']),
  payee(2, 'Lidl', ['LIDL', 'CRF']),
  payee(3, 'Employer'),
];
