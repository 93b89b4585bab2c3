import { sql, type Kysely } from 'kysely';
import { ENGLISH } from './0007-category-english-names-list';

// The standard category tree in every interface language, and which categories a user created.
//
// - category_template_names holds the name of a template category (user_id NULL) in a language
//   other than French; categories.name stays the French name and the fallback. A user's copy is
//   made in the user's language and is then the user's own text (renaming it changes nothing
//   here). A new language is rows in this table, not a new column.
// - categories.owned: 1 for a category the user created, 0 for a copy of a template. Rows before
//   this migration were all copies (the data generator made them), hence the default.
// - Users without any category (those created before signup copied the tree) get the standard
//   tree in their language: a new category needs a standard one as its similar category.

interface Template {
  id: number;
  parent: number | null;
  name: string;
}

/** The French path of every template ('Logement/Énergie/Gaz'), by id. */
function pathsOf(templates: Template[]): Map<number, string> {
  const byId = new Map(templates.map((t) => [Number(t.id), t]));
  const pathOf = (t: Template): string => {
    const parent = t.parent === null ? undefined : byId.get(Number(t.parent));
    return parent ? `${pathOf(parent)}/${t.name}` : t.name;
  };
  return new Map(templates.map((t) => [Number(t.id), pathOf(t)]));
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('category_template_names')
    .addColumn('category_id', 'bigint', (c) =>
      c.notNull().references('categories.id').onDelete('cascade'),
    )
    .addColumn('language', 'varchar(5)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addPrimaryKeyConstraint('category_template_names_pk', ['category_id', 'language'])
    .execute();
  await db.schema
    .alterTable('categories')
    .addColumn('owned', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`owned in (0, 1)`),
    )
    .execute();

  // An alias reads the same with or without the camel-case plugin.
  const templates: Template[] = await db
    .selectFrom('categories')
    .select(['id', 'parent_id as parent', 'name'])
    .where('user_id', 'is', null)
    .execute();
  const rows = [...pathsOf(templates)].map(([id, path]) => {
    const name = ENGLISH[path];
    if (name === undefined) throw new Error(`Migration 0007: no English name for "${path}"`);
    return { category_id: id, language: 'en', name };
  });
  if (rows.length > 0) await db.insertInto('category_template_names').values(rows).execute();
  await copyTreeToUsersWithout(db);
}

const USERS_PER_STATEMENT = 500;

/** One INSERT … SELECT per level and batch of users; a copy's parent is the copy of its parent. */
async function copyTreeToUsersWithout(db: Kysely<any>): Promise<void> {
  const users = await db
    .selectFrom('users')
    .select('id')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('categories').select('id').whereRef('user_id', '=', 'users.id'))),
    )
    .execute();
  const ids = users.map((u) => Number(u.id));
  for (let i = 0; i < ids.length; i += USERS_PER_STATEMENT) {
    const batch = ids.slice(i, i + USERS_PER_STATEMENT);
    for (const level of [1, 2, 3]) await copyLevel(db, batch, level);
  }
}

async function copyLevel(db: Kysely<any>, userIds: number[], level: number): Promise<void> {
  await sql`
    insert into categories
      (user_id, parent_id, similar_id, name, debit_credit, sort_index, level, enabled, owned)
    select u.id,
      (select p.id from categories p where p.user_id = u.id and p.similar_id = t.parent_id),
      t.id, coalesce(n.name, t.name), t.debit_credit, t.sort_index, t.level, 1, 0
    from users u
    join categories t on t.user_id is null and t.level = ${level}
    left join category_template_names n on n.category_id = t.id and n.language = u.language
    where u.id in (${sql.join(userIds)})
    order by u.id, t.id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('categories').dropColumn('owned').execute();
  await db.schema.dropTable('category_template_names').execute();
}
