import type { Kysely } from 'kysely';
import { createAccounts } from './0002-finance-accounts';
import { createCategories } from './0002-finance-categories';
import { createEcheances } from './0002-finance-echeances';
import { createImportedOperations, createImportReports } from './0002-finance-imports';
import { createOperations } from './0002-finance-operations';
import { createPayees } from './0002-finance-payees';
import { createReferenceTables } from './0002-finance-reference';

// The finance schema: accounts, categories, payees, tags, operations and their split parts,
// planned operations, budgets and imports. Conventions are those of 0001; in addition, user-owned
// rows refer to each other through (user_id, id) (see 0002-finance-helpers.ts) and every
// reference a delete must check is served by an index.

export async function up(db: Kysely<any>): Promise<void> {
  await createReferenceTables(db);
  await createCategories(db);
  await createAccounts(db);
  await createPayees(db);
  await createEcheances(db);
  await createImportReports(db);
  await createOperations(db);
  await createImportedOperations(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'imported_operations',
    'split_operation_tags',
    'split_operations',
    'operations',
    'import_reports',
    'echeance_budgets',
    'echeance_split_tags',
    'echeance_splits',
    'echeances',
    'payee_split_template_tags',
    'payee_tags',
    'payee_split_templates',
    'payee_keywords',
    'payees',
    'preferences',
    'budget_accounts',
    'budgets',
    'tags',
    'accounts',
    'banks',
    'categories',
    'operation_types',
    'bank_names',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
