import type { Migration } from 'kysely';
import * as identity from './0001-identity';
import * as finance from './0002-finance';
import * as accountSecurity from './0003-account-security';
import * as financeIntegrity from './0004-finance-integrity';
import * as emailChange from './0005-email-change';
import * as bankNames from './0006-bank-names';
import * as categoryEnglishNames from './0007-category-english-names';
import * as payees from './0008-payees';
import * as operationRollups from './0009-operation-rollups';
import * as operationSearch from './0010-operation-search';
import * as booksVersion from './0011-books-version';
import * as echeanceOccurrences from './0012-echeance-occurrences';
import * as budgetGoals from './0013-budget-goals';
import * as importBooks from './0014-import';
import * as analysisMonthSumsIndex from './0015-analysis-month-sums-index';
import * as bankSync from './0016-bank-sync';
import * as payments from './0017-payments';
import * as adminUsers from './0018-admin-users';
import * as adminContent from './0019-admin-content';
import * as operationsDateSumsIndex from './0021-operations-date-sums-index';
import * as booksDuplicateForeignKeys from './0022-books-duplicate-foreign-keys';
import * as booksOwnerForeignKeys from './0023-books-owner-foreign-keys';
import * as importHistoryIndex from './0024-import-history-index';
import * as premiumGifts from './0025-premium-gifts';
import * as wsTickets from './0028-ws-tickets';
import * as signInThrottling from './0026-sign-in-throttling';
import * as securityEvents from './0027-security-events';
import * as jobLeases from './0029-job-leases';
import * as importReading from './0030-import-reading';
import * as booksVersionNewAccounts from './0031-books-version-new-accounts';
import * as twoFactor from './0032-two-factor';
import * as apiTokens from './0033-api-tokens';
import * as passkeys from './0034-passkeys';
import * as singleSignOn from './0035-single-sign-on';
import * as exchangeRates from './0036-exchange-rates';

/** Every migration in order; names are permanent once released. */
export const migrations: Record<string, Migration> = {
  '0001-identity': identity,
  '0002-finance': finance,
  '0003-account-security': accountSecurity,
  '0004-finance-integrity': financeIntegrity,
  '0005-email-change': emailChange,
  '0006-bank-names': bankNames,
  '0007-category-english-names': categoryEnglishNames,
  '0008-payees': payees,
  '0009-operation-rollups': operationRollups,
  '0010-operation-search': operationSearch,
  '0011-books-version': booksVersion,
  '0012-echeance-occurrences': echeanceOccurrences,
  '0013-budget-goals': budgetGoals,
  '0014-import': importBooks,
  '0015-analysis-month-sums-index': analysisMonthSumsIndex,
  '0016-bank-sync': bankSync,
  '0017-payments': payments,
  '0018-admin-users': adminUsers,
  '0019-admin-content': adminContent,
  '0021-operations-date-sums-index': operationsDateSumsIndex,
  '0022-books-duplicate-foreign-keys': booksDuplicateForeignKeys,
  '0023-books-owner-foreign-keys': booksOwnerForeignKeys,
  '0024-import-history-index': importHistoryIndex,
  '0025-premium-gifts': premiumGifts,
  '0028-ws-tickets': wsTickets,
  '0026-sign-in-throttling': signInThrottling,
  '0027-security-events': securityEvents,
  '0029-job-leases': jobLeases,
  '0030-import-reading': importReading,
  '0031-books-version-new-accounts': booksVersionNewAccounts,
  '0032-two-factor': twoFactor,
  '0033-api-tokens': apiTokens,
  '0034-passkeys': passkeys,
  '0035-single-sign-on': singleSignOn,
  '0036-exchange-rates': exchangeRates,
};
