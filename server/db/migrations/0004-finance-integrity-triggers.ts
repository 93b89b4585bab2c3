import { sql, type Kysely } from 'kysely';

// Frozen with migration 0004.

/** Both legs of every transfer touching the account being deleted. */
const LEGS_OF_DELETED_ACCOUNT = `user_id = old.user_id and (
    (account_id = old.id and transfer_id is not null)
    or id in (select transfer_id from operations
              where user_id = old.user_id and account_id = old.id and transfer_id is not null))`;

const DETACH = `update operations set operation_type = 'SIMPLE', transfer_id = null
  where ${LEGS_OF_DELETED_ACCOUNT}`;

/**
 * Deleting an account detaches its transfers before its operations go: the other account keeps
 * its leg as a simple operation, so its balance and history do not change.
 */
export async function createDetachTrigger(db: Kysely<any>, postgres: boolean): Promise<void> {
  if (!postgres) {
    await sql
      .raw(
        `create trigger "accounts_detach_transfers" before delete on "accounts"
         begin ${DETACH}; end`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `create function accounts_detach_transfers() returns trigger language plpgsql as $$
       begin ${DETACH}; return old; end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger "accounts_detach_transfers" before delete on "accounts"
       for each row execute function accounts_detach_transfers()`,
    )
    .execute(db);
}
