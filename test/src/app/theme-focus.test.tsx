import { act, cleanup, render, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { ThemeProvider } from '@mui/material/styles';
import { afterEach, describe, expect, it } from 'vitest';
import { makeAppTheme } from '@/app/theme';

afterEach(cleanup);

// The ring a keyboard user sees on a button (theme.ts); text fields and selects show the same (issue 37 item 9).
const ringOf = (element: Element) => {
  const style = getComputedStyle(element);
  return { outline: style.outline, outlineOffset: style.outlineOffset };
};

describe('focus rings from the theme', () => {
  it('a focused text field and a focused select ring like a focused button', () => {
    render(
      <ThemeProvider theme={makeAppTheme()}>
        <Button>Spara</Button>
        <TextField label="Kvittorad 1" size="small" />
        <TextField select label="Terminal" size="small" slotProps={{ select: { native: true } }}>
          <option value="1">T1</option>
        </TextField>
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: 'Spara' });
    act(() => button.focus());
    button.classList.add('Mui-focusVisible'); // what MUI sets for a keyboard focus (jsdom has no :focus-visible)
    const buttonRing = ringOf(button);
    expect(buttonRing.outline).toMatch(/3px solid/);
    for (const input of [screen.getByLabelText('Kvittorad 1'), screen.getByLabelText('Terminal')]) {
      const root = input.closest('.MuiInputBase-root')!;
      expect(ringOf(root).outline).not.toMatch(/3px solid/);
      act(() => input.focus());
      expect(ringOf(root)).toEqual(buttonRing);
    }
  });
});
