import { diffStates } from '../../../../src/client/store/actionLog/diff';

describe('diffStates', () => {
  it('lists changed, added and removed paths with before and after', () => {
    const shared = { big: { untouched: true } };
    const before = { a: 1, list: [1, 2, 3], nested: { gone: 'x', same: 's' }, shared };
    const after = { a: 2, list: [1, 5], nested: { same: 's', added: { deep: 1 } }, shared };
    expect(diffStates(before, after)).toEqual([
      { path: 'a', before: 1, after: 2 },
      { path: 'list.1', before: 2, after: 5 },
      { path: 'list.2', before: 3, after: undefined },
      { path: 'nested.gone', before: 'x', after: undefined },
      { path: 'nested.added', before: undefined, after: { deep: 1 } },
    ]);
  });

  it('is empty for equal values, treats an undefined member as absent, and reports type changes whole', () => {
    expect(diffStates({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
    expect(diffStates({ a: 1, b: undefined }, { a: 1 })).toEqual([]);
    expect(diffStates({ a: [1] }, { a: { 0: 1 } })).toEqual([{ path: 'a', before: [1], after: { 0: 1 } }]);
    expect(diffStates(null, { a: 1 })).toEqual([{ path: '', before: null, after: { a: 1 } }]);
  });

  it('stops at the limit', () => {
    const after = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i]));
    expect(diffStates({}, after, 10)).toHaveLength(10);
  });
});
