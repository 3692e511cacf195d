import type { NavItem } from '../../../src/client/shell/navigation';
import { NAVIGATION } from '../../../src/client/app/areas';
import {
  activeItem,
  filterNavigation,
  flattenNavigation,
  searchNavigation,
} from '../../../src/client/shell/navigationFilter';

const ids = (permissions: string[]) =>
  flattenNavigation(filterNavigation(NAVIGATION, permissions)).map((i) => i.id);

describe('the navigation table', () => {
  it('holds every entry of spec part 1 §2 with its route and permission', () => {
    const table = flattenNavigation(NAVIGATION).map((i) => [i.route, i.permissions.join()]);
    expect(table).toEqual(
      expect.arrayContaining([
        ['/dashboard', 'USERS_SEARCH'],
        ['/members', 'MEMBERS_SEARCH'],
        ['/users', 'USERS_SEARCH'],
        ['/branches', 'BRANCHES_SEARCH'],
        ['/articles', 'ARTICLES_SEARCH'],
        ['/foods', 'FOODS_SEARCH'],
        ['/dietlists', 'DIET_LISTS_SEARCH'],
        ['/reports', 'REPORTS_SEARCH'],
        ['/recipes', 'RECIPES_SEARCH'],
        ['/roles', 'ROLES_SEARCH'],
        ['/coursePackages', 'COURSE_PACKAGE_SEARCH'],
        ['/movesComponent', 'COURSE_PACKAGE_SEARCH'],
        ['/postureAnalysis', 'COURSE_PACKAGE_SEARCH'],
        ['/personalTrainingsTypes', 'PERSONAL_TRAININGS_SEARCH'],
        ['/personalTrainings', 'PERSONAL_TRAININGS_SEARCH'],
      ]),
    );
    // spec's 15 entries, plus entries later issues add (e.g. support's replay screen)
    expect(table.length).toBeGreaterThanOrEqual(15);
  });
});

describe('filterNavigation', () => {
  it('hides entries without their permission and groups left empty', () => {
    const entries = filterNavigation(NAVIGATION, ['MEMBERS_SEARCH']);
    expect(entries.map((e) => e.id)).toEqual(['management']);
    expect(ids(['MEMBERS_SEARCH'])).toEqual(['members']);
    expect(ids([])).toEqual([]);
  });

  it('shows one permission’s entries wherever they sit', () => {
    expect(ids(['COURSE_PACKAGE_SEARCH'])).toEqual(['coursePackages', 'moves', 'postureAnalysis']);
    expect(ids(['USERS_SEARCH'])).toEqual(['dashboard', 'users']);
  });

  it('keeps an item with several permissions when any one is held', () => {
    const multi: NavItem = { ...flattenNavigation(NAVIGATION)[0], id: 'multi', permissions: ['A', 'B'] };
    expect(filterNavigation([multi], ['B'])).toEqual([multi]);
    expect(filterNavigation([multi], ['C'])).toEqual([]);
  });
});

describe('activeItem and searchNavigation', () => {
  const items = flattenNavigation(NAVIGATION);

  it('finds the item of a path or of a path below it', () => {
    expect(activeItem(items, '/members')?.id).toBe('members');
    expect(activeItem(items, '/members/12')?.id).toBe('members');
    expect(activeItem(items, '/membersX')).toBeUndefined();
  });

  it('matches titles case-insensitively in the language and shows at most 10', () => {
    const title = (i: NavItem) => i.id.toUpperCase();
    expect(searchNavigation(items, 'mem', title, 'en').map((i) => i.id)).toEqual(['members']);
    expect(searchNavigation(items, 'e', title, 'en')).toHaveLength(10);
    expect(searchNavigation(items, '  ', title, 'en')).toEqual([]);
    expect(searchNavigation(items, 'i', () => 'İÇERİK', 'tr')).toHaveLength(10); // Turkish dotted İ
  });
});
