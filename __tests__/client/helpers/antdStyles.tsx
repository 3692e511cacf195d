// antd's styles in jsdom, cut down to what tests can observe. antd injects its CSS-in-JS into <style> tags
// (about 1,500 rules and 400 kB for a list screen), and jsdom's getComputedStyle matches every rule against
// the element and, for inherited properties such as visibility, against each of its ancestors. Testing
// Library calls it for every candidate of a *ByRole query (is it hidden?) and user-event before each
// pointer action (pointer-events), so the full CSS made a list screen test spend most of its time there.
// jsdom lays nothing out, so the only declarations that can change a test's outcome are the ones that hide
// an element or stop pointer events: keep those (with their real selectors, so a closed popup or an
// inactive tab is still hidden to queries) and drop the rest before the styles are injected.
import type { ReactNode } from 'react';
import { createCache, StyleProvider, type Transformer } from '@ant-design/cssinjs';

const OBSERVABLE = new Set(['display', 'visibility', 'pointerEvents']);

const observableOnly: Transformer = {
  visit: (style) => {
    const kept: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(style)) {
      // Nested selectors and at-rules are visited in turn; keyframes and compound values are declarations.
      const nested =
        typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        !('_keyframe' in value) &&
        !('value' in value);
      if (OBSERVABLE.has(key) || (nested && key !== 'animationName')) kept[key] = value;
    }
    return kept as typeof style;
  },
};

const transformers = [observableOnly];

// cssinjs drops a component's generated style from its cache when the last instance unmounts (the <style>
// tag stays), so every test regenerated the styles of every antd component it rendered: one cache per test
// file that keeps its entries makes that once per file.
const cache = createCache();
const opUpdate = cache.opUpdate.bind(cache);
cache.opUpdate = (key, update) => opUpdate(key, (previous) => update(previous) ?? previous);

/** Outermost wrapper of every rendered test tree (renderWithProviders and renderEntity put it there). */
export function AntdTestStyles({ children }: { children: ReactNode }) {
  return (
    <StyleProvider cache={cache} transformers={transformers}>
      {children}
    </StyleProvider>
  );
}
