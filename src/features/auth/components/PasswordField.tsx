import { useState, type Ref } from 'react';
import IconButton from '@mui/material/IconButton';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { LeanTextField } from '@/ui/LeanTextField';
import { loginFieldSx } from './login-field-style';

interface PasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  errorText: string;
  disabled: boolean;
  inputRef: Ref<HTMLInputElement>;
}

/** "Lösenord" with a show/hide eye toggle. */
export function PasswordField({ value, onChange, errorText, disabled, inputRef }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const toggle = (
    <IconButton
      aria-label={visible ? 'Dölj lösenord' : 'Visa lösenord'}
      edge="end"
      onClick={() => setVisible((shown) => !shown)}
      // Keep the caret in the field when the toggle is clicked with the mouse.
      onMouseDown={(event) => event.preventDefault()}
    >
      {visible ? <VisibilityOff /> : <Visibility />}
    </IconButton>
  );
  return (
    <LeanTextField
      id="login-password"
      name="password"
      label="Lösenord"
      type={visible ? 'text' : 'password'}
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={errorText !== ''}
      helperText={errorText || undefined}
      disabled={disabled}
      inputRef={inputRef}
      sx={loginFieldSx}
      endAdornment={toggle}
      htmlInput={{ 'aria-required': true }}
    />
  );
}
