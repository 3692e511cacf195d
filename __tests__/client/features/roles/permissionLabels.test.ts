// Every permission key and group of the catalogue has a label in every language (the roles screens' labels).
import { LANGUAGES } from '../../../../i18n';
import { i18n } from '../../../../src/client/lib/i18n';
import '../../../../src/client/features/roles/translations';
import { permissionGroups, permissionLabelKeys } from '../../../../src/shared/permissionCatalogue';

it.each(LANGUAGES)('translates every group and permission in %s', (lang) => {
  // A label is the roles screen's own or, for a family a registry area brings, the area's (permissionLabelKeys).
  const missing = permissionGroups()
    .flatMap((g) => [
      permissionLabelKeys('group', g.group),
      ...g.permissions.map((p) => permissionLabelKeys('permission', p)),
    ])
    .filter((keys) => !keys.some((key) => i18n.exists(key, { lng: lang })))
    .map((keys) => keys[0]);
  expect(missing).toEqual([]);
});

it("reads a registry family's labels from its area's file after the roles screen's", () => {
  expect(permissionLabelKeys('group', 'CHECKINS')).toEqual([
    'roles.groups.CHECKINS',
    'checkins.permissions.CHECKINS',
  ]);
  expect(permissionLabelKeys('permission', 'CHECKINS_CREATE')).toEqual([
    'roles.permissions.CHECKINS_CREATE',
    'checkins.permissions.CHECKINS_CREATE',
  ]);
  expect(permissionLabelKeys('permission', 'MEMBERS_REACH_ALL')).toEqual([
    'roles.permissions.MEMBERS_REACH_ALL',
  ]);
});
