// Every dropdown source names the permission its list call needs, the same the server's route checks (the
// registry's `<FAMILY>_SEARCH`): a viewer without it is never sent to a 403.
import { OPTION_PRESETS, type OptionSource } from '../../../src/client/components/optionPresets';
import { RESOURCES, permissionOf } from '../../../src/shared/resources';

const rowAt = (path: string) =>
  Object.values(RESOURCES).find((row) => row.path === path && row.parents.every((p) => p.in === 'query'));

it.each(Object.entries(OPTION_PRESETS) as [string, OptionSource][])(
  '%s asks for the permission its list call needs',
  (_name, source) => {
    const row = rowAt(source.path);
    // GET moves (the grouped catalogue) needs only a session.
    if (!row) expect([source.path, source.permission]).toEqual(['moves', undefined]);
    else expect(source.permission).toBe(permissionOf(row, 'search'));
  },
);
