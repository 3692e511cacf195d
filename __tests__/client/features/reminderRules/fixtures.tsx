// The reminders' tests' records and server: a rule (4, "Paket bitiyor 3 gün", mail) and deliveries of it to
// member 7 (Ayşe Demir), as each test sets them.
import type { ReactElement } from 'react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReminderDelivery, ReminderRule } from '../../../../src/client/features/reminderRules/types';
import { makeStore, type AppStore } from '../../../../src/client/store';
import { mockHttp, type Handler } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';
import { selectOption } from '../members/selectOption';

export const ALL = [
  'REMINDERS_SEARCH',
  'REMINDERS_CREATE',
  'REMINDERS_READ',
  'REMINDERS_UPDATE',
  'REMINDERS_DELETE',
  'MEMBERS_SEARCH',
];

export const rule = (overrides: Partial<ReminderRule> = {}): ReminderRule => ({
  id: 4,
  name: 'Paket bitiyor 3 gün',
  kind: 'package_ending',
  offset_days: 3,
  channel: 'email',
  templates: {
    tr: {
      subject: 'Paketiniz bitiyor',
      body: 'Merhaba {member_name}, paketiniz {endtime} tarihinde bitiyor.',
    },
    en: { subject: '', body: '' },
    ar: { subject: '', body: '' },
  },
  active: 1,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
  ...overrides,
});

export const delivery = (overrides: Partial<ReminderDelivery> = {}): ReminderDelivery => ({
  id: 30,
  rule_id: 4,
  member_id: 7,
  subject: 'package:12',
  day: '2026-11-28',
  channel: 'email',
  status: 'sent',
  recipient: 'ayse@example.com',
  language: 'tr',
  outbox_id: 90,
  error: null,
  created_at: '2026-11-28T06:00:00.000Z',
  updated_at: '2026-11-28T06:00:00.000Z',
  names: { rule_id: 'Paket bitiyor 3 gün', member_id: 'Ayşe Demir' },
  ...overrides,
});

export const path = (url?: string) => (url ?? '').split('?')[0];
export const query = (url?: string) => new URLSearchParams((url ?? '').split('?')[1] ?? '');
export const list = (rows: unknown[]) => ({
  status: 200,
  data: rows,
  headers: { 'x-total-count': String(rows.length) },
});

export interface RenderOptions {
  permissions?: string[];
  route?: string;
  path?: string;
  store?: AppStore;
}

export function render(element: ReactElement, handler: Handler, options: RenderOptions = {}) {
  const calls = mockHttp(handler);
  const store =
    options.store ?? makeStore({ session: signedInSession({ permissions: options.permissions ?? ALL }) });
  const view = renderWithProviders(element, {
    route: options.route,
    path: options.path,
    store,
    routes: [{ path: '/reminderRules', element: <p>rules list</p> }],
  });
  return { calls, ...view };
}

export const posted = (calls: { method?: string; url?: string; data?: unknown }[], url: string) => {
  const call = calls.find((c) => c.method === 'post' && path(c.url) === url);
  return call ? (JSON.parse(String(call.data)) as Record<string, unknown>) : undefined;
};

/** Picks an option of the antd Select labelled `label`, then leaves it (so the next pick opens it again). */
export async function choose(user: UserEvent, label: string, option: string): Promise<void> {
  await selectOption(user, label, option);
  await user.click(document.body);
}
