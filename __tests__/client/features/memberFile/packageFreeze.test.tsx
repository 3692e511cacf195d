// Membership freezes on the packages tab: 'Dondur' on a package that has not ended opens the dialog; the dates are
// checked by the shared schema (the last day not before the first) and sent as yyyy-MM-dd; the server's refusal
// is shown in the dialog; a freeze not over yet is ended early with the freeze named; an ended package offers
// no freeze.
import { screen, waitFor, within } from '@testing-library/react';
import PackagesTab from '../../../../src/client/features/memberFile/PackagesTab';
import { businessDay } from '../../../../src/shared/businessDay';
import type { MemberPackageRecord } from '../../../../src/shared/schemas/memberPackages';
import { apiError, mockHttp, type Handler } from '../../api/mockHttp';
import { memberPackage } from '../../helpers/memberPackage';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

const PERMISSIONS = ['MEMBER_PACKAGE_SEARCH', 'MEMBER_PACKAGE_READ', 'MEMBER_PACKAGE_UPDATE'];

const inDays = (n: number) => businessDay(n);
const shown = (iso: string) => iso.split('-').reverse().join('/');
const typed = (iso: string) => shown(iso).replace(/\//g, '');

/** The freeze button of a package, named by what was sold and its dates (never its number). */
const freezeOf = (p: Pick<MemberPackageRecord, 'starttime' | 'endtime'>) =>
  `Dondur: Pilates 12 ders (${shown(p.starttime)} – ${shown(p.endtime)})`;

const pkg = memberPackage;

const path = (url?: string) => (url ?? '').split('?')[0];
const list = (rows: unknown[]) => ({
  status: 200,
  data: rows,
  headers: { 'x-total-count': String(rows.length) },
});

function open(handler: Handler, permissions = PERMISSIONS) {
  const calls = mockHttp(handler);
  const view = renderWithProviders(<PackagesTab memberId={7} title="Paket Bilgileri" />, {
    preloadedState: { session: signedInSession({ permissions }) },
    route: '/member-edit/7/package-informations',
    path: '/member-edit/:id/:key',
  });
  return { ...view, calls };
}

const posts = (calls: ReturnType<typeof open>['calls'], url: string) =>
  calls.filter((c) => c.method === 'post' && c.url === url);

it('freezes a package: the dates sent as yyyy-MM-dd, the new end shown', async () => {
  const frozen = pkg({
    endtime: inDays(30),
    freezes: [
      {
        id: 9,
        from: inDays(1),
        to: inDays(10),
        ended_early_on: null,
        user_name: 'Satış Ekibi',
        created_at: '',
      },
    ],
  });
  const { user, calls } = open((config) => {
    if (config.url === 'members/7/packages/3/_freeze') return { status: 200, data: frozen };
    return path(config.url) === 'members/7/packages' ? list([pkg()]) : list([]);
  });
  await user.click(await screen.findByRole('button', { name: freezeOf(pkg()) }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Bu paket hiç dondurulmadı.')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Dondurma başlangıcı'), typed(inDays(1)));
  await user.type(within(dialog).getByLabelText('Dondurma bitişi'), typed(inDays(10)));
  await user.click(within(dialog).getByRole('button', { name: 'Dondur' }));
  expect(await screen.findByText(`Paket donduruldu, bitiş tarihi ${shown(inDays(30))}.`)).toBeInTheDocument();
  const sent = posts(calls, 'members/7/packages/3/_freeze');
  expect(sent).toHaveLength(1);
  expect(JSON.parse(String(sent[0]!.data))).toEqual({ from: inDays(1), to: inDays(10) });
  // The list shows the package as answered.
  await waitFor(() => expect(screen.getByText(shown(inDays(30)))).toBeInTheDocument());
});

it('refuses a last day before the first without calling the server', async () => {
  const { user, calls } = open((config) =>
    path(config.url) === 'members/7/packages' ? list([pkg()]) : list([]),
  );
  await user.click(await screen.findByRole('button', { name: freezeOf(pkg()) }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Dondurma başlangıcı'), typed(inDays(5)));
  await user.type(within(dialog).getByLabelText('Dondurma bitişi'), typed(inDays(4)));
  await user.click(within(dialog).getByRole('button', { name: 'Dondur' }));
  expect(await within(dialog).findByText('Dondurma bitişi başlangıcından önce olamaz.')).toBeInTheDocument();
  expect(posts(calls, 'members/7/packages/3/_freeze')).toHaveLength(0);
});

it('shows the server refusal (the limit) in the dialog', async () => {
  const { user } = open((config) => {
    if (config.url === 'members/7/packages/3/_freeze')
      return {
        status: 400,
        data: {
          ...apiError('refused', 'Bir paket toplamda en fazla 30 gün dondurulabilir.'),
          fields: { to: 'memberPackages.freeze.errors.too_long' },
        },
      };
    return path(config.url) === 'members/7/packages' ? list([pkg()]) : list([]);
  });
  await user.click(await screen.findByRole('button', { name: freezeOf(pkg()) }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Dondurma başlangıcı'), typed(inDays(1)));
  await user.type(within(dialog).getByLabelText('Dondurma bitişi'), typed(inDays(40)));
  await user.click(within(dialog).getByRole('button', { name: 'Dondur' }));
  expect(
    await within(dialog).findByText('Bir paket toplamda en fazla 30 gün dondurulabilir.'),
  ).toBeInTheDocument();
});

it('ends a running freeze early, naming it', async () => {
  const running = {
    id: 9,
    from: inDays(-2),
    to: inDays(5),
    ended_early_on: null,
    user_name: 'Satış Ekibi',
    created_at: '',
  };
  const past = { ...running, id: 8, from: inDays(-9), to: inDays(-7) };
  const { user, calls } = open((config) => {
    if (config.url === 'members/7/packages/3/_unfreeze')
      return {
        status: 200,
        data: pkg({
          endtime: inDays(14),
          freezes: [past, { ...running, to: inDays(-1), ended_early_on: businessDay() }],
        }),
      };
    return path(config.url) === 'members/7/packages' ? list([pkg({ freezes: [past, running] })]) : list([]);
  });
  // The list marks the package frozen today.
  expect(await screen.findByText('Bugün dondurulmuş')).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: freezeOf(pkg()) }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('8 gün')).toBeInTheDocument();
  // Only the freeze not over yet can be ended.
  const ends = within(dialog).getAllByRole('button', { name: 'Erken bitir' });
  expect(ends).toHaveLength(1);
  await user.click(ends[0]!);
  const confirm = await screen.findByRole('tooltip');
  await user.click(within(confirm).getByRole('button', { name: 'Erken bitir' }));
  expect(
    await screen.findByText(`Dondurma bitirildi, bitiş tarihi ${shown(inDays(14))}.`),
  ).toBeInTheDocument();
  const sent = posts(calls, 'members/7/packages/3/_unfreeze');
  expect(sent).toHaveLength(1);
  expect(JSON.parse(String(sent[0]!.data))).toEqual({ freeze_id: 9 });
  await waitFor(() =>
    expect(within(dialog).getByText(`${shown(businessDay())} tarihinde erken bitirildi`)).toBeInTheDocument(),
  );
});

it('offers no freeze on an ended package', async () => {
  open((config) =>
    path(config.url) === 'members/7/packages' ? list([pkg({ id: 4, endtime: inDays(-1) }), pkg()]) : list([]),
  );
  expect(await screen.findByRole('button', { name: freezeOf(pkg()) })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: freezeOf(pkg({ id: 4, endtime: inDays(-1) })) })).toBeNull();
});

it('hides the freeze from a user who may not update packages', async () => {
  open(
    (config) => (path(config.url) === 'members/7/packages' ? list([pkg()]) : list([])),
    ['MEMBER_PACKAGE_SEARCH', 'MEMBER_PACKAGE_READ'],
  );
  expect(await screen.findByText('Pilates 12 ders')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: freezeOf(pkg()) })).toBeNull();
});
