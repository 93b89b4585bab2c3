import { describe, expect, it } from 'vitest';
import { hasAccess } from './access';
import {
  EXPORT_ACCESS,
  operationBulkDeleteSchema,
  operationExportSchema,
} from './operations-export';

describe('bulk delete and export bodies', () => {
  it('reads distinct ids', () => {
    expect(operationBulkDeleteSchema.parse({ ids: [3, 1, 3] })).toEqual({ ids: [3, 1] });
    expect(operationBulkDeleteSchema.safeParse({ ids: [] }).success).toBe(false);
    expect(operationBulkDeleteSchema.safeParse({ ids: [0] }).success).toBe(false);
    expect(operationBulkDeleteSchema.safeParse({ ids: Array(10_001).fill(1) }).success).toBe(false);
  });

  it('answers export.no.data for an export without items', () => {
    expect(operationExportSchema.parse({ items: [5, 6] })).toEqual({
      items: [5, 6],
      format: 'CSV',
    });
    expect(operationExportSchema.safeParse({ items: [] }).error?.issues[0]?.message).toBe(
      'export.no.data',
    );
    expect(operationExportSchema.safeParse({}).error?.issues[0]?.message).toBe('export.no.data');
    expect(operationExportSchema.safeParse({ items: [1], format: 'XLS' }).success).toBe(false);
  });

  it('needs CSV_EXPORT for a CSV, nothing for a PDF', () => {
    const user = { roles: ['ROLE_USER'], profile: { functionalities: [] } };
    const premium = {
      roles: ['ROLE_USER'],
      profile: { functionalities: [{ code: 'CSV_EXPORT' }] },
    };
    expect(hasAccess(user, EXPORT_ACCESS.CSV)).toBe(false);
    expect(hasAccess(premium, EXPORT_ACCESS.CSV)).toBe(true);
    expect(hasAccess(user, EXPORT_ACCESS.PDF)).toBe(true);
  });
});
