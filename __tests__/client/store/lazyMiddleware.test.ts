// Middleware registered by a lazily loaded module reaches stores made before it, once per store, in order.
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { createLazyMiddleware, registerMiddleware } from '../../../src/client/store/lazyMiddleware';

const makeStore = () =>
  configureStore({
    reducer: (state: string[] = [], action: UnknownAction) => [...state, action.type],
    middleware: (getDefault) => getDefault().concat(createLazyMiddleware()),
  });

it('runs middleware registered after the store was made, set up once per store, in registration order', () => {
  const seen: string[] = [];
  const setUps: string[] = [];
  const tagging =
    (tag: string): Middleware =>
    () => {
      setUps.push(tag);
      return (next) => (action) => {
        seen.push(`${tag}:${(action as UnknownAction).type}`);
        return next(action);
      };
    };
  const store = makeStore();
  store.dispatch({ type: 'before' });
  expect(seen).toEqual([]);

  const first = tagging('first');
  registerMiddleware(first);
  registerMiddleware(first); // a module imported twice registers once
  store.dispatch({ type: 'one' });
  registerMiddleware(tagging('second'));
  store.dispatch({ type: 'two' });
  expect(seen).toEqual(['first:one', 'first:two', 'second:two']);
  expect(setUps).toEqual(['first', 'second']);

  // A store made later gets both, with its own instances; every action still reaches the reducer.
  const later = makeStore();
  later.dispatch({ type: 'three' });
  expect(seen.slice(-2)).toEqual(['first:three', 'second:three']);
  expect(setUps).toEqual(['first', 'second', 'first', 'second']);
  expect(store.getState()).toEqual(expect.arrayContaining(['before', 'one', 'two']));
});

it('lets a registered middleware stop an action', () => {
  registerMiddleware(
    () => (next) => (action) => ((action as UnknownAction).type === 'swallowed' ? undefined : next(action)),
  );
  const store = makeStore();
  store.dispatch({ type: 'swallowed' });
  store.dispatch({ type: 'kept' });
  expect(store.getState()).not.toContain('swallowed');
  expect(store.getState()).toContain('kept');
});
