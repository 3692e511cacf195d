// Every permission key and group of the catalogue has a label in every language (the roles screens' labels).
import { LANGUAGES } from '../../../../i18n';
import { i18n } from '../../../../src/client/lib/i18n';
import '../../../../src/client/features/roles/translations';
import { permissionGroups } from '../../../../src/shared/permissionCatalogue';

it.each(LANGUAGES)('translates every group and permission in %s', (lang) => {
  const missing = permissionGroups()
    .flatMap((g) => [`roles.groups.${g.group}`, ...g.permissions.map((p) => `roles.permissions.${p}`)])
    .filter((key) => !i18n.exists(key, { lng: lang }));
  expect(missing).toEqual([]);
});
