// Frozen with migration 0004: change nothing here, add a new migration instead.
//
// The constraints 0004 adds, table by table, as SQL fragments that fit both a CREATE TABLE (the
// SQLite rebuild) and an ALTER TABLE … ADD (PostgreSQL).

import { ACCOUNT_TYPES, FREQUENCIES } from './0004-finance-integrity-lists';

export interface TableRules {
  table: string;
  /** Generated columns, added first. */
  columns: string[];
  /** Unique keys other tables' foreign keys refer to: PostgreSQL adds them before any key. */
  keys: string[];
  constraints: string[];
}

const list = (values: string[]) => values.map((v) => `'${v}'`).join(', ');
const cols = (names: string[]) => names.map((n) => `"${n}"`).join(', ');

const check = (name: string, expression: string) => `constraint "${name}" check (${expression})`;

const unique = (name: string, columns: string[]) =>
  `constraint "${name}" unique (${cols(columns)})`;

function foreignKey(
  name: string,
  columns: string[],
  parent: string,
  parentColumns: string[],
  actions = '',
): string {
  const clause = `references "${parent}" (${cols(parentColumns)})`;
  return `constraint "${name}" foreign key (${cols(columns)}) ${clause} ${actions}`.trim();
}

/**
 * (user_id, column) → parent (user_id, id) for a reference whose single-column key nulls it on
 * delete. PostgreSQL 15 nulls only the column (SET NULL (column)). SQLite has no column list: its
 * composite key is NO ACTION, and the single-column key kept from 0002 (ON DELETE SET NULL) nulls
 * the column while the parent is deleted; SQLite checks NO ACTION keys at the end of the statement,
 * after that action, so the delete goes through and a wrong owner is still refused.
 */
function ownerSetNull(postgres: boolean, table: string, column: string, parent: string): string {
  const actions = postgres ? `on delete set null ("${column}")` : '';
  return foreignKey(
    `${table}_${column}_fk`,
    ['user_id', column],
    parent,
    ['user_id', 'id'],
    actions,
  );
}

export function tableRules(postgres: boolean): TableRules[] {
  const setNull = (table: string, column: string, parent: string) =>
    ownerSetNull(postgres, table, column, parent);
  return [
    {
      table: 'categories',
      columns: [
        `"parent_level" smallint generated always as (case when parent_id is not null then level - 1 end) stored`,
        `"template_id" bigint generated always as (case when user_id is null then id end) stored`,
      ],
      keys: [
        unique('categories_level_uq', ['id', 'level', 'debit_credit']),
        unique('categories_template_uq', ['template_id']),
      ],
      constraints: [
        check(
          'categories_root_ck',
          '(parent_id is null and level = 1) or (parent_id is not null and level > 1)',
        ),
        // A child sits one level below its parent, in the same (debit or credit) tree.
        foreignKey(
          'categories_parent_level_fk',
          ['parent_id', 'parent_level', 'debit_credit'],
          'categories',
          ['id', 'level', 'debit_credit'],
        ),
        foreignKey('categories_similar_id_fk', ['similar_id'], 'categories', ['template_id']),
      ],
    },
    {
      table: 'accounts',
      columns: [],
      keys: [],
      constraints: [check('accounts_type_ck', `type in (${list(ACCOUNT_TYPES)})`)],
    },
    {
      table: 'payee_split_templates',
      columns: [],
      keys: [],
      constraints: [
        check('payee_split_templates_percentage_ck', 'percentage_bp between 0 and 10000'),
      ],
    },
    {
      table: 'echeances',
      columns: [],
      keys: [],
      constraints: [
        setNull('echeances', 'payee_id', 'payees'),
        check('echeances_frequency_ck', `frequency in (${list(FREQUENCIES)})`),
        check('echeances_auto_save_ck', 'auto_save = 0 or account_id is not null'),
        check(
          'echeances_transfer_ck',
          `(operation_type = 'SIMPLE' and to_account_id is null) or (operation_type = 'TRANSFER'` +
            ' and account_id is not null and to_account_id is not null and to_account_id <> account_id)',
        ),
      ],
    },
    {
      table: 'operations',
      columns: [],
      keys: [
        unique('operations_owner_uq', ['user_id', 'id']),
        unique('operations_transfer_uq', ['user_id', 'id', 'transfer_id']),
        unique('operations_split_key_uq', ['user_id', 'id', 'account_id', 'value_date']),
      ],
      constraints: [
        setNull('operations', 'payee_id', 'payees'),
        setNull('operations', 'import_report_id', 'import_reports'),
        setNull('operations', 'echeance_id', 'echeances'),
        // Each leg names the other, which names it back; deleting one deletes the other. Deferred,
        // so that a service may write the two legs in any order within a transaction.
        foreignKey(
          'operations_transfer_id_fk',
          ['user_id', 'transfer_id', 'id'],
          'operations',
          ['user_id', 'id', 'transfer_id'],
          'on delete cascade deferrable initially deferred',
        ),
        check(
          'operations_transfer_ck',
          "(operation_type = 'SIMPLE' and transfer_id is null) or " +
            "(operation_type = 'TRANSFER' and transfer_id is not null and transfer_id <> id)",
        ),
        check('operations_amount_ck', 'amount <> 0'),
      ],
    },
    {
      table: 'split_operations',
      columns: [],
      keys: [unique('split_operations_owner_uq', ['user_id', 'id'])],
      constraints: [
        // A part follows its operation's account and value date, and belongs to its owner.
        foreignKey(
          'split_operations_operation_id_fk',
          ['user_id', 'operation_id', 'account_id', 'value_date'],
          'operations',
          ['user_id', 'id', 'account_id', 'value_date'],
          'on delete cascade on update cascade',
        ),
      ],
    },
    {
      table: 'split_operation_tags',
      columns: [],
      keys: [],
      constraints: [
        foreignKey(
          'split_operation_tags_split_operation_id_fk',
          ['user_id', 'split_operation_id'],
          'split_operations',
          ['user_id', 'id'],
          'on delete cascade',
        ),
      ],
    },
    {
      table: 'imported_operations',
      columns: [],
      keys: [],
      constraints: [
        setNull('imported_operations', 'payee_id', 'payees'),
        setNull('imported_operations', 'matched_operation_id', 'operations'),
        setNull('imported_operations', 'transfer_operation_id', 'operations'),
      ],
    },
  ];
}

/**
 * One name per parent, tree and owner, ignoring ASCII case ("loyer" = "Loyer"); both databases
 * fold ASCII letters only (PostgreSQL through the C collation), so they agree on what is a double.
 */
export function categoryNameIndex(postgres: boolean): string {
  const name = postgres ? 'lower(name collate "C")' : 'lower(name)';
  return (
    'create unique index "categories_name_uq" on "categories" ' +
    `(coalesce(user_id, 0), debit_credit, coalesce(parent_id, 0), ${name})`
  );
}
