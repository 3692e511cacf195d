// Screens load on demand (React.lazy), and a page load of a deep link (a bookmark, a reload, a link from a mail)
// starts its screen's chunks at once, beside the frame's: otherwise they are asked for only once the frame has
// rendered and the route below it suspends — a waterfall of about 0.4 s on every first load of a screen.
import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
type AnyComponent = ComponentType<any>;

export type LazyPage<T extends AnyComponent> = LazyExoticComponent<T> & {
  /** Starts loading the chunk (once; a failed load is tried again by the next call). */
  preload(): Promise<{ default: T }>;
};

/** React.lazy that can be started ahead of its first render. */
export function lazyPage<T extends AnyComponent>(load: () => Promise<{ default: T }>): LazyPage<T> {
  let loading: Promise<{ default: T }> | undefined;
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return Object.assign(lazy(preload), { preload });
}

/** Starts the chunks of every lazy page among the matched routes (the router's: the frames and the screen). */
export function preloadMatches(matches: readonly { route: RouteObject }[]): void {
  for (const { route } of matches) {
    const type = (route.element as ReactElement | null | undefined)?.type as Partial<LazyPage<AnyComponent>>;
    // A failure here is the route's to report when it renders.
    type?.preload?.().catch(() => undefined);
  }
}
