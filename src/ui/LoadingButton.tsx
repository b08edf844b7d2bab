import Button, { type ButtonProps } from '@mui/material/Button';
import { LOADING_BUTTON_TEXT } from './button-texts';

// MUI's own `loading` prop keeps the hidden label in the accessible name; ours replaces it.
export type LoadingButtonProps = Omit<ButtonProps, 'loading'> & { loading: boolean };

/** A button that reads "Laddar..." and is disabled while its action runs (spec §8). */
export function LoadingButton({ loading, disabled, children, ...buttonProps }: LoadingButtonProps) {
  return (
    <Button {...buttonProps} disabled={loading || disabled} aria-busy={loading || undefined}>
      {loading ? LOADING_BUTTON_TEXT : children}
    </Button>
  );
}
