import { hasAccess, ProfileName, type AccessHolder } from '../../contract/access';
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
  /** Shown only to these profiles (on top of the route's access rules). */
  profiles?: readonly string[];
}

export const MENU: readonly MenuGroup[] = [
  { id: 'daily', items: [{ path: '/' }, { path: '/operations' }, { path: '/search' }] },
  {
    id: 'previsionnel',
    labelKey: 'menu.group.previsionnel',
    items: [
      { path: '/previsionnel/operations' },
      { path: '/previsionnel/threeMonths' },
      { path: '/previsionnel/month' },
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
    items: [
      { path: '/comparator' },
      { path: '/faq' },
      // Premium is offered to standard users only (spec 000 §1): the others already have it all.
      { path: '/upgrade', profiles: [ProfileName.user] },
    ],
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
      { path: '/admin/adverts' },
      { path: '/admin/security-journal' },
    ],
  },
];

export interface VisibleItem {
  path: string;
  labelKey: string;
}

/** Who the menu is for: an access holder with a named profile (as GET /api/user gives). */
export type MenuHolder = AccessHolder & { profile: { name: string } | null };

const offeredTo = (item: MenuItem, holder: MenuHolder | null) =>
  !item.profiles || item.profiles.includes(holder?.profile?.name ?? '');

/** The groups and entries this person may open; groups left empty disappear. */
export function visibleMenu(
  holder: MenuHolder | null,
): { id: string; labelKey?: string; items: VisibleItem[] }[] {
  return MENU.map((group) => ({
    ...group,
    items: group.items
      .map((item) => ({ item, route: routeOf(item.path) }))
      .filter(
        ({ item, route }) => offeredTo(item, holder) && hasAccess(holder, route.required ?? []),
      )
      .map(({ item, route }) => ({ path: item.path, labelKey: item.labelKey ?? route.titleKey })),
  })).filter((group) => group.items.length > 0);
}
