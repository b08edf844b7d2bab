import { useState } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Definition } from '@ombudsportalen/engine';
import { SchemaForm } from '@/forms/SchemaForm';
import { ctx, inlineForm } from './helpers';

afterEach(cleanup);

const definition = inlineForm({ line: { type: 'string', title: 'Kvittorad 1' }, copies: { type: 'string', title: 'Antal kopior' } });

/** A list page's form: the save resolves when the test says, then the form is drawn anew from the reloaded list. */
function ReloadingForm({ saves }: { saves: (() => void)[] }) {
  const [generation, setGeneration] = useState(0);
  return (
    <SchemaForm
      key={generation}
      definition={definition as Definition}
      context={ctx()}
      idPrefix="terminal"
      submitLabel="Spara"
      onSubmit={() => new Promise<void>((resolve) => saves.push(() => { setGeneration((g) => g + 1); resolve(); }))}
    />
  );
}

async function saveWith(keys: (user: ReturnType<typeof userEvent.setup>) => Promise<void>) {
  const saves: (() => void)[] = [];
  const user = userEvent.setup();
  render(<ReloadingForm saves={saves} />);
  await user.tab();
  await user.keyboard('Kiosken');
  await keys(user);
  expect(saves).toHaveLength(1);
  const oldButton = screen.getByRole('button', { name: 'Laddar...' });
  await act(async () => saves[0]!());
  expect(oldButton.isConnected).toBe(false); // a new form, a new button
  return user;
}

describe('the focus after a save by keyboard (issue 37 item 8)', () => {
  it('Enter on Spara: the new Spara has the focus', async () => {
    await saveWith(async (user) => {
      await user.tab();
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Spara' }));
      await user.keyboard('{Enter}');
    });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Spara' }));
  });

  it('Space on Spara: the new Spara has the focus', async () => {
    await saveWith(async (user) => {
      await user.tab();
      await user.tab();
      await user.keyboard(' ');
    });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Spara' }));
  });

  it('Enter in a field: that field has the focus again', async () => {
    await saveWith(async (user) => user.keyboard('{Enter}'));
    expect(document.activeElement).toBe(screen.getByLabelText('Kvittorad 1'));
  });
});
