import { describe, expect, it } from 'vitest';
import { bankDeleteQuerySchema, bankSaveSchema } from './banks';
import { idListQuerySchema, idParamSchema } from './ids';
import {
  DEFAULT_OPERATION_TYPE_ID,
  OPERATION_TYPES,
  operationTypeIdOf,
  typeIdFromApi,
  typeIdToApi,
  typesFor,
} from './operation-types';
import { hasAtMostTwoDecimals, percentToBp, bpToPercent } from './percent';
import { tagSaveSchema } from './tags';
import { comparisonKey } from './text';

describe('banks and tags', () => {
  it('reads a bank picked from the list or typed freely', () => {
    expect(bankSaveSchema.parse({ name: ' LCL ', bankNameId: 6 })).toEqual({
      name: 'LCL',
      bankNameId: 6,
    });
    expect(bankSaveSchema.parse({ name: 'Ma banque' })).toEqual({
      name: 'Ma banque',
      bankNameId: null,
    });
    expect(bankSaveSchema.safeParse({ name: ' ' }).error?.issues[0]?.message).toBe(
      'bank.name.isRequired',
    );
    expect(bankSaveSchema.safeParse({}).error?.issues[0]?.message).toBe('bank.name.isRequired');
    expect(bankDeleteQuerySchema.parse({ force: 'false' })).toEqual({ force: false });
  });

  it('reads a tag name', () => {
    expect(tagSaveSchema.parse({ name: ' Vacances ' })).toEqual({ name: 'Vacances' });
    expect(tagSaveSchema.safeParse({ name: '' }).error?.issues[0]?.message).toBe(
      'tag.name.isRequired',
    );
    expect(comparisonKey(' été  2024 ')).toBe(comparisonKey('ETE 2024'));
  });
});

describe('operation types', () => {
  it('lists the types with unique ids and abbreviations, default -1', () => {
    expect(new Set(OPERATION_TYPES.map((t) => t.typeId)).size).toBe(OPERATION_TYPES.length);
    expect(new Set(OPERATION_TYPES.map((t) => t.abrv)).size).toBe(OPERATION_TYPES.length);
    expect(operationTypeIdOf('CB')).toBe(1);
    expect(operationTypeIdOf('PRLV')).toBe(4);
    expect(DEFAULT_OPERATION_TYPE_ID).toBe(-1);
  });

  it('offers the types of a direction and maps the default at the API edge', () => {
    expect(typesFor(OPERATION_TYPES, 1).map((t) => t.abrv)).toEqual([
      'CHQ',
      'VIR',
      'ESP',
      'REM',
      'INT',
      'AUT',
    ]);
    expect(typesFor(OPERATION_TYPES, -1).map((t) => t.abrv)).not.toContain('REM');
    expect(typeIdFromApi(-1)).toBeNull();
    expect(typeIdFromApi(undefined)).toBeNull();
    expect(typeIdFromApi(3)).toBe(3);
    expect(typeIdToApi(null)).toBe(-1);
  });
});

describe('ids and percentages', () => {
  it('reads path ids and id lists strictly', () => {
    expect(idParamSchema.parse('0042')).toBe(42);
    for (const text of ['', ' 1', '1.5', '-3', '0', '1234567890123456']) {
      expect(idParamSchema.safeParse(text).success, text).toBe(false);
    }
    expect(idListQuerySchema.parse('1')).toEqual([1]);
    expect(idListQuerySchema.safeParse('1,,2').success).toBe(false);
  });

  it('converts percentages to basis points without float drift', () => {
    expect(percentToBp(2.55)).toBe(255);
    expect(percentToBp(33.33)).toBe(3333);
    expect(bpToPercent(345)).toBe(3.45);
    expect(hasAtMostTwoDecimals(2.55)).toBe(true);
    expect(hasAtMostTwoDecimals(0.29)).toBe(true);
    expect(hasAtMostTwoDecimals(1.005)).toBe(false);
  });
});
