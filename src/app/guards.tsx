import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { Role, hasAccess, type AccessItem } from '../../contract/access';
import { useAuth } from '../features/auth/use-auth';
import { ForbiddenPage } from './forbidden-page';
import { TARGET_PARAM, loginRedirect, safeTarget } from './target';

/** Where an administrator turns two-factor on: the parameters' section. */
const TWO_FACTOR_SETUP_PATH = '/parameters#two-factor';

/** Login, signup…: a signed-in person goes on to the remembered target or their home page. */
export function AnonymousOnly() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  if (!user) return <Outlet />;
  const to = safeTarget(params.get(TARGET_PARAM)) ?? user.profile.indexUrl;
  return <Navigate to={to} replace />;
}

/** Protected routes: an anonymous visitor signs in first, and comes back afterwards. */
export function RequireAuth() {
  const { user, endReason } = useAuth();
  const location = useLocation();
  if (user) return <Outlet />;
  const { to, state } = loginRedirect(location, endReason);
  return <Navigate to={to} state={state} replace />;
}

/**
 * Signed in but lacking a role or functionality: the access-forbidden alert (spec 000 §4). An
 * administrator whom the policy requires to use two-factor goes to turn it on first.
 */
export function RequireAccess({
  required,
  children,
}: {
  required: readonly AccessItem[];
  children: ReactNode;
}) {
  const { user } = useAuth();
  if (!hasAccess(user, required)) return <ForbiddenPage />;
  if (user?.twoFactorSetupRequired && required.includes(Role.admin)) {
    return <Navigate to={TWO_FACTOR_SETUP_PATH} replace />;
  }
  return children;
}
