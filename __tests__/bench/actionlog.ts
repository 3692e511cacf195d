// The action log's costs: replaying a 10,000-action log through the real root reducer (aim < 1 s), and what
// the recorder adds to each dispatched action (aim < 20 µs), before and after its 2,000-entry buffer is full.
import type { UnknownAction } from '@reduxjs/toolkit';
import { entities } from '../../src/client/store/entities';
import type { Member } from '../../src/client/features/members/types';
import { rootReducer } from '../../src/client/store';
import { buildActionLogFile } from '../../src/client/store/actionLog/logFile';
import { parseActionLog } from '../../src/client/store/actionLog/parseLog';
import { createActionRecorder } from '../../src/client/store/actionLog/recorder';
import { replayLog } from '../../src/client/store/actionLog/replay';
import { settingsChanged } from '../../src/client/store/settings';

const { thunks, actions } = entities.members;

const member = (id: number): Member => ({
  id,
  name: `Ayşe Demir ${id}`,
  birthdate: '1990-05-17',
  email: `member${id}@example.com`,
  job: 'Engineer',
  reference: 0,
  phone: '(532) 555 33 44',
  mobile: '',
  status: 'active',
  customer_type: 1,
  address: 'Moda Cad. 1, Kadıköy',
  work_address: '',
  emergency_title: '',
  emergency_name: '',
  emergency_phone: '',
  coach_id: null,
  nutritionist_id: null,
  branches_id: 1,
  height: 170,
  use_device_health: 0,
  target_daily_calorie: 2000,
  language: 'tr',
  consent_email: 1,
  consent_sms: 0,
  contact_opt_out: 0,
  consent_email_at: '2026-01-05T09:00:00.000Z',
  consent_email_by: 'Yönetici',
  consent_sms_at: null,
  consent_sms_by: null,
  contact_opt_out_at: null,
  contact_opt_out_by: null,
});

/** A staff member's day, repeated: list pages of 25 members, open, edit and delete one, change settings. */
function sessionActions(count: number): UnknownAction[] {
  const out: UnknownAction[] = [];
  for (let i = 0; out.length < count; i += 1) {
    const page = Array.from({ length: 25 }, (_, k) => member(i * 25 + k + 1));
    const arg = { query: { page: i % 8 } };
    const id = page[0].id;
    out.push(
      thunks.search.pending(`s${i}`, arg),
      thunks.search.fulfilled({ data: page, total: 5000 }, `s${i}`, arg),
      thunks.read.pending(`r${i}`, { id }),
      thunks.read.fulfilled(page[0], `r${i}`, { id }),
      thunks.update.pending(`u${i}`, { id, body: { job: 'Coach' } }),
      thunks.update.fulfilled({ ...page[0], job: 'Coach' }, `u${i}`, { id, body: { job: 'Coach' } }),
      thunks.remove.pending(`d${i}`, { id }),
      thunks.remove.fulfilled({ id }, `d${i}`, { id }),
      actions.setCriteria({ criteria: { status: ['active', 'passive', ''][i % 3] } }),
      settingsChanged({ fontSize: 1 + (i % 3) / 10 }),
    );
  }
  return out.slice(0, count);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function time(runs: number, fn: () => void): number {
  fn(); // warm-up: JIT and lazy module state
  const ms: number[] = [];
  for (let r = 0; r < runs; r += 1) {
    const start = performance.now();
    fn();
    ms.push(performance.now() - start);
  }
  return median(ms);
}

/**
 * µs per action the recorder middleware adds over a bare `next`, with the store's state evolving as it would
 * (fresh states each run, so redaction meets new objects just as in the browser).
 */
function recorderOverhead(list: UnknownAction[], limit: number, runs = 3): number {
  const costs: number[] = [];
  for (let r = -1; r < runs; r += 1) {
    const states = [rootReducer(undefined, { type: '@@bench/INIT' })];
    for (const action of list) states.push(rootReducer(states[states.length - 1], action));
    let i = 0;
    const api = { getState: () => states[i], dispatch: <T>(a: T) => a };
    const next = (a: unknown) => a;
    const dispatch = createActionRecorder({ limit }).middleware(api)(next);
    const start = performance.now();
    for (i = 0; i < list.length; i += 1) dispatch(list[i]);
    const recorded = performance.now() - start;
    const bareStart = performance.now();
    for (i = 0; i < list.length; i += 1) next(list[i]);
    if (r >= 0) costs.push(((recorded - (performance.now() - bareStart)) * 1000) / list.length); // r = -1 warms the JIT up
  }
  return median(costs);
}

export async function benchActionLog(): Promise<Record<string, string>> {
  const list = sessionActions(10_000);
  const befores = [rootReducer(undefined, { type: '@@bench/INIT' })];
  for (const action of list.slice(0, -1)) befores.push(rootReducer(befores[befores.length - 1], action));
  const file = buildActionLogFile(
    {
      snapshot: befores[0],
      befores,
      entries: list.map((action, i) => ({ action, time: i })),
      dropped: 0,
      limit: 10_000,
    },
    { productVersion: 'bench', language: 'tr', userId: 1, exportedAt: new Date() },
    null,
  );
  const text = JSON.stringify(file);
  const parsed = parseActionLog(text);

  const replayOnly = time(7, () => replayLog(rootReducer, parsed));
  const parseAndReplay = time(7, () => replayLog(rootReducer, parseActionLog(text)));
  const filling = recorderOverhead(list.slice(0, 2_000), 2_000);
  const full = recorderOverhead(list, 2_000); // 8,000 of the 10,000 actions each push one out

  return {
    'replay of a 10,000-action log (reducers only)': `${replayOnly.toFixed(0)} ms`,
    'replay of a 10,000-action log (parse JSON + reducers)': `${parseAndReplay.toFixed(0)} ms (file ${(text.length / 1e6).toFixed(1)} MB)`,
    'recorder overhead per action, buffer filling': `${filling.toFixed(1)} µs`,
    'recorder overhead per action, buffer full (oldest dropped each time)': `${full.toFixed(1)} µs`,
  };
}
