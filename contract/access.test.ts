import { expect, it } from 'vitest';
import { Role, authoritiesOf, functionality, hasAccess } from './access';

const premium = { roles: ['ROLE_USER'], profile: { functionalities: [{ code: 'TAG' }] } };

it('gives anonymous visitors only ROLE_ANONYMOUS and ROLE_ANY', () => {
  expect([...authoritiesOf(null)].sort()).toEqual(['ROLE_ANONYMOUS', 'ROLE_ANY']);
  expect(hasAccess(null, [Role.user])).toBe(false);
  expect(hasAccess(null, [Role.any])).toBe(true);
});

it('adds ROLE_ANY and ROLE_AUTHENTICATED to every signed-in user', () => {
  expect(hasAccess(premium, [Role.any, Role.authenticated, Role.user])).toBe(true);
});

it('passes only when every listed role or functionality is held', () => {
  expect(hasAccess(premium, [Role.user, functionality('TAG')])).toBe(true);
  expect(hasAccess(premium, [Role.user, functionality('DEV')])).toBe(false);
  expect(hasAccess(premium, [Role.user, Role.admin])).toBe(false);
});
