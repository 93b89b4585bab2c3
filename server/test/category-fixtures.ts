import { ProfileName } from '../../contract/access';
import type { CategoryDto, CategoryTreesDto } from '../../contract/categories';
import type { Db } from '../db/database';
import { copyTemplateCategories } from '../features/categories/categories.service';
import { TestClient, createTestApp, givenUser } from './test-app';

/** A signed-in user with the standard French tree; PREMIUM (CATEGORY functionality) by default. */
export async function givenCategoryUser(db: Db, profileName: ProfileName = ProfileName.premium) {
  const user = await givenUser(db, { profileName });
  const copies = await copyTemplateCategories(db.kysely, user.id, 'fr');
  const client = new TestClient(createTestApp(db));
  await client.signIn(user.login, user.password);
  /** The user's copy of a template, by the template's path ('Logement/Loyer'). */
  const idOf = (path: string) => {
    const found = copies.get(path);
    if (found === undefined) throw new Error(`no template ${path}`);
    return found;
  };
  return { ...user, client, idOf };
}

export type CategoryUser = Awaited<ReturnType<typeof givenCategoryUser>>;

/** Every category of both trees, parents before children. */
export function flatten(trees: CategoryTreesDto): CategoryDto[] {
  const all: CategoryDto[] = [];
  const walk = (nodes: CategoryDto[]) =>
    nodes.forEach((node) => {
      all.push(node);
      walk(node.children);
    });
  walk(trees.credit);
  walk(trees.debit);
  return all;
}

/** GET /api/category (with disabled ones), as a list. */
export async function categoriesOf(client: TestClient, withNotEnabled = true) {
  const res = await client.get(`/api/category?withNotEnabled=${withNotEnabled}`);
  if (res.status !== 200) throw new Error(`GET /api/category answered ${res.status}`);
  return { trees: res.body as CategoryTreesDto, all: flatten(res.body as CategoryTreesDto) };
}
