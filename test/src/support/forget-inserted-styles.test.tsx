import Button from '@mui/material/Button';
import { render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { forgetInsertedStyles } from './forget-inserted-styles';

const emotionStyles = () => [...document.head.querySelectorAll('style[data-emotion]')];
/** Whether a style element holds the rule of the button's emotion class. */
const buttonRuleWritten = () => {
  const className = [...screen.getByRole('button', { name: 'Spara' }).classList].find((name) => name.startsWith('css-'));
  return emotionStyles().some((style) => style.textContent?.includes(`.${className}{`));
};

it.each([
  ['the app’s cache (AppProviders)', () => <AppProviders store={createStore()}><Button>Spara</Button></AppProviders>],
  ['emotion’s default cache (MUI outside AppProviders)', () => <Button>Spara</Button>],
])('takes out what %s inserted, and a later render writes its styles again', (_name, ui) => {
  // Only this test's tags: another file's cache of its own may have left some in the worker's shared document.
  const before = new Set(emotionStyles());
  const first = render(ui());
  expect(buttonRuleWritten()).toBe(true);
  first.unmount();
  forgetInsertedStyles();
  expect(emotionStyles().filter((style) => !before.has(style))).toEqual([]);
  render(ui());
  expect(buttonRuleWritten()).toBe(true);
});
