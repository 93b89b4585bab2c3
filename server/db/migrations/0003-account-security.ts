import type { Kysely } from 'kysely';
import { idConstraints, idType } from './helpers';

const TERMS_FR = `Conditions générales d'utilisation de Pécule

1. Pécule vous aide à tenir vos comptes ; vous restez seul responsable de vos décisions financières.
2. Vos données vous appartiennent : vous pouvez les exporter et supprimer votre compte à tout moment.
3. Vos identifiants sont personnels ; gardez votre mot de passe secret.
4. Les options payantes (premium, import automatique) se résilient à tout moment depuis les paramètres.`;

const TERMS_EN = `Pécule terms of use

1. Pécule helps you keep your accounts; you alone remain responsible for your financial decisions.
2. Your data is yours: you can export it and delete your account at any time.
3. Your credentials are personal; keep your password secret.
4. Paid options (premium, automatic import) can be cancelled at any time from the settings.`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_tokens')
    .addColumn('id', idType(db), idConstraints(db))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('user_tokens_user_idx')
    .on('user_tokens')
    .columns(['user_id', 'purpose'])
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('window_start', 'varchar(30)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('account_deletions')
    .addColumn('id', idType(db), idConstraints(db))
    .addColumn('reason', 'varchar(30)', (c) => c.notNull())
    .addColumn('comment', 'varchar(500)')
    .addColumn('deleted_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db
    .insertInto('cgus')
    .values({
      name: 'CGU 1',
      content_fr: TERMS_FR,
      content_en: TERMS_EN,
      used: 1,
      created_at: '2026-01-01T00:00:00.000Z',
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('cgus').where('name', '=', 'CGU 1').execute();
  for (const table of ['account_deletions', 'rate_limits', 'user_tokens']) {
    await db.schema.dropTable(table).execute();
  }
}
