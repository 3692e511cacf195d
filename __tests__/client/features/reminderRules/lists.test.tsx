// The reminders' lists: the rules with their days in words and whether they run; what the runs decided, each
// status a coloured tag and the member a link to their file; one member's deliveries in the member file, which
// leave /reminderDeliveries unfiltered; and the area's menu entries and member tab.
import { screen, waitFor, within } from '@testing-library/react';
import { area } from '../../../../src/client/features/reminderRules/area';
import MemberRemindersTab from '../../../../src/client/features/reminderRules/MemberRemindersTab';
import ReminderDeliveriesListPage from '../../../../src/client/features/reminderRules/ReminderDeliveriesListPage';
import ReminderRulesListPage from '../../../../src/client/features/reminderRules/ReminderRulesListPage';
import { makeStore } from '../../../../src/client/store';
import { signedInSession } from '../../helpers/renderWithProviders';
import { ALL, delivery, list, path, query, render, rule } from './fixtures';

const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

it('lists the rules with their kind, days in words, channel and whether they run', async () => {
  const { calls } = render(<ReminderRulesListPage />, () =>
    list([
      rule(),
      rule({ id: 5, name: 'Gecikme', kind: 'instalment_overdue', offset_days: 1, channel: 'sms', active: 0 }),
      rule({ id: 6, name: 'Azalan ders', kind: 'lessons_low', offset_days: 0 }),
      rule({ id: 7, name: 'Kutlama', kind: 'birthday', offset_days: 0 }),
    ]),
  );
  expect(await screen.findByText('Paket bitiyor 3 gün')).toBeInTheDocument();
  expect(calls[0]!.url).toMatch(/^reminderRules\?start=0&count=\d+&sort=name&sort_by=ASC$/);
  const ending = row('Paket bitiyor 3 gün');
  expect(within(ending).getByText('Paket bitiyor')).toBeInTheDocument();
  expect(within(ending).getByText('3 gün önce')).toBeInTheDocument();
  expect(within(ending).getByText('E-posta')).toBeInTheDocument();
  expect(within(ending).getByText('Etkin').closest('.ant-tag')).toHaveClass('ant-tag-success');
  const overdue = row('Gecikme');
  expect(within(overdue).getByText('1 gün sonra')).toBeInTheDocument();
  expect(within(overdue).getByText('SMS')).toBeInTheDocument();
  expect(within(overdue).getByText('Kapalı')).toBeInTheDocument();
  expect(within(row('Azalan ders')).getByText('Dersi azalınca')).toBeInTheDocument();
  expect(within(row('Azalan ders')).queryByText(/gün/)).toBeNull();
  expect(within(row('Kutlama')).getByText('Aynı gün')).toBeInTheDocument();
});

it('lists the deliveries with a coloured status, the member linked to their file, and filters by status', async () => {
  const { calls, user } = render(<ReminderDeliveriesListPage />, (c) =>
    path(c.url) === 'reminderDeliveries'
      ? list([
          delivery(),
          delivery({
            id: 31,
            member_id: 8,
            status: 'failed',
            error: 'SMTP 550',
            recipient: 'ali@example.com',
            names: { rule_id: 'Paket bitiyor 3 gün', member_id: 'Ali Koç' },
          }),
          delivery({
            id: 32,
            member_id: 9,
            status: 'queued',
            names: { rule_id: 'Kural', member_id: 'Can Er' },
          }),
          delivery({
            id: 33,
            member_id: 10,
            status: 'skipped_no_consent',
            channel: 'sms',
            recipient: '',
            names: { rule_id: 'Doğum günü', member_id: 'Ece Su' },
          }),
        ])
      : list([]),
  );
  const sent = (await screen.findByText('Ayşe Demir')).closest('tr') as HTMLElement;
  expect(within(sent).getByText('28/11/2026')).toBeInTheDocument();
  expect(within(sent).getByRole('link', { name: 'Ayşe Demir' })).toHaveAttribute('href', '/member-edit/7');
  expect(within(sent).getByRole('link', { name: 'Paket bitiyor 3 gün' })).toHaveAttribute(
    'href',
    '/reminderRule-edit/4',
  );
  expect(within(sent).getByText('ayse@example.com')).toBeInTheDocument();
  const tag = (tr: HTMLElement, label: string) => within(tr).getByText(label).closest('.ant-tag');
  expect(tag(sent, 'Gönderildi')).toHaveClass('ant-tag-green');
  const failed = row('Ali Koç');
  expect(tag(failed, 'Gönderilemedi')).toHaveClass('ant-tag-red');
  expect(within(failed).getByText('SMTP 550')).toBeInTheDocument();
  expect(tag(row('Can Er'), 'Sırada')).toHaveClass('ant-tag-blue');
  const skipped = row('Ece Su');
  expect(tag(skipped, 'Atlandı: izin yok')).not.toHaveClass('ant-tag-green', 'ant-tag-red', 'ant-tag-blue');
  expect(within(skipped).getByText('SMS')).toBeInTheDocument();
  const searches = () => calls.filter((c) => path(c.url) === 'reminderDeliveries');
  expect(query(searches()[0]!.url).get('sort')).toBe('id');

  await user.click(within(screen.getByRole('search')).getByLabelText('Durum'));
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox.parentElement as HTMLElement).getByTitle('Gönderilemedi'));
  await user.click(screen.getByRole('button', { name: /Ara/ }));
  await waitFor(() => expect(query(searches().at(-1)!.url).get('status')).toBe('failed'));
});

it("lists one member's deliveries in their file, without the member column", async () => {
  const { calls } = render(<MemberRemindersTab memberId={7} title="Hatırlatmalar" />, (c) =>
    path(c.url) === 'members/7/reminderDeliveries'
      ? list([delivery(), delivery({ id: 29, day: '2026-11-20', status: 'failed', error: 'Adres yok' })])
      : list([delivery({ id: 50, member_id: 8, names: { rule_id: 'Başka', member_id: 'Ali Koç' } })]),
  );
  expect(await screen.findByText('28/11/2026')).toBeInTheDocument();
  expect(screen.getByText('Hatırlatmalar')).toBeInTheDocument();
  const failed = row('20/11/2026');
  expect(within(failed).getByText('Gönderilemedi')).toBeInTheDocument();
  expect(within(failed).getByText('Adres yok')).toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'Üye' })).toBeNull();
  expect(screen.getByRole('columnheader', { name: 'Kural' })).toBeInTheDocument();
  expect(screen.queryByText('Ali Koç')).toBeNull();
  expect(calls.map((c) => path(c.url))).toEqual(['members/7/reminderDeliveries']);
});

it('says when the member has had no reminder', async () => {
  render(<MemberRemindersTab memberId={7} title="Hatırlatmalar" />, () => list([]));
  expect(await screen.findByText('Bu üyeye henüz hatırlatma gönderilmedi.')).toBeInTheDocument();
});

it("leaves the deliveries list unfiltered after a member's tab", async () => {
  const store = makeStore({ session: signedInSession({ permissions: ALL }) });
  const tab = render(<MemberRemindersTab memberId={7} title="Hatırlatmalar" />, () => list([delivery()]), {
    store,
  });
  expect(await screen.findByText('28/11/2026')).toBeInTheDocument();
  tab.unmount();
  const { calls } = render(<ReminderDeliveriesListPage />, () => list([]), { store });
  const search = () => calls.find((c) => path(c.url) === 'reminderDeliveries');
  await waitFor(() => expect(search()).toBeDefined());
  expect(query(search()!.url).get('member_id')).toBeNull();
});

it('has menu entries for both lists and a member file tab, each with REMINDERS_SEARCH', () => {
  expect(
    area.nav?.map(({ id, route, permissions, titleKey, group }) => ({
      id,
      route,
      permissions,
      titleKey,
      group,
    })),
  ).toEqual([
    {
      id: 'reminderRules',
      route: '/reminderRules',
      permissions: ['REMINDERS_SEARCH'],
      titleKey: 'reminderRules.title',
      group: 'management',
    },
    {
      id: 'reminderDeliveries',
      route: '/reminderDeliveries',
      permissions: ['REMINDERS_SEARCH'],
      titleKey: 'reminderDeliveries.title',
      group: 'management',
    },
  ]);
  expect(area.memberTabs).toEqual([
    expect.objectContaining({
      key: 'reminders',
      extra: { permission: 'REMINDERS_SEARCH', after: 'diets', titleKey: 'reminderDeliveries.member.title' },
    }),
  ]);
});
