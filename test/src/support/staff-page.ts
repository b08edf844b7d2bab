import { screen, within } from '@testing-library/react';
import type { renderApp } from './render-app';

/** Opens a staff member's card on /personal (its first button) and waits for its details. */
export async function expandStaffCard(user: ReturnType<typeof renderApp>['user'], username: string): Promise<HTMLElement> {
  const card = screen.getByTestId(`staff-${username}`);
  await user.click(within(card).getAllByRole('button')[0]!);
  await within(card).findByText('Användarnamn');
  return card;
}
