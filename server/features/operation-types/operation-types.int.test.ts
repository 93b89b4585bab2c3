import { expect, it } from 'vitest';
import { OPERATION_TYPES } from '../../../contract/operation-types';
import { describeOnDatabases } from '../../test/databases';
import { givenPayeeUser } from '../../test/payee-fixtures';

describeOnDatabases('operation types', (ctx) => {
  it('lists the operation types with their fixed ids', async () => {
    const res = await (await givenPayeeUser(ctx.db)).client.get('/api/type');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(OPERATION_TYPES.length);
    expect(res.body.map(({ name: _, ...type }: { name: string }) => type)).toEqual(
      OPERATION_TYPES.map((type) => ({ ...type })),
    );
    expect(res.body[0]).toEqual({ typeId: 1, name: 'Carte bancaire', debitCredit: -1, abrv: 'CB' });
  });
});
