/** Message codes sent by the API as `{ messageCode }`; every one is also an i18n key. */
export const MessageCode = {
  internalError: 'internal.error',
  notFound: 'not.found',
  malformedJson: 'request.malformed',
  payloadTooLarge: 'request.tooLarge',
  unsupportedEncoding: 'request.unsupportedEncoding',
  methodNotAllowed: 'method.notAllowed',
  /** The code of an email change is unknown, used, expired or another account's. */
  emailChangeCodeInvalid: 'param.email.invalidCode',
  validation: 'ValidationException',
  unauthorized: 'unauthorized',
  forbidden: 'modal.access.warning',
  csrf: 'csrf.invalid',
  badCredentials: 'BadCredentialsException',
  disabled: 'DisabledException',
  locked: 'LockedException',
  loginInternal: 'INTERNAL_ERROR',
  tooManyRequests: 'too.many.requests',
  userExists: 'UserAlreadyExistException',
  invalidPassword: 'InvalidPasswordException',
  passwordTooCommon: 'password.tooCommon',
  cguNotCurrent: 'cgu.notCurrent',
  // Amounts in cents and percentages of any form (ours).
  amountInvalid: 'amount.invalid',
  percentageInvalid: 'percentage.invalid',
  // Banks and accounts (spec 000 §5 and §8; the field codes are ours, the spec names none).
  mainAccountNotDeletable: 'bank.modal.delete.pref-account-warning',
  accountNotEmpty: 'AccountNotEmptyException',
  bankNameRequired: 'bank.name.isRequired',
  accountNameRequired: 'account.name.isRequired',
  accountBankRequired: 'account.bank.isRequired',
  accountCurrencyRequired: 'account.currency.isRequired',
  accountTypeInvalid: 'account.type.invalid',
  ibanInvalid: 'account.iban.invalid',
  interestRateInvalid: 'account.interestRate.invalid',
  accountDateInvalid: 'account.date.invalid',
  accountEndBeforeStart: 'account.endDate.beforeStart',
  // Categories (spec 001 §5, §6 and §8; the name, similar and depth codes are ours).
  categoryAttachedToOperations: 'category.delete.attached-to-operations',
  categoryAttachedToPayees: 'category.delete.attached-to-payees',
  categoryParentItself: 'category.parentCategoryItself',
  categoryAlreadyExist: 'category.alreadyExist',
  categoryNoFullAccess: 'category.noFullAccess',
  categoryNameRequired: 'category.name.isRequired',
  categorySimilarRequired: 'category.similar.isRequired',
  categorySimilarOwned: 'category.similar.owned',
  categoryTooDeep: 'category.parent.tooDeep',
  categoryReorderInvalid: 'category.reorder.invalid',
  // Payees (spec 001 §5; the split and keyword codes are ours).
  payeeNeedName: 'modal.payee.save.needName',
  payeeAlreadyExist: 'payee.alreadyExist',
  payeeEmptyCategories: 'emptyCategories',
  payeeSplitNeedPart: 'modal.payee.split.needPart',
  payeeSplitNeedAmount: 'modal.payee.split.needAmount',
  payeeSplitRemainder: 'modal.payee.split.remainder',
  payeeKeywordShared: 'payee.keyword.shared',
  // Tags (ours: the spec names none).
  tagNameRequired: 'tag.name.isRequired',
  tagAlreadyExist: 'tag.alreadyExist',
  // Operations, transfers, reconciliation (spec 001 §5, §6, §8; field, split, statement codes ours).
  operationAccountRequired: 'operation.account.isRequired',
  operationAmountRequired: 'operation.amount.isRequired',
  operationDateInvalid: 'operation.date.invalid',
  operationValueDateRequired: 'operation.valueDate.isRequired',
  operationValueDateInvalid: 'operation.valueDate.invalid',
  operationSplitNeedPart: 'operation.split.needPart',
  operationSplitRemainder: 'operation.split.remainder',
  operationPeriodInvalid: 'operation.period.invalid',
  operationAccessWarning: 'modal.operation.access.warning',
  transferToAccountRequired: 'transfer.toAccount.isRequired',
  transferSameAccount: 'transfer.toAccount.same',
  transferToAmountRequired: 'transfer.toAmount.isRequired',
  transferToAmountSameCurrency: 'transfer.toAmount.sameCurrency',
  operationVersionStale: 'operation.version.stale',
  idempotencyKeyReused: 'idempotency.key.reused',
  idempotencyKeyInProgress: 'idempotency.key.in-progress',
  statementGap: 'statement.gap.notZero',
  statementBeforeLast: 'statement.date.beforeLast',
  // Search (spec 001 §5, §8, §9; the text and range codes are ours).
  searchNegativeAmount: 'operation.search.negative-amount-disallowed',
  searchTooManyResults: 'operation.search.too-much-results',
  searchTextRequired: 'operation.search.text.isRequired',
  searchAmountRange: 'operation.search.amount.range',
  // Planned operations (spec 001 §5; the codes are ours).
  echeanceAmountInvalid: 'echeance.amount.invalid',
  echeanceCategoryRequired: 'echeance.category.isRequired',
  echeanceBeginDateRequired: 'echeance.beginDate.isRequired',
  echeanceBeginDateInvalid: 'echeance.beginDate.invalid',
  echeanceAccountRequired: 'echeance.account.isRequired',
  // Exports (spec 001 §8, 000 §8).
  exportNoData: 'export.no.data',
  exportError: 'export.error',
  // Budgets (spec 001 §4, §5; the codes are ours, the spec names none).
  budgetNameRequired: 'budget.name.isRequired',
  budgetStartDateRequired: 'budget.startDate.isRequired',
  budgetAccountsRequired: 'budget.accounts.isRequired',
  budgetPlannedReadOnly: 'budget.planned.readOnly',
  // Statement (spec 001 §5, §8).
  statementNoPeriod: 'previsionnel.statement.no-period',
  // Budget survey and difference tables (issue 10; the codes are ours).
  surveyYearInvalid: 'survey.year.invalid',
  surveyGroupByInvalid: 'survey.groupBy.invalid',
  surveyPeriodRequired: 'survey.period.isRequired',
  surveyGoalCategoryRequired: 'survey.goal.category.isRequired',
  // Occurrences of planned operations and their settings (issue 10 §1, §2; the codes are ours).
  echeanceCatchUpInvalid: 'echeance.catchUp.invalid',
  occurrenceAlreadyDone: 'echeance.occurrence.already-done',
  occurrenceOperationLinked: 'echeance.occurrence.operation-linked',
} as const;

export type MessageCode = (typeof MessageCode)[keyof typeof MessageCode];

export interface ErrorBody {
  messageCode: string;
}
