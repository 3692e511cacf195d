// SPA paths are declared in one place each: every screen a registry row links to is a route of some area, and
// every area route is a registry screen — except the pages listed here, which show no entity's list or form
// through the generic containers. A new route, or a registry screen with no route, fails this test.
import { matchPath } from 'react-router-dom';
import { AREAS } from '../../../src/client/app/areas';
import { RESOURCES } from '../../../src/shared/resources';

const NOT_REGISTRY_SCREENS = new Set([
  // Pages of no entity.
  '/dashboard',
  '/profile',
  '/login',
  '/login/callback',
  '/logout',
  '/support/replay',
  // The front desk's check-in: a member chosen, then the member's check-in panel (the registry's screen is the
  // member file's tab).
  '/checkins',
  // The money desk beside the cash book: the day's close to print, the dues and the revenue report (answers of
  // no registry row).
  '/payments-day-close',
  '/dues',
  '/revenue',
  // A training's form opened without a tab in the link (it shows the first).
  '/personalTrainings-edit/:pt_id',
  // Sub-screens whose links carry more than a record's key (the next day's number, a day of a package),
  // built by their parent's page.
  '/coursePackages-days-add/:package_id/:day',
  '/coursePackages-days-edit/:package_id/:day/:id',
  '/personalTrainings-edit-add-day/:pt_id/:day',
  '/personalTrainings-edit-day/:pt_id/:day/:day_id',
  '/personalTrainings-edit-day-moves-add/:pt_id/:day_id/:day',
  '/personalTrainings-edit-day-moves-edit/:pt_id/:day_id/:day/:move_id',
]);

const routes = AREAS.flatMap((area) => area.routes.map((route) => route.path as string));
const screens = Object.values(RESOURCES).flatMap((def) =>
  Object.entries(def.screens).map(([kind, link]) => ({
    screen: `${def.name}.${kind}`,
    // A link's parameters stand for values; its query only preselects.
    path: (link as string).split('?')[0]!.replace(/:(\w+)/g, '$1-1'),
  })),
);
const routeOf = (path: string) => routes.find((route) => matchPath(route, path));

it('every registry screen opens a route of some area', () => {
  expect(screens.filter(({ path }) => !routeOf(path))).toEqual([]);
});

it('every area route is a registry screen, or a page named above', () => {
  const reached = new Set(screens.map(({ path }) => routeOf(path)));
  expect(routes.filter((route) => !reached.has(route) && !NOT_REGISTRY_SCREENS.has(route))).toEqual([]);
  // The list above holds no stale entries.
  expect([...NOT_REGISTRY_SCREENS].filter((route) => !routes.includes(route))).toEqual([]);
});

it('no path is declared by two areas', () => {
  expect(routes.filter((route, i) => routes.indexOf(route) !== i)).toEqual([]);
});
