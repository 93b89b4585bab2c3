import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { UnderConstructionPage } from '../components/under-construction-page';
import { AnonymousLayout } from './anonymous-layout';
import { AppLayout } from './app-layout';
import { AnonymousOnly, RequireAccess, RequireAuth } from './guards';
import {
  NOT_FOUND_PATH,
  REDIRECT_ROUTES,
  SCREEN_ROUTES,
  type RouteAccess,
  type ScreenRoute,
} from './routes';

function ScreenElement({ route }: { route: ScreenRoute }) {
  const Screen = route.screen;
  const screen = Screen ? <Screen /> : <UnderConstructionPage titleKey={route.titleKey} />;
  return route.required ? (
    <RequireAccess required={route.required}>{screen}</RequireAccess>
  ) : (
    screen
  );
}

const routesWith = (access: RouteAccess): RouteObject[] =>
  SCREEN_ROUTES.filter((route) => route.access === access).map((route) => ({
    path: route.path,
    element: <ScreenElement route={route} />,
  }));

const ROUTE_OBJECTS: RouteObject[] = [
  ...routesWith('public'),
  {
    element: <AnonymousOnly />,
    children: [{ element: <AnonymousLayout />, children: routesWith('anonymous') }],
  },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <AppLayout />,
        children: [
          ...routesWith('authenticated'),
          ...REDIRECT_ROUTES.map(({ path, redirectTo }) => ({
            path,
            element: <Navigate to={redirectTo} replace />,
          })),
          { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
        ],
      },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(ROUTE_OBJECTS);
}
