import { sql, type Kysely } from 'kysely';

// What reading a bank file found, kept for its review:
// - import_reports.warnings: the message codes of what the file says of itself (cut short,
//   amounts rounded, an encoding it lies about), as a JSON list; null when none.
// - import_reports.date_order: the day/month order a QIF's dates were read by; date_order_unsure
//   when both orders read them and none could be told from the file: the review asks the person,
//   and the lines are not incorporated before. The file's text is kept for the QIF too, to read
//   it again in the chosen order.
// - imported_operations.notes: what the review says of one line (its amount rounded to the cent,
//   with the amount as the file wrote it), as a JSON list; null when none.
// - imported_operations.fit_id becomes bank_id: the bank's own id has one name from the file to
//   the operation (operations.bank_id, import_incorporated_lines.bank_id).

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table import_reports add column warnings varchar(500)`.execute(db);
  await sql`alter table import_reports add column date_order varchar(3)
    constraint import_reports_date_order_ck check (date_order in ('DMY', 'MDY'))`.execute(db);
  await sql`alter table import_reports add column date_order_unsure smallint not null default 0
    constraint import_reports_date_order_unsure_ck
    check (date_order_unsure in (0, 1) and (date_order_unsure = 0 or date_order is not null))`.execute(
    db,
  );
  await sql`alter table imported_operations add column notes varchar(1000)`.execute(db);
  await sql`alter table imported_operations rename column fit_id to bank_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table imported_operations rename column bank_id to fit_id`.execute(db);
  await sql`alter table imported_operations drop column notes`.execute(db);
  await sql`alter table import_reports drop column date_order_unsure`.execute(db);
  await sql`alter table import_reports drop column date_order`.execute(db);
  await sql`alter table import_reports drop column warnings`.execute(db);
}
