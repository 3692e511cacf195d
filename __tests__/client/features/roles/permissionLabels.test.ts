// Every permission key and group of the catalogue has a label in every language.
import { LANGUAGES, lookup } from '../../../../i18n';
import { PERMISSION_GROUPS } from '../../../../src/shared/permissions';

it.each(LANGUAGES)('translates every group and permission in %s', (lang) => {
  const missing = PERMISSION_GROUPS.flatMap((g) => [
    `roles.groups.${g.group}`,
    ...g.permissions.map((p) => `roles.permissions.${p}`),
  ]).filter((key) => !lookup(lang, key));
  expect(missing).toEqual([]);
});
