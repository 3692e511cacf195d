// In Arabic the menu-position option names the side the menu is on, and the pager's
// first/last icons point the way the page reads (mirrored like antd's previous/next arrows).
import { screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { ListPagination } from '../../../../src/client/components/ListPagination';
import { SettingsForm } from '../../../../src/client/shell/settings/SettingsForm';
import { initialSettingsState } from '../../../../src/client/store/settings';
import { DEFAULT_SETTINGS } from '../../../../src/client/store/settingsModel';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

const withLanguage = (language: 'tr' | 'ar') => ({
  session: signedInSession(),
  settings: { ...initialSettingsState, values: { ...DEFAULT_SETTINGS, language } },
});

it.each([
  ['tr', 'Sol', 'Sağ'],
  ['ar', 'يمين', 'يسار'],
] as const)(
  'in %s the stored start position ("left") is named by the side the menu is on',
  (language, startName, endName) => {
    renderWithProviders(<SettingsForm />, { preloadedState: withLanguage(language) });
    const start = screen.getByRole('radio', { name: startName });
    expect(start).toHaveAttribute('value', 'left');
    expect(screen.getByRole('radio', { name: endName })).toHaveAttribute('value', 'right');
  },
);

it.each([
  ['ltr', 'vertical-right', 'vertical-left'],
  ['rtl', 'vertical-left', 'vertical-right'],
] as const)('in %s the first/last page icons are %s / %s', (direction, firstIcon, lastIcon) => {
  renderWithProviders(
    <ConfigProvider direction={direction}>
      <ListPagination page={1} count={10} total={50} onChange={jest.fn()} />
    </ConfigProvider>,
  );
  expect(
    screen.getByRole('button', { name: 'İlk sayfa' }).querySelector(`[aria-label="${firstIcon}"]`),
  ).not.toBeNull();
  expect(
    screen.getByRole('button', { name: 'Son sayfa' }).querySelector(`[aria-label="${lastIcon}"]`),
  ).not.toBeNull();
});
