// The front desk: a scanned member number checks the member in at once (the toast names the member); the panel
// shows the running package and its lessons left, a refusal shows the server's reason, and only the latest
// visit of today offers the undo.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CheckinDeskPage from '../../../../src/client/features/checkins/CheckinDeskPage';
import CheckinsTab from '../../../../src/client/features/checkins/CheckinsTab';
import { activePackage } from '../../../../src/client/features/checkins/activePackage';
import { apiError } from '../../api/mockHttp';
import { inDays, list, path, pkg, render, visit } from './fixtures';

it('picks the package a check-in spends as the server does: running, lessons left, ending first', () => {
  const later = pkg({ id: 1, endtime: inDays(40) });
  const first = pkg({ id: 2, endtime: inDays(5) });
  const usedUp = pkg({ id: 4, endtime: inDays(2), used_lessons: 12 });
  const future = pkg({ id: 5, starttime: inDays(1), endtime: inDays(3) });
  expect(activePackage([later, first, usedUp, future])?.id).toBe(2);
  expect(activePackage([usedUp, future])).toBeUndefined();
});

it('checks a scanned member in at once and shows the package with its lessons left', async () => {
  let checkedIn = false;
  const { calls } = render(<CheckinDeskPage />, (config) => {
    const url = path(config.url);
    if (config.method === 'post' && url === 'members/7/checkins') {
      checkedIn = true;
      return { status: 201, data: visit(1) };
    }
    if (url === 'members/7/packages')
      return list([pkg(checkedIn ? { used_lessons: 6, remaining_lessons: 6 } : {})]);
    if (url === 'members/7/checkins') return list(checkedIn ? [visit(1)] : []);
    return list([]);
  });
  const number = screen.getByLabelText('Üye numarası / kart');
  await userEvent.type(number, '7{Enter}');
  expect(await screen.findByText('Ayşe Demir: giriş kaydedildi.')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'post').map((c) => path(c.url))).toEqual(['members/7/checkins']);
  expect(await screen.findByText('6 / 12')).toBeInTheDocument();
  expect(screen.getByText('Pilates 12 ders')).toBeInTheDocument();
  expect(await screen.findByText('Derya Sezer')).toBeInTheDocument();
});

it('reads a card number typed with Arabic-Indic digits as the same number', async () => {
  const { calls } = render(<CheckinDeskPage />, (config) =>
    config.method === 'post'
      ? { status: 201, data: { ...visit(1), member_id: 42, member_name: 'Ali Kırkiki' } }
      : list([]),
  );
  await userEvent.type(screen.getByLabelText('Üye numarası / kart'), '٤٢{Enter}');
  expect(await screen.findByText('Ali Kırkiki: giriş kaydedildi.')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'post').map((c) => path(c.url))).toEqual(['members/42/checkins']);
});

it('refuses a number that is not digits without checking anyone in', async () => {
  const { calls } = render(<CheckinDeskPage />, () => list([]));
  await userEvent.type(screen.getByLabelText('Üye numarası / kart'), 'abc{Enter}');
  expect(await screen.findByText('Üye numarası yalnızca rakamlardan oluşur.')).toBeInTheDocument();
  expect(calls.filter((c) => c.method !== 'get')).toHaveLength(0);
});

it("shows the server's reason when a check-in is refused", async () => {
  render(<CheckinsTab memberId={7} title="Girişler" />, (config) => {
    const url = path(config.url);
    if (config.method === 'post')
      return { status: 409, data: apiError('refused', 'Paketin bütün dersleri kullanılmış.') };
    if (url === 'members/7/packages') return list([pkg()]);
    return list([]);
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Giriş yap' }));
  expect(await screen.findByText('Paketin bütün dersleri kullanılmış.')).toBeInTheDocument();
});

it('offers the undo on the latest visit of today only, and warns when no package runs', async () => {
  render(<CheckinsTab memberId={7} title="Girişler" />, (config) => {
    const url = path(config.url);
    if (url === 'members/7/packages') return list([pkg({ endtime: inDays(-1) })]);
    return list([visit(2), visit(1), visit(3, inDays(-3))]);
  });
  expect(await screen.findByText('Bugün kullanılabilecek bir paket yok.')).toBeInTheDocument();
  const rows = await screen.findAllByRole('row');
  await waitFor(() => expect(rows.length).toBeGreaterThan(3));
  const deletes = screen.getAllByRole('button', { name: 'Sil' });
  expect(deletes).toHaveLength(1);
  // 02:30 UTC is 05:30 on the gym's clock.
  expect(within(deletes[0]!.closest('tr')!).getByText('05:30')).toBeInTheDocument();
});

it('has no check-in button without CHECKINS_CREATE', async () => {
  render(<CheckinsTab memberId={7} title="Girişler" />, () => list([]), ['CHECKINS_SEARCH']);
  expect(await screen.findByText('Bu üyenin kayıtlı girişi yok.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Giriş yap' })).toBeNull();
});
