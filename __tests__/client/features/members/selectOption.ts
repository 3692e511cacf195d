import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens the antd Select labelled `label` and picks the option `option`. */
export async function selectOption(user: UserEvent, label: string, option: string): Promise<void> {
  await user.click(screen.getByLabelText(label));
  const listbox = await screen.findByRole('listbox');
  const popup = listbox.parentElement as HTMLElement;
  await user.click(within(popup).getByTitle(option));
}
