import { fireEvent, screen } from '@testing-library/react';
import { CitySelect } from '../../../../src/client/features/branches/CitySelect';
import { toDecimalText } from '../../../../src/client/features/branches/DecimalField';
import { renderWithProviders } from '../../helpers/renderWithProviders';

it('offers the 81 provinces and filters them with Turkish case rules', async () => {
  renderWithProviders(<CitySelect open />);
  await screen.findByRole('listbox');
  expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(81);
  expect(screen.getAllByText('İstanbul').length).toBeGreaterThan(0);
  expect(screen.getAllByText('Düzce').length).toBeGreaterThan(0);

  fireEvent.change(screen.getByRole('combobox'), { target: { value: 'izm' } });
  const visible = document.querySelectorAll('.ant-select-item-option');
  expect([...visible].map((o) => o.textContent)).toEqual(['İzmir']);
});

it('reads coordinates as signed decimals', () => {
  expect(toDecimalText('41,0082')).toBe('41.0082');
  expect(toDecimalText('-8.6a.1')).toBe('-8.61');
  expect(toDecimalText('4-1')).toBe('41');
});
