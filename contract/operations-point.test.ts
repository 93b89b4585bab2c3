import { describe, expect, it } from 'vitest';
import { operationPointSchema } from './operations-point';

describe('point body', () => {
  it('reads distinct ids and a state P or null', () => {
    expect(operationPointSchema.parse({ ids: [4, 2, 4], state: 'P' })).toEqual({
      ids: [4, 2],
      state: 'P',
    });
    expect(operationPointSchema.parse({ ids: [1], state: null })).toEqual({
      ids: [1],
      state: null,
    });
    expect(operationPointSchema.safeParse({ ids: [1], state: 'X' }).success).toBe(false);
    expect(operationPointSchema.safeParse({ ids: [1] }).success).toBe(false);
    expect(operationPointSchema.safeParse({ ids: [], state: 'P' }).success).toBe(false);
    expect(operationPointSchema.safeParse({ ids: [-3], state: 'P' }).success).toBe(false);
    expect(operationPointSchema.safeParse({ ids: Array(10_001).fill(1), state: 'P' }).success).toBe(
      false,
    );
  });
});
