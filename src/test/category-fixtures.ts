import {
  type CategoryDto,
  type CategoryRefDto,
  type CategoryTreesDto,
} from '../../contract/categories';
import { DebitCredit, type Direction } from '../../contract/debit-credit';

interface Spec {
  id: number;
  name: string;
  enabled?: boolean;
  owned?: boolean;
  children?: Spec[];
}

/** A tree as GET /api/category answers it, from a compact description. */
export function makeTree(direction: Direction, specs: Spec[]): CategoryDto[] {
  const build = (spec: Spec, index: number, parent: CategoryDto | null): CategoryDto => {
    const node: CategoryDto = {
      categoryId: spec.id,
      name: spec.name,
      debitCredit: direction,
      parent: parent && ref(parent),
      children: [],
      enabled: spec.enabled ?? true,
      owned: spec.owned ?? false,
      sortIndex: index,
      level: (parent?.level ?? 0) + 1,
      similar: spec.owned ? null : { categoryId: spec.id, name: spec.name },
      fullName: parent ? `${parent.fullName} / ${spec.name}` : spec.name,
    };
    node.children = (spec.children ?? []).map((child, i) => build(child, i, node));
    return node;
  };
  return specs.map((spec, index) => build(spec, index, null));
}

const ref = (node: CategoryDto): CategoryRefDto => ({
  categoryId: node.categoryId,
  name: node.name,
});

export const TREES: CategoryTreesDto = {
  credit: makeTree(DebitCredit.credit, [
    { id: 1, name: 'Salary', children: [{ id: 2, name: 'Bonus' }] },
    { id: 3, name: 'Gifts received' },
  ]),
  debit: makeTree(DebitCredit.debit, [
    {
      id: 10,
      name: 'Housing',
      children: [
        { id: 11, name: 'Rent' },
        { id: 12, name: 'Energy', children: [{ id: 13, name: 'Gas' }] },
      ],
    },
    { id: 20, name: 'Food' },
    { id: 30, name: 'Leisure' },
    { id: 40, name: 'Old hobby', enabled: false, owned: true },
  ]),
};
