// jsdom set-up for client tests: jest-dom matchers, and the browser APIs Ant Design expects but jsdom lacks.
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

// react-router encodes URLs with TextEncoder, which jsdom does not provide.
if (!('TextEncoder' in globalThis)) Object.assign(globalThis, { TextEncoder, TextDecoder });

function widthMatches(query: string): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  if (!min && !max) return false;
  return (!min || window.innerWidth >= Number(min[1])) && (!max || window.innerWidth <= Number(max[1]));
}

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    // Width queries (antd's Grid breakpoints) answer for jsdom's window (1024 px unless a test resizes it).
    value: (query: string): MediaQueryList => ({
      matches: widthMatches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors (ESM only, which jest's
// CommonJS runtime cannot load on Node 20): point it at the colors package's own CommonJS build.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));

// antd's form and select schedule macro tasks through MessageChannel, which jsdom lacks. Node's own
// MessageChannel would keep workers' ports open; a timer-based pair is enough for those one-shot messages.
if (!('MessageChannel' in globalThis)) {
  type Port = {
    onmessage: ((event: { data: unknown }) => void) | null;
    postMessage: (data: unknown) => void;
    close: () => void;
  };
  class MessageChannelStub {
    port1: Port;
    port2: Port;
    constructor() {
      const deliver = (target: () => Port) => (data: unknown) => {
        setTimeout(() => target().onmessage?.({ data }), 0);
      };
      this.port1 = { onmessage: null, postMessage: deliver(() => this.port2), close: () => undefined };
      this.port2 = { onmessage: null, postMessage: deliver(() => this.port1), close: () => undefined };
    }
  }
  Object.assign(globalThis, { MessageChannel: MessageChannelStub });
}

// antd measures scrollbars with getComputedStyle(el, '::-webkit-scrollbar'); jsdom implements no pseudo-elements.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

// findBy*/waitFor give up after 2 s instead of Testing Library's 1 s: the first render of a lazily loaded route
// (the shell, a page) loads its modules then, which on a busy 2-core machine takes more than a second.
configure({ asyncUtilTimeout: 2000 });
