// Menu icons load with the first menu that shows them, not with /login: each area names its icon as a dynamic
// import into the one "nav-icons" chunk, and the menu, shortcuts and search render it as a plain component.
import { lazy, Suspense, type ComponentType } from 'react';

export type NavIcon = ComponentType<{ className?: string }>;

/** Holds the icon's place (antd's 1em icon box) until the chunk arrives, so the menu does not shift. */
const placeholder = <span className="anticon" aria-hidden="true" style={{ width: '1em', height: '1em' }} />;

/** `navIcon(() => import(/* webpackChunkName: "nav-icons" *\/ '@ant-design/icons/TeamOutlined'))` */
export function navIcon(load: () => Promise<{ default: NavIcon }>): NavIcon {
  const Icon = lazy(load);
  return function LazyNavIcon(props) {
    return (
      <Suspense fallback={placeholder}>
        <Icon {...props} />
      </Suspense>
    );
  };
}
