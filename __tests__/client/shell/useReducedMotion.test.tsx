// The system's reduced-motion wish reaches antd's theme, and a change while the page is open applies at once.
import { act, renderHook } from '@testing-library/react';
import { useReducedMotion } from '../../../src/client/shell/useReducedMotion';

function fakeMedia(initial: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initial,
    media: '(prefers-reduced-motion: reduce)',
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const original = window.matchMedia;
  window.matchMedia = ((query: string) =>
    query === list.media ? list : original(query)) as unknown as typeof window.matchMedia;
  return {
    set(matches: boolean) {
      list.matches = matches;
      listeners.forEach((listener) => listener());
    },
    listeners,
    restore: () => {
      window.matchMedia = original;
    },
  };
}

it('follows prefers-reduced-motion live and stops listening when unmounted', () => {
  const media = fakeMedia(false);
  try {
    const { result, unmount } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
    act(() => media.set(true));
    expect(result.current).toBe(true);
    unmount();
    expect(media.listeners.size).toBe(0);
  } finally {
    media.restore();
  }
});
