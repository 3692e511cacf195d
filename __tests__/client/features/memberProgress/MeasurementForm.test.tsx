// The measurement form shows the BMI and its WHO category while the figures are typed (the member's height by
// default), and offers body fat from the four skinfolds once they and the sex are in.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MeasurementForm } from '../../../../src/client/features/memberProgress/MeasurementForm';
import { renderWithProviders } from '../../helpers/renderWithProviders';

const typeWeight = (value: string) =>
  fireEvent.change(document.getElementById('measurement-weight')!, { target: { value } });

it('computes the BMI and its category from the weight and the height', async () => {
  const onSubmit = jest.fn();
  renderWithProviders(
    <MeasurementForm
      memberHeight={160}
      birthdate="2000-01-01"
      saving={false}
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );
  expect(screen.getByTestId('computed-bmi')).toHaveTextContent('—');
  typeWeight('64');
  await waitFor(() => expect(screen.getByTestId('computed-bmi')).toHaveTextContent('25'));
  expect(screen.getByText('Fazla kilolu')).toHaveAttribute('data-category', 'overweight');
  typeWeight('47');
  await waitFor(() => expect(screen.getByTestId('computed-bmi')).toHaveTextContent('18.4'));
  expect(screen.getByText('Zayıf')).toHaveAttribute('data-category', 'underweight');
  fireEvent.change(document.getElementById('measurement-height')!, { target: { value: '150' } });
  await waitFor(() => expect(screen.getByTestId('computed-bmi')).toHaveTextContent('20.9'));
  expect(screen.getByText('Normal')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  // The server's figures: weight and height as typed, empty figures null, notes text.
  expect(onSubmit.mock.calls[0][0]).toMatchObject({ weight: 47, height: 150, waist: null, notes: '' });
});
