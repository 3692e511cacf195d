// Middleware that arrives with a lazily loaded store module (the lookups' RTK Query middleware comes with the
// screens that use it, not with /login's first load). The module registers its middleware once, at import;
// every store runs whatever is registered, in registration order, from the next action on. A module's actions
// can only be dispatched after it is imported, so its middleware is always in place before its first action.
import type { Middleware } from '@reduxjs/toolkit';

const registered: Middleware[] = [];

/** Adds a module's middleware to every store, present and future (once per middleware). */
export function registerMiddleware(middleware: Middleware): void {
  if (!registered.includes(middleware)) registered.push(middleware);
}

/** The store's slot for registered middleware: each is set up once per store (it may hold that store's state). */
export function createLazyMiddleware(): Middleware {
  return (api) => (next) => {
    const instances: ReturnType<Middleware>[] = [];
    let chain = next;
    return (action) => {
      if (instances.length < registered.length) {
        for (const middleware of registered.slice(instances.length)) instances.push(middleware(api));
        chain = instances.reduceRight((inner, instance) => instance(inner), next);
      }
      return chain(action);
    };
  };
}
