// Clearing what was sold on an edited package sends null for both parts (an edit drops '', which
// kept the stored product), and the saved form shows no product.
import { screen, waitFor } from '@testing-library/react';
import PackagesTab from '../../../../src/client/features/memberFile/PackagesTab';
import type { MemberPackageRecord } from '../../../../src/shared/schemas/memberPackages';
import { mockHttp } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

const sold: MemberPackageRecord = {
  id: 3,
  member_id: 7,
  payment_type: 'unpaid',
  invoice_number: 'FT-1',
  lesson_count: 12,
  used_lessons: 5,
  remaining_lessons: 7,
  starttime: '2026-01-01',
  endtime: '2027-01-01',
  price: 4500,
  product_type: 'course_package',
  product_id: 2,
  product_name: 'Pilates 12 ders',
};
const unsold = { ...sold, product_type: null, product_id: null, product_name: '' };

it('sends null for a cleared product and shows none after the save', async () => {
  const calls = mockHttp((c) => {
    if (c.method === 'put') return { status: 200, data: unsold };
    if (c.url === 'members/7/packages/3') return { status: 200, data: sold };
    return { status: 200, data: [], headers: { 'x-total-count': '0' } };
  });
  const { user } = renderWithProviders(<PackagesTab memberId={7} title="Paket Bilgileri" />, {
    preloadedState: {
      session: signedInSession({
        permissions: ['MEMBER_PACKAGE_SEARCH', 'MEMBER_PACKAGE_READ', 'MEMBER_PACKAGE_UPDATE'],
      }),
    },
    route: '/member-edit/7/package-informations?package=3',
    path: '/member-edit/:id/:key',
  });
  const kind = () => screen.getByLabelText('Satılan ürün türü').closest('.ant-select') as HTMLElement;
  await waitFor(() => expect(kind()).toHaveTextContent('Kurs paketi'));
  await user.click(kind().querySelector('.ant-select-clear') as HTMLElement);
  await waitFor(() => expect(screen.queryByLabelText('Satılan paket')).toBeNull());
  const save = screen.getByRole('button', { name: /Kaydet/ });
  await waitFor(() => expect(save).toBeEnabled());
  await user.click(save);

  await waitFor(() => expect(calls.some((c) => c.method === 'put')).toBe(true));
  const sent = JSON.parse(calls.find((c) => c.method === 'put')!.data as string) as Record<string, unknown>;
  expect(sent).toMatchObject({ product_type: null, product_id: null });
  expect(await screen.findByText('İşlem başarıyla gerçekleştirildi.')).toBeInTheDocument();
});
