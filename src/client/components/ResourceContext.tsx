// ra-core style: screens put the registry row in context and every label is derived from it
// (`<i18n>.title`, `<i18n>.fields.<field>`), so an entity adds translations, not code.
import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '../../shared/resourceDef';

export interface ResourceInfo {
  /** i18n prefix: the row's `i18n` (`members`, `users.assigned_members`). */
  resource: string;
  /** Permission family (`MEMBERS`): `<family>_CREATE`, `_READ`, `_UPDATE`, `_DELETE`. */
  family: string;
  def?: ResourceDef;
}

export const ResourceContext = createContext<ResourceInfo>({ resource: 'generic', family: '' });

export const useResource = (): ResourceInfo => useContext(ResourceContext);

export const resourceInfo = (def: ResourceDef): ResourceInfo => ({
  resource: def.i18n,
  family: def.family,
  def,
});

/** Translates `<resource>.fields.<field>` (and anything else under the resource) for the current resource. */
export function useResourceTranslation() {
  const { resource } = useResource();
  const { t } = useTranslation();
  // Stable while the language and resource stay: lists key their column definitions (and so their cells) on it.
  return useMemo(
    () => ({
      t,
      resource,
      fieldLabel: (field: string) => t(`${resource}.fields.${field}`),
      optionLabel: (field: string, value: string | number) => t(`${resource}.options.${field}.${value}`),
    }),
    [t, resource],
  );
}
