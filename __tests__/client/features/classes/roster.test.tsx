// A session's roster: the seats and the waiting list in its order; attendance (POST _attend, a checked box stays
// checked), "Gelmedi" (POST _noshow) and a cancelled booking (DELETE, then the roster is read again: the first
// waiting member moves up), a member added (POST bookings, a full class queues them), a refusal's message, the
// session cancelled with a reason (POST _cancel), and the buttons each permission allows.
import { act, screen, waitFor, within } from '@testing-library/react';
import { RosterDrawer } from '../../../../src/client/features/classes/RosterDrawer';
import type { ClassBooking } from '../../../../src/client/features/classes/types';
import { makeStore } from '../../../../src/client/store';
import { businessDay } from '../../../../src/shared/businessDay';
import { addDays } from '../../../../src/shared/freeze';
import { entities } from '../../../../src/client/store/entities';
import { apiError, type Handler } from '../../api/mockHttp';
import { signedInSession } from '../../helpers/renderWithProviders';
import { ALL, booking, list, path, render, session, writes } from './fixtures';

// A class of today: it takes bookings and its attendance.
const TODAY = businessDay();
const ayse = booking();
const mert = booking({ id: 12, member_id: 8, member_name: 'Mert Can' });
const deniz = booking({
  id: 13,
  member_id: 10,
  member_name: 'Deniz Ak',
  status: 'waitlisted',
  waitlist_position: 2,
});
const ece = booking({
  id: 14,
  member_id: 12,
  member_name: 'Ece Er',
  status: 'waitlisted',
  waitlist_position: 1,
});

/** Session 5 on `day` and its roster as the server holds it, changed by each write the test answers. */
function server(
  roster: ClassBooking[],
  answer: (c: Parameters<Handler>[0]) => { status: number; data?: unknown } | undefined = () => undefined,
  day = TODAY,
): Handler {
  return (c) => {
    const at = path(c.url);
    if (c.method === 'get' && at === 'classSessions') return list([session({ day })]);
    if (c.method === 'get' && at === 'classSessions/5/bookings') return list(roster);
    if (c.method === 'get' && at === 'members') return list([{ id: 20, name: 'Zeynep Ak' }]);
    return answer(c) ?? { status: 500 };
  };
}

async function open(handler: Handler, permissions = ALL) {
  const store = makeStore({ session: signedInSession({ permissions }) });
  const view = render(
    <RosterDrawer sessionId={5} onClose={() => undefined} onChanged={onChanged} />,
    handler,
    {
      store,
    },
  );
  // The timetable has read the session before its roster opens.
  await act(async () => {
    await store.dispatch(entities.classSessions.thunks.search({ query: { criteria: {} } }));
  });
  await screen.findByText('Selin Kaya');
  return view;
}

const onChanged = jest.fn();
beforeEach(() => onChanged.mockClear());

const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

it('shows the class, the seats and the waiting list in its order', async () => {
  await open(server([ayse, mert, deniz, ece]));
  expect(screen.getByText('Stüdyo A')).toBeInTheDocument();
  expect(await screen.findByText('Ayşe Demir')).toBeInTheDocument();
  const waiting = screen.getByRole('region', { name: 'Yedek liste' });
  const names = within(waiting)
    .getAllByRole('link')
    .map((a) => a.textContent);
  expect(names).toEqual(['Ece Er', 'Deniz Ak']);
  expect(within(screen.getByRole('region', { name: 'Kayıtlılar' })).getAllByRole('link')).toHaveLength(2);
});

it('records attendance with POST _attend and shows it checked', async () => {
  const roster = [ayse, mert];
  const { user, calls } = await open(
    server(roster, (c) => {
      if (c.method === 'post' && path(c.url) === 'classSessions/5/bookings/11/_attend') {
        roster[0] = { ...ayse, status: 'attended', checkin_id: 40 };
        return { status: 200, data: roster[0] };
      }
      return undefined;
    }),
  );
  await screen.findByText('Ayşe Demir');
  await user.click(within(row('Ayşe Demir')).getByRole('checkbox', { name: 'Ayşe Demir katıldı' }));
  await waitFor(() => expect(within(row('Ayşe Demir')).getByText('Katıldı')).toBeInTheDocument());
  const box = within(row('Ayşe Demir')).getByRole('checkbox', { name: 'Ayşe Demir katıldı' });
  expect(box).toBeChecked();
  expect(box).toBeDisabled();
  expect(writes(calls)).toEqual(['POST classSessions/5/bookings/11/_attend']);
  expect(onChanged).toHaveBeenCalled();
});

it('marks a no-show with POST _noshow', async () => {
  const { user, calls } = await open(
    server([ayse], (c) =>
      path(c.url) === 'classSessions/5/bookings/11/_noshow'
        ? { status: 200, data: { ...ayse, status: 'no_show' } }
        : undefined,
    ),
  );
  await screen.findByText('Ayşe Demir');
  await user.click(within(row('Ayşe Demir')).getByRole('button', { name: 'Gelmedi' }));
  await waitFor(() => expect(writes(calls)).toEqual(['POST classSessions/5/bookings/11/_noshow']));
});

it('cancels a booking with DELETE and reads the roster again, the first waiting member seated', async () => {
  const roster = [ayse, mert, ece];
  const { user, calls } = await open(
    server(roster, (c) => {
      if (c.method === 'delete' && path(c.url) === 'classSessions/5/bookings/12') {
        roster.splice(
          1,
          2,
          { ...mert, status: 'cancelled' },
          { ...ece, status: 'booked', waitlist_position: null },
        );
        return { status: 204 };
      }
      return undefined;
    }),
  );
  await screen.findByText('Mert Can');
  await user.click(within(row('Mert Can')).getByRole('button', { name: 'Kaydı iptal et' }));
  const popup = await waitFor(() => {
    const shown = document.querySelector<HTMLElement>('.ant-popconfirm');
    if (!shown) throw new Error('no confirmation yet');
    return shown;
  });
  await user.click(within(popup).getByRole('button', { name: 'Kaydı iptal et' }));
  await waitFor(() => expect(writes(calls)).toEqual(['DELETE classSessions/5/bookings/12']));
  await waitFor(() =>
    expect(
      within(screen.getByRole('region', { name: 'İptal edenler' })).getByText('Mert Can'),
    ).toBeInTheDocument(),
  );
  expect(within(screen.getByRole('region', { name: 'Kayıtlılar' })).getByText('Ece Er')).toBeInTheDocument();
});

it('adds a member, who waits when the class is full', async () => {
  const { user, calls } = await open(
    server([ayse], (c) =>
      c.method === 'post' && path(c.url) === 'classSessions/5/bookings'
        ? {
            status: 201,
            data: booking({
              id: 15,
              member_id: 20,
              member_name: 'Zeynep Ak',
              status: 'waitlisted',
              waitlist_position: 3,
            }),
          }
        : undefined,
    ),
  );
  await user.click(screen.getByRole('combobox'));
  await user.click(await screen.findByTitle(/Zeynep Ak/));
  await user.click(screen.getByRole('button', { name: /Üye ekle/ }));
  expect(await screen.findByText('Zeynep Ak yedek listeye alındı (3. sıra).')).toBeInTheDocument();
  const sent = calls.find((c) => c.method === 'post')!;
  expect(path(sent.url)).toBe('classSessions/5/bookings');
  expect(JSON.parse(String(sent.data))).toEqual({ member_id: 20 });
});

it("shows the server's reason when a booking is refused", async () => {
  const { user } = await open(
    server([], (c) =>
      c.method === 'post'
        ? { status: 409, data: apiError('refused', 'Üyenin bu derste kullanılabilecek paketi yok.') }
        : undefined,
    ),
  );
  await user.click(screen.getByRole('combobox'));
  await user.click(await screen.findByTitle(/Zeynep Ak/));
  await user.click(screen.getByRole('button', { name: /Üye ekle/ }));
  expect(await screen.findByText('Üyenin bu derste kullanılabilecek paketi yok.')).toBeInTheDocument();
});

it('cancels the session with the reason typed', async () => {
  const { user, calls } = await open(
    server([ayse], (c) =>
      path(c.url) === 'classSessions/5/_cancel'
        ? { status: 200, data: session({ status: 'cancelled', cancel_reason: 'Eğitmen hasta' }) }
        : undefined,
    ),
  );
  await user.click(screen.getByRole('button', { name: /Dersi iptal et/ }));
  await screen.findByLabelText('Neden');
  // Under jest antd's ids are all 'test-id': the dialog is found by its kind, not its title.
  const dialog = screen.getAllByRole('dialog').find((d) => d.classList.contains('ant-modal'))!;
  const confirm = within(dialog).getByRole('button', { name: /Dersi iptal et/ });
  expect(confirm).toBeDisabled();
  await user.type(within(dialog).getByLabelText('Neden'), 'Eğitmen hasta');
  await user.click(confirm);
  await waitFor(() => expect(writes(calls)).toEqual(['POST classSessions/5/_cancel']));
  expect(JSON.parse(String(calls.find((c) => c.method === 'post')!.data))).toEqual({
    reason: 'Eğitmen hasta',
  });
  expect(await screen.findByText('Bu ders iptal edildi.')).toBeInTheDocument();
  expect(screen.getByText('Eğitmen hasta')).toBeInTheDocument();
});

it('lets a no-show who turns up late be marked attended', async () => {
  await open(server([booking({ status: 'no_show' })]));
  await screen.findByText('Ayşe Demir');
  expect(within(row('Ayşe Demir')).getByRole('checkbox')).toBeEnabled();
});

it("takes no attendance before the class's day, and no booking after it", async () => {
  const { unmount } = await open(server([ayse], undefined, addDays(TODAY, 1)));
  await screen.findByText('Ayşe Demir');
  expect(within(row('Ayşe Demir')).getByRole('checkbox')).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Gelmedi' })).toBeNull();
  expect(screen.getByText('Yoklama ders başladıktan sonra alınır.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Üye ekle/ })).toBeInTheDocument();
  unmount();
  await open(server([ayse], undefined, addDays(TODAY, -1)));
  await screen.findByText('Ayşe Demir');
  expect(within(row('Ayşe Demir')).getByRole('checkbox')).toBeEnabled();
  expect(screen.queryByRole('button', { name: /Üye ekle/ })).toBeNull();
});

it('offers only what the permissions allow', async () => {
  await open(server([ayse, ece]), ['CLASSES_SEARCH', 'CLASS_BOOKINGS_SEARCH']);
  await screen.findByText('Ayşe Demir');
  expect(within(row('Ayşe Demir')).getByRole('checkbox')).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Gelmedi' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Kaydı iptal et' })).toBeNull();
  expect(screen.queryByRole('button', { name: /Üye ekle/ })).toBeNull();
  expect(screen.queryByRole('button', { name: /Dersi iptal et/ })).toBeNull();
});
