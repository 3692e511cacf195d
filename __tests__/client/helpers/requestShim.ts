// jsdom has no Fetch API `Request`, which react-router's data routers create for every navigation (to
// carry an abort signal to loaders). The shell's routes have no loaders or actions, so a request that
// holds its url, method and signal is all navigation needs. Installed only where Request is missing.
class RequestShim {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal | null;

  constructor(
    input: string | URL | { url: string },
    init: { method?: string; signal?: AbortSignal | null } = {},
  ) {
    this.url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    this.method = (init.method ?? 'GET').toUpperCase();
    this.signal = init.signal ?? null;
  }
}

if (typeof globalThis.Request === 'undefined') {
  Object.defineProperty(globalThis, 'Request', { configurable: true, writable: true, value: RequestShim });
}

export {};
