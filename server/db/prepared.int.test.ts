import { expect, it } from 'vitest';
import { describeOnDatabases } from '../test/databases';
import { prepared } from './prepared';

const profileByName = prepared((db, name: string, minId: number) =>
  db
    .selectFrom('profiles')
    .select(['id', 'indexUrl'])
    .where('name', '=', name)
    .where('id', '>=', minId)
    .limit(1),
);

describeOnDatabases('prepared queries', (ctx) => {
  it('run with new arguments each time, camelCase columns included', async () => {
    expect(await profileByName(ctx.db.kysely, 'ADMIN', 1)).toEqual([{ id: 4, indexUrl: '/admin' }]);
    expect(await profileByName(ctx.db.kysely, 'USER', 1)).toEqual([{ id: 1, indexUrl: '/' }]);
    expect(await profileByName(ctx.db.kysely, 'USER', 2)).toEqual([]);
  });
});
