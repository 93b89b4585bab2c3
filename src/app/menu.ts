import { hasAccess, type AccessHolder } from '../../contract/access';
import { routeOf } from './routes';

/** The left menu (spec 000 §2). Labels and access rules come from the route table. */
export interface MenuGroup {
  id: string;
  /** Absent for the first, untitled group. */
  labelKey?: string;
  items: readonly MenuItem[];
}

export interface MenuItem {
  path: string;
  /** Overrides the screen title when the menu needs a different wording. */
  labelKey?: string;
}

export const MENU: readonly MenuGroup[] = [
  { id: 'daily', items: [{ path: '/' }, { path: '/operations' }, { path: '/search' }] },
  {
    id: 'previsionnel',
    labelKey: 'menu.group.previsionnel',
    items: [
      { path: '/previsionnel/operations' },
      { path: '/previsionnel/budget/details' },
      { path: '/previsionnel/budget/difftable' },
      { path: '/previsionnel/statement' },
      { path: '/previsionnel/monitor' },
    ],
  },
  {
    id: 'analysis',
    labelKey: 'menu.group.analysis',
    items: [
      { path: '/analysis/category', labelKey: 'menu.analysis.category' },
      { path: '/analysis/categoriesFluctuation', labelKey: 'menu.analysis.categoriesFluctuation' },
      { path: '/analysis/movement', labelKey: 'menu.analysis.movement' },
      { path: '/analysis/incomeExpense', labelKey: 'menu.analysis.incomeExpense' },
      { path: '/analysis/accountsFluctuation', labelKey: 'menu.analysis.accountsFluctuation' },
      { path: '/analysis/patrimony', labelKey: 'menu.analysis.patrimony' },
    ],
  },
  {
    id: 'services',
    labelKey: 'menu.group.services',
    items: [{ path: '/comparator' }, { path: '/faq' }, { path: '/upgrade' }],
  },
  {
    id: 'parameters',
    labelKey: 'menu.group.parameters',
    items: [
      { path: '/parameters', labelKey: 'menu.parameters.settings' },
      { path: '/parameters/banks' },
      { path: '/parameters/accounts' },
      { path: '/parameters/categories' },
      { path: '/parameters/payees' },
      { path: '/parameters/tags' },
      { path: '/parameters/budgets' },
      { path: '/parameters/operations' },
      { path: '/parameters/import-presentation' },
    ],
  },
  {
    id: 'admin',
    labelKey: 'menu.group.admin',
    items: [
      { path: '/admin' },
      { path: '/admin/users' },
      { path: '/admin/versions' },
      { path: '/admin/cgu' },
    ],
  },
];

export interface VisibleItem {
  path: string;
  labelKey: string;
}

/** The groups and entries this person may open; groups left empty disappear. */
export function visibleMenu(
  holder: AccessHolder | null,
): { id: string; labelKey?: string; items: VisibleItem[] }[] {
  return MENU.map((group) => ({
    ...group,
    items: group.items
      .map((item) => ({ item, route: routeOf(item.path) }))
      .filter(({ route }) => hasAccess(holder, route.required ?? []))
      .map(({ item, route }) => ({ path: item.path, labelKey: item.labelKey ?? route.titleKey })),
  })).filter((group) => group.items.length > 0);
}
