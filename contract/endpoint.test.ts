import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { endpoint, pathOf, type EndpointAnswer, type EndpointInput } from './endpoint';

const getAccount = endpoint('get', '/api/bank/:bankId/account/:accountId', {
  query: z.object({ force: z.boolean().optional() }),
  answer: z.object({ name: z.string() }),
});
const saveName = endpoint('post', '/api/name', { body: z.object({ name: z.string() }) });

describe('endpoint', () => {
  it('fills the path parameters, URI-encoded', () => {
    expect(pathOf(getAccount, { bankId: 3, accountId: 'a b/c' })).toBe(
      '/api/bank/3/account/a%20b%2Fc',
    );
  });

  it('refuses a path whose parameter is missing', () => {
    expect(() => pathOf(getAccount, { bankId: 3 })).toThrow(':accountId');
  });

  it('types the inputs and the answer from the schemas', () => {
    expectTypeOf<EndpointInput<typeof getAccount>>().toEqualTypeOf<
      { params: Record<'bankId' | 'accountId', string | number> } & {
        query: { force?: boolean | undefined };
      } & { body?: undefined }
    >();
    expectTypeOf<EndpointAnswer<typeof getAccount>>().toEqualTypeOf<{ name: string }>();
    expectTypeOf<EndpointAnswer<typeof saveName>>().toEqualTypeOf<void>();
    expect(saveName.method).toBe('post');
    // @ts-expect-error -- the body's name must be a string
    const wrong: EndpointInput<typeof saveName> = { body: { name: 3 } };
    expect(wrong).toBeDefined();
  });
});
