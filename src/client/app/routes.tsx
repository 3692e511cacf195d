// The route tree: plain pages without antd (/login), then antd's providers (loaded on demand) around bare
// pages (/logout) and the shell frame around everything else; each feature route sits under the guard of
// its access group. '/' → the first screen the user may open (the dashboard for most), unknown paths → /404
// (spec part 2 §2).
import { Suspense } from 'react';
import { Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { Landing } from '../shell/Landing';
import { LoadingScreen } from '../shell/LoadingScreen';
import { RequireAccess } from '../shell/RequireAccess';
import { RouteError } from '../shell/RouteError';
import type { FeatureRoute } from '../shell/featureRoute';
import { lazyPage } from '../shell/lazyPage';
import { loadAntdFrame, loadShellLayout } from '../shell/preload';
import type { AccessGroup } from '../store/sessionModel';
import { AREAS } from './areas';

// antd's providers, the frame and the 404 page load on demand: /login's first load carries no antd.
const AntdFrame = lazyPage(loadAntdFrame);
const ShellLayout = lazyPage(loadShellLayout);
const NotFound = lazyPage(() => import(/* webpackChunkName: "not-found" */ '../shell/NotFound'));

/** Strips the shell's tags and nests routes under one guard per access group (untagged routes are public). */
function guarded(routes: FeatureRoute[]): RouteObject[] {
  const publicRoutes: RouteObject[] = [];
  const byGroup = new Map<AccessGroup, RouteObject[]>();
  for (const { access, frame: _frame, ...route } of routes) {
    const plain = route as RouteObject;
    if (!access) publicRoutes.push(plain);
    else byGroup.set(access, [...(byGroup.get(access) ?? []), plain]);
  }
  return [
    ...publicRoutes,
    ...[...byGroup].map(([group, children]) => ({ element: <RequireAccess group={group} />, children })),
  ];
}

export function buildRoutes(routes: FeatureRoute[] = AREAS.flatMap((area) => area.routes)): RouteObject[] {
  const plain = routes.filter((r) => r.frame === 'plain');
  const bare = routes.filter((r) => r.frame === 'bare');
  const framed = routes.filter((r) => r.frame === undefined || r.frame === 'shell');
  return [
    {
      path: '/',
      errorElement: <RouteError />,
      element: (
        <Suspense fallback={<LoadingScreen />}>
          {/* A new page opens at its top (a save that leads back to a list shows the list's buttons); Back
              returns to where that page was scrolled. */}
          <ScrollRestoration />
          <Outlet />
        </Suspense>
      ),
      children: [
        ...guarded(plain),
        {
          element: <AntdFrame />,
          children: [
            ...guarded(bare),
            {
              element: <ShellLayout />,
              children: [
                {
                  errorElement: <RouteError />, // a failing page keeps the navigation around it
                  children: [
                    { index: true, element: <Landing /> },
                    { path: '/loading', element: <LoadingScreen /> },
                    { path: '/404', element: <NotFound /> },
                    ...guarded(framed),
                    { path: '*', element: <Navigate to="/404" replace /> },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export const appRoutes: RouteObject[] = buildRoutes();
