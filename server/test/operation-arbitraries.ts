import fc from 'fast-check';
import type { Executor } from '../db/database';
import { distributeCents } from '../../contract/money';
import type {
  OperationChange,
  OperationInput,
} from '../features/operations/write/operations-write.service';
import type { Books } from './operation-fixtures';

// Random writes for the property tests of the write path: abstract actions that pick accounts,
// categories and existing operations by index, turned into changes against the current books.

const shape = fc.record({
  account: fc.nat(2),
  amount: fc.integer({ min: -500_000, max: 500_000 }).filter((n) => n !== 0),
  day: fc.nat(800),
  valueLag: fc.nat(5),
  pointed: fc.boolean(),
  weights: fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 3 }),
  categories: fc.array(fc.nat(3), { minLength: 3, maxLength: 3 }),
});
type Shape = typeof shape extends fc.Arbitrary<infer T> ? T : never;

export const action = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), shape }),
  fc.record({
    kind: fc.constant('transfer' as const),
    shape,
    to: fc.nat(2),
    other: fc.integer({ min: 1, max: 500_000 }),
  }),
  fc.record({ kind: fc.constant('update' as const), pick: fc.nat(), shape }),
  fc.record({ kind: fc.constant('split' as const), pick: fc.nat(), shape }),
  fc.record({
    kind: fc.constant('point' as const),
    picks: fc.array(fc.nat(), { maxLength: 4 }),
    pointed: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('delete' as const),
    picks: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({ kind: fc.constant('failing' as const), shape, how: fc.nat(2) }),
);
export type Action = typeof action extends fc.Arbitrary<infer T> ? T : never;

function isoDay(day: number): string {
  return new Date(Date.UTC(2023, 0, 1 + day)).toISOString().slice(0, 10);
}

export function accountOf(b: Books, index: number): number {
  return [b.current, b.savings, b.foreign][index % 3] as number;
}

function categoryOf(b: Books, index: number): number | null {
  return [null, b.groceries, b.leisure, b.salary][index % 4] ?? null;
}

export function inputOf(b: Books, s: Shape, amount = s.amount, account = accountOf(b, s.account)) {
  const amounts = distributeCents(amount, s.weights);
  const input: OperationInput = {
    accountId: account,
    date: isoDay(s.day),
    valueDate: isoDay(s.day + s.valueLag),
    amount,
    state: s.pointed ? 'P' : null,
    parts: amounts.map((part, i) => ({
      categoryId: categoryOf(b, s.categories[i] ?? 0),
      amount: part,
    })),
  };
  return input;
}

/** A transfer between two different accounts: opposite amounts, or each side's in two currencies. */
export function transferOf(b: Books, a: Extract<Action, { kind: 'transfer' }>): OperationChange {
  const from = a.shape.account % 3;
  const to = from === a.to % 3 ? (from + 1) % 3 : a.to % 3;
  const debit = -Math.abs(a.shape.amount);
  const foreign = from === 2 || to === 2;
  const source = inputOf(b, a.shape, debit, accountOf(b, from));
  const target = inputOf(b, a.shape, foreign ? a.other : -debit, accountOf(b, to));
  return { kind: 'createTransfer', source, target };
}

export interface Existing {
  id: number;
  amount: number;
  transferId: number | null;
}

export const pick = (ops: readonly Existing[], index: number) => ops[index % ops.length];

export async function existing(db: Executor, userId: number): Promise<Existing[]> {
  return db
    .selectFrom('operations')
    .select(['id', 'amount', 'transferId'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

/** The changes an action stands for against the current operations (none when it needs one). */
export function changesOf(b: Books, a: Action, ops: Existing[]): OperationChange[] {
  switch (a.kind) {
    case 'create':
      return [{ kind: 'create', operation: inputOf(b, a.shape) }];
    case 'transfer':
      return [transferOf(b, a)];
    case 'update': {
      const op = pick(ops, a.pick);
      if (!op) return [];
      if (op.transferId === null)
        return [{ kind: 'update', id: op.id, operation: inputOf(b, a.shape) }];
      const t = transferOf(b, {
        kind: 'transfer',
        shape: a.shape,
        to: a.shape.account + 1,
        other: 1_234,
      });
      return t.kind === 'createTransfer'
        ? [{ kind: 'updateTransfer', id: op.id, source: t.source, target: t.target }]
        : [];
    }
    case 'split': {
      const op = pick(ops, a.pick);
      return op
        ? [{ kind: 'replaceParts', id: op.id, parts: inputOf(b, a.shape, op.amount).parts }]
        : [];
    }
    case 'point': {
      const ids = [
        ...new Set(a.picks.map((i) => pick(ops, i)?.id).filter((id) => id !== undefined)),
      ];
      return [{ kind: 'point', ids, pointed: a.pointed }];
    }
    case 'delete': {
      const ids = [
        ...new Set(a.picks.map((i) => pick(ops, i)?.id).filter((id) => id !== undefined)),
      ];
      return ids.length > 0 ? [{ kind: 'delete', ids }] : [];
    }
    case 'failing':
      return [];
  }
}
