// The one number input: reports what it read (NaN for text it cannot read), shows a value set from outside in
// the language's format, and follows a change of language without losing what was typed.
import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { NumberInput } from '../../../src/client/components/NumberInput';
import { settingsChanged } from '../../../src/client/store/settings';
import { renderWithProviders } from '../helpers/renderWithProviders';

const reported: (number | null)[] = [];

function Controlled() {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <NumberInput
        aria-label="Kilo"
        value={value}
        onChange={(v) => {
          reported.push(v);
          setValue(v);
        }}
      />
      <button type="button" onClick={() => setValue(12.25)}>
        set
      </button>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Kilo' });

beforeEach(() => {
  reported.length = 0;
});

it('reports the number read, NaN for unreadable text and null for nothing, never clamping', async () => {
  const { user } = renderWithProviders(<Controlled />);
  await user.type(input(), '70,5');
  expect(reported.at(-1)).toBe(70.5);
  await user.type(input(), ',1');
  expect(reported.at(-1)).toBeNaN();
  expect(input()).toHaveValue('70,5,1');
  await user.clear(input());
  expect(reported.at(-1)).toBeNull();
  await user.type(input(), '99999');
  expect(reported.at(-1)).toBe(99999);
});

it('shows a value set from outside, and re-shows it when the language changes, as that language writes it', async () => {
  const { user, store } = renderWithProviders(<Controlled />);
  await user.click(screen.getByRole('button', { name: 'set' }));
  expect(input()).toHaveValue('12,25');
  act(() => {
    store.dispatch(settingsChanged({ language: 'en' }));
  });
  expect(input()).toHaveValue('12.25');
  fireEvent.change(input(), { target: { value: '12.2.5' } });
  act(() => {
    store.dispatch(settingsChanged({ language: 'tr' }));
  });
  // Unreadable text stays as typed in any language, for the form to refuse.
  expect(input()).toHaveValue('12.2.5');
});
