import { sql, type Kysely } from 'kysely';

// A premium an administrator gives is a gift (spec 000 §1, 002 §4): it must outlive every
// reconciliation of the profile with the subscriptions. 0017 added premium_gifted but nothing set
// it, so every gift (the demo user's included) fell to USER at the next reconciliation.
//
// - premium_gift_end_date: the last day of a gift given with an end date; null is for ever.
// - Backfill: a PREMIUM profile without a live premium subscription is a gift (000 §1), until
//   its profile end date when it has one (a discovery trial then gets a gift ending the same day,
//   which changes nothing).

const PREMIUM_PROFILE = 'PREMIUM';

export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `alter table "users" add column "premium_gift_end_date" date ` +
        `constraint "users_premium_gift_end_date_ck" ` +
        `check (premium_gift_end_date is null or premium_gifted = 1)`,
    )
    .execute(db);
  const today = new Date().toISOString().slice(0, 10);
  await db
    .updateTable('users')
    .set((eb) => ({ premium_gifted: 1, premium_gift_end_date: eb.ref('profile_end_date') }))
    .where(
      'profile_id',
      'in',
      db.selectFrom('profiles').select('id').where('name', '=', PREMIUM_PROFILE),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('subscriptions as s')
            .select('s.id')
            .whereRef('s.user_id', '=', 'users.id')
            .where('s.type', '=', 'PREMIUM')
            .where('s.deleted', '=', 0)
            .where((w) =>
              w.or([
                w('s.status', '=', 'ACTIVE'),
                w.and([
                  w('s.status', 'in', ['CANCELLED', 'SUSPENDED']),
                  w('s.ends_at', '>=', today),
                ]),
              ]),
            ),
        ),
      ),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('premium_gift_end_date').execute();
}
