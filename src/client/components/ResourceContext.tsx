// ra-core style: screens put the resource name in context and every label is derived from it
// (`<resource>.title`, `<resource>.fields.<field>`), so an entity adds translations, not code.
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';

export interface ResourceInfo {
  /** i18n prefix, usually the slice name (`members`). */
  resource: string;
  /** Permission family (`MEMBERS`): `<family>_CREATE`, `_READ`, `_UPDATE`, `_DELETE`. */
  family: string;
}

export const ResourceContext = createContext<ResourceInfo>({ resource: 'generic', family: '' });

export const useResource = (): ResourceInfo => useContext(ResourceContext);

/** Translates `<resource>.fields.<field>` (and anything else under the resource) for the current resource. */
export function useResourceTranslation() {
  const { resource } = useResource();
  const { t } = useTranslation();
  return {
    t,
    resource,
    fieldLabel: (field: string) => t(`${resource}.fields.${field}`),
    optionLabel: (field: string, value: string | number) => t(`${resource}.options.${field}.${value}`),
  };
}
