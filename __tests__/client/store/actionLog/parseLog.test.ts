import jsan from 'jsan';
import { parseActionLog, ActionLogFormatError } from '../../../../src/client/store/actionLog/parseLog';
import {
  buildActionLogFile,
  actionLogFileName,
  LOG_FORMAT,
} from '../../../../src/client/store/actionLog/logFile';

const actions = [{ type: 'a/one', payload: 1 }, { type: 'a/two' }];

describe('parseActionLog', () => {
  it("reads the product's export with its meta and times", () => {
    const file = buildActionLogFile(
      {
        snapshot: { x: 1 },
        befores: [{ x: 1 }, { x: 2 }],
        entries: actions.map((action, i) => ({ action, time: 100 + i })),
        dropped: 4,
        limit: 10,
      },
      {
        productVersion: '1.2.3',
        language: 'ar',
        userId: 9,
        exportedAt: new Date('2026-01-02T03:04:05.678Z'),
      },
      { ignored: true },
    );
    const log = parseActionLog(JSON.stringify(file));
    expect(log).toEqual({
      source: 'gym-backoffice',
      snapshot: { x: 1 },
      actions,
      times: [100, 101],
      meta: expect.objectContaining({
        format: LOG_FORMAT,
        productVersion: '1.2.3',
        language: 'ar',
        userId: 9,
        dropped: 4,
        exportedAt: '2026-01-02T03:04:05.678Z',
      }),
    });
  });

  it('writes a DevTools monitor state: every action staged, the state after each, shared branches as jsan references', () => {
    const shared = { big: [1, 2, 3] };
    const s0 = { a: shared, n: 0 };
    const s1 = { a: shared, n: 1 };
    const file = buildActionLogFile(
      {
        snapshot: s0,
        befores: [s0, s1],
        entries: actions.map((action, i) => ({ action, time: 100 + i })),
        dropped: 0,
        limit: 10,
      },
      { productVersion: '1', language: 'en', userId: 1, exportedAt: new Date(0) },
      { a: shared, n: 2 },
    );
    expect(file).toMatchObject({
      stagedActionIds: [0, 1, 2],
      currentStateIndex: 2,
      nextActionId: 3,
      skippedActionIds: [],
      actionsById: { 0: { action: { type: '@@INIT' } }, 1: { action: actions[0], timestamp: 100 } },
    });
    const text = JSON.stringify(file);
    // Written once, referred to afterwards; DevTools' parser (jsan) gives back the same states.
    expect(text.match(/"big"/g)).toHaveLength(1);
    const resolved = jsan.parse(text) as { computedStates: { state: unknown }[] };
    expect(resolved.computedStates.map((c) => c.state)).toEqual([s0, s1, { a: shared, n: 2 }]);
  });

  it('gives DevTools the last actions of a long log (its window) and the replayers every action', () => {
    const counter = (state: { n: number } | undefined, action: { type: string }) =>
      action.type === 'add' ? { n: (state?.n ?? 0) + 1 } : (state ?? { n: 0 });
    const adds = Array.from({ length: 5 }, () => ({ type: 'add' }));
    const befores = [{ n: 0 }];
    for (const a of adds.slice(0, -1)) befores.push(counter(befores.at(-1), a));
    const file = buildActionLogFile(
      {
        snapshot: befores[0],
        befores,
        entries: adds.map((action, i) => ({ action, time: 10 + i })),
        dropped: 0,
        limit: 10,
      },
      { productVersion: '1', language: 'en', userId: 1, exportedAt: new Date(0) },
      { n: 5 },
      undefined,
      2,
    );
    const devtools = jsan.parse(JSON.stringify(file)) as {
      committedState: unknown;
      stagedActionIds: number[];
      computedStates: { state: unknown }[];
    };
    expect(devtools.stagedActionIds).toEqual([0, 1, 2]);
    expect(devtools.committedState).toEqual({ n: 3 });
    expect(devtools.computedStates.map((c) => c.state)).toEqual([{ n: 3 }, { n: 4 }, { n: 5 }]);
    const log = parseActionLog(JSON.stringify(file));
    expect(log.snapshot).toEqual({ n: 0 });
    expect(log.actions).toHaveLength(5);
    expect(log.times).toEqual([10, 11, 12, 13, 14]);
    expect(log.actions.reduce(counter, log.snapshot as { n: number })).toEqual({ n: 5 });
  });

  it('still reads version 1 files (the extension export shape with our meta and times)', () => {
    const v1 = {
      payload: JSON.stringify(actions),
      preloadedState: JSON.stringify({ x: 1 }),
      meta: {
        format: LOG_FORMAT,
        version: 1,
        productVersion: '1.0.0',
        language: 'tr',
        userId: 3,
        exportedAt: '2026-01-01T00:00:00.000Z',
        times: [5, 6],
        dropped: 0,
        limit: 2000,
      },
    };
    expect(parseActionLog(JSON.stringify(v1))).toMatchObject({
      source: 'gym-backoffice',
      snapshot: { x: 1 },
      actions,
      times: [5, 6],
      meta: { version: 1, userId: 3 },
    });
  });

  it('starts an empty log from the current (redacted) state', () => {
    const file = buildActionLogFile(
      { snapshot: undefined, befores: [], entries: [], dropped: 0, limit: 10 },
      { productVersion: null, language: 'tr', userId: null, exportedAt: new Date() },
      { session: { accessToken: 't' } },
    );
    expect(parseActionLog(JSON.stringify(file)).snapshot).toEqual({ session: { accessToken: '[redacted]' } });
  });

  it('reads a DevTools export whose payload is an actions array, without times', () => {
    const log = parseActionLog(
      JSON.stringify({ payload: JSON.stringify(actions), preloadedState: JSON.stringify({ y: 2 }) }),
    );
    expect(log).toMatchObject({
      source: 'redux-devtools',
      snapshot: { y: 2 },
      actions,
      times: [null, null],
      meta: null,
    });
  });

  it('reads a lifted state, falling back to the first computed state when nothing was committed', () => {
    const lifted = {
      actionsById: {
        0: { action: { type: '@@INIT' } },
        1: { action: actions[0], timestamp: 5 },
        2: { action: actions[1], timestamp: 6 },
      },
      stagedActionIds: [0, 1, 2],
      skippedActionIds: [],
      computedStates: [{ state: { z: 3 } }],
    };
    expect(parseActionLog(JSON.stringify(lifted))).toMatchObject({
      snapshot: { z: 3 },
      actions,
      times: [5, 6],
    });
    expect(parseActionLog(JSON.stringify({ payload: JSON.stringify(lifted) })).actions).toEqual(actions);
  });

  it.each([
    ['not JSON', '{nope', 'not_json'],
    ['a payload that is not JSON', JSON.stringify({ payload: '[{' }), 'not_json'],
    ['something else', JSON.stringify({ hello: 'world' }), 'unknown_format'],
    ['an array', '[]', 'unknown_format'],
    ['a payload that is an object', JSON.stringify({ payload: '{"a":1}' }), 'unknown_format'],
    ['an action without a type', JSON.stringify({ payload: '[{"payload":1}]' }), 'bad_action'],
    [
      'a staged id without its action',
      JSON.stringify({ actionsById: {}, stagedActionIds: [0, 1] }),
      'bad_action',
    ],
  ])('rejects %s with a coded error', (_what, text, code) => {
    expect(() => parseActionLog(text)).toThrow(ActionLogFormatError);
    try {
      parseActionLog(text);
    } catch (error) {
      expect((error as ActionLogFormatError).code).toBe(code);
    }
  });
});

it('names exported files by their UTC time, safely for every file system', () => {
  expect(actionLogFileName(new Date('2026-11-21T10:15:00.123Z'))).toBe(
    'action-log-2026-11-21T10-15-00Z.json',
  );
});
