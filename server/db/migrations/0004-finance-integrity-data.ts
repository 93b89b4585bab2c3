import { sql, type Kysely } from 'kysely';

// Frozen with migration 0004. Rows written before 0004 that its rules would refuse and that can
// be repaired without guessing; anything else makes the migration fail (see 0004's header).

/**
 * Until 0004 both legs of a transfer carried the source leg's id. Two operations of one owner
 * sharing a transfer_id become a pair naming each other; any other transfer link (a leg left
 * alone by a delete, a group of three, another owner's id) is dropped and its operations become
 * simple ones, so that no amount disappears from an account.
 */
export async function relinkTransfers(db: Kysely<any>): Promise<void> {
  await sql`create temporary table transfer_pairs_0004 as
    select o1.id, o2.id as partner
    from operations o1
    join operations o2
      on o2.user_id = o1.user_id and o2.transfer_id = o1.transfer_id and o2.id <> o1.id
    where o1.transfer_id is not null
      and (select count(*) from operations o3
           where o3.user_id = o1.user_id and o3.transfer_id = o1.transfer_id) = 2`.execute(db);
  await sql`update operations
    set operation_type = 'TRANSFER',
        transfer_id = (select p.partner from transfer_pairs_0004 p where p.id = operations.id)
    where id in (select id from transfer_pairs_0004)`.execute(db);
  await sql`update operations set operation_type = 'SIMPLE', transfer_id = null
    where (transfer_id is not null or operation_type <> 'SIMPLE')
      and id not in (select id from transfer_pairs_0004)`.execute(db);
  await sql`drop table transfer_pairs_0004`.execute(db);
}

/** A split part copies its operation's account and value date: the operation is right. */
export async function alignSplitParts(db: Kysely<any>): Promise<void> {
  await sql`update split_operations
    set account_id = (select o.account_id from operations o
                      where o.id = split_operations.operation_id),
        value_date = (select o.value_date from operations o
                      where o.id = split_operations.operation_id)
    where exists (select 1 from operations o
                  where o.id = split_operations.operation_id
                    and (o.account_id <> split_operations.account_id
                         or o.value_date <> split_operations.value_date))`.execute(db);
}
