// The measurement form shows the BMI and its WHO category while the figures are typed (the member's height by
// default), offers body fat from the four skinfolds once they and the sex are in, and reads numbers as the
// language writes them: '70,5' in Turkish is 70.5, never 500 or 705; what it cannot read, or a figure out of
// range, is refused with a message instead of being clamped.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ageOn, durninWomersley } from '../../../../src/shared/bodyMetrics';
import { MeasurementForm } from '../../../../src/client/features/memberProgress/MeasurementForm';
import { initialSettingsState } from '../../../../src/client/store/settings';
import { DEFAULT_SETTINGS } from '../../../../src/client/store/settingsModel';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';
import { selectOption } from '../members/selectOption';
import { businessDay } from '../../../../src/shared/businessDay';

const weight = () => document.getElementById('measurement-weight') as HTMLInputElement;
const typeWeight = (value: string) => fireEvent.change(weight(), { target: { value } });

function open(
  language: 'tr' | 'en' | 'ar' = 'tr',
  permissions = ['MEASUREMENTS_CREATE', 'MEASUREMENT_DETAILS_CREATE'],
) {
  const onSubmit = jest.fn();
  const settings = { ...initialSettingsState, values: { ...DEFAULT_SETTINGS, language } };
  const view = renderWithProviders(
    <MeasurementForm
      memberHeight={160}
      birthdate="2000-01-01"
      saving={false}
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
    { preloadedState: { settings, session: signedInSession({ permissions }) } },
  );
  return { ...view, onSubmit };
}

it('computes the BMI and its category from the weight and the height', async () => {
  const { onSubmit } = open();
  expect(screen.getByTestId('computed-bmi')).toHaveTextContent('—');
  typeWeight('64');
  await waitFor(() => expect(screen.getByTestId('computed-bmi')).toHaveTextContent('25'));
  expect(screen.getByText('Fazla kilolu')).toHaveAttribute('data-category', 'overweight');
  typeWeight('47');
  await waitFor(() => expect(screen.getByTestId('computed-bmi')).toHaveTextContent('18,4'));
  expect(screen.getByText('Zayıf')).toHaveAttribute('data-category', 'underweight');
  fireEvent.change(document.getElementById('measurement-height')!, { target: { value: '150' } });
  await waitFor(() => expect(screen.getByTestId('computed-bmi')).toHaveTextContent('20,9'));
  expect(screen.getByText('Normal')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  // The server's figures: weight and height as typed, empty figures null, notes text.
  expect(onSubmit.mock.calls[0][0]).toMatchObject({ weight: 47, height: 150, waist: null, notes: '' });
});

it("stores 70.5 for '70,5' typed in Turkish, and shows it back as 70,5", async () => {
  const { user, onSubmit } = open();
  await user.type(weight(), '70,5');
  await user.tab();
  expect(weight()).toHaveValue('70,5');
  await waitFor(() => expect(screen.getByTestId('computed-bmi')).toHaveTextContent('27,5'));
  await user.click(screen.getByRole('button', { name: 'Kaydet' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect(onSubmit.mock.calls[0][0]).toMatchObject({ weight: 70.5 });
});

it("reads '70.5' in English, '٧٠٫٥' in Arabic, and shows each language's separator", async () => {
  const first = open('en');
  await first.user.type(weight(), '70.5');
  await first.user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(first.onSubmit).toHaveBeenCalled());
  expect(first.onSubmit.mock.calls[0][0]).toMatchObject({ weight: 70.5 });
  first.unmount();

  const second = open('ar');
  await second.user.type(weight(), '٧٠٫٥');
  await second.user.tab();
  expect(weight()).toHaveValue(new Intl.NumberFormat('ar-TR').format(70.5));
  await second.user.click(screen.getByRole('button', { name: 'حفظ' }));
  await waitFor(() => expect(second.onSubmit).toHaveBeenCalled());
  expect(second.onSubmit.mock.calls[0][0]).toMatchObject({ weight: 70.5 });
});

it('refuses text it cannot read with a message, keeping it as typed, and sends nothing', async () => {
  const { user, onSubmit } = open();
  await user.type(weight(), '70,5,1');
  await user.tab();
  expect(await screen.findByText('Lütfen geçerli bir sayı girin, örneğin 70,5.')).toBeInTheDocument();
  expect(weight()).toHaveValue('70,5,1');
  expect(screen.getByTestId('computed-bmi')).toHaveTextContent('—');
  await user.click(screen.getByRole('button', { name: 'Kaydet' }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(onSubmit).not.toHaveBeenCalled();
  // Corrected, it saves.
  await user.clear(weight());
  await user.type(weight(), '70,5');
  await waitFor(() =>
    expect(screen.queryByText('Lütfen geçerli bir sayı girin, örneğin 70,5.')).not.toBeInTheDocument(),
  );
  await user.click(screen.getByRole('button', { name: 'Kaydet' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect(onSubmit.mock.calls[0][0]).toMatchObject({ weight: 70.5 });
});

it('says a figure out of range is invalid instead of clamping it', async () => {
  const { user, onSubmit } = open();
  await user.type(weight(), '705');
  await user.click(screen.getByRole('button', { name: 'Kaydet' }));
  expect(await screen.findByText('Bu alanın değeri geçersiz.')).toBeInTheDocument();
  expect(weight()).toHaveValue('705');
  expect(onSubmit).not.toHaveBeenCalled();
});

it('without MEASUREMENT_DETAILS_CREATE records the weight alone: no skinfolds or circumferences shown or sent', async () => {
  const { onSubmit } = open('tr', ['MEASUREMENTS_CREATE']);
  expect(document.getElementById('measurement-waist')).toBeNull();
  expect(document.getElementById('measurement-biceps')).toBeNull();
  typeWeight('64');
  fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect(onSubmit.mock.calls[0][0]).toMatchObject({ weight: 64 });
  expect(onSubmit.mock.calls[0][0]).not.toHaveProperty('waist');
});

it('offers body fat from the four skinfolds and the sex, and puts it in the field when used', async () => {
  const { user, onSubmit } = open();
  await selectOption(user, 'Cinsiyet (yağ oranı için)', 'Erkek');
  for (const [field, value] of [
    ['biceps', '5'],
    ['triceps', '10'],
    ['subscapula', '12'],
    ['iliac_crest', '15,5'],
  ])
    fireEvent.change(document.getElementById(`measurement-${field}`)!, { target: { value } });
  const expected = durninWomersley(
    { biceps: 5, triceps: 10, subscapula: 12, iliac_crest: 15.5 },
    ageOn('2000-01-01', businessDay()),
    'male',
  )!;
  const shown = new Intl.NumberFormat('tr-TR').format(expected);
  expect(
    await screen.findByText(`Dört deri kıvrımından vücut yağı (Durnin–Womersley): %${shown}`),
  ).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Kullan' }));
  expect(document.getElementById('measurement-body_fat')).toHaveValue(shown);
  typeWeight('70');
  await user.click(screen.getByRole('button', { name: 'Kaydet' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect(onSubmit.mock.calls[0][0]).toMatchObject({
    body_fat: expected,
    sex: 'male',
    biceps: 5,
    iliac_crest: 15.5,
  });
});
