import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

export interface LeanTextFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  sx?: SxProps<Theme>;
  /** Attributes of the <input> itself (aria-required, autoCapitalize, …). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<`aria-${string}`, unknown>;
  /** Shown at the end of the input, inside an InputAdornment (e.g. the password eye). */
  endAdornment?: ReactNode;
}

/**
 * An outlined text field that looks and reads like MUI's TextField (label, notched outline, helper text tied to the
 * input), built from its parts: TextField also imports Select, Menu, Popover and Modal, which the login page, the
 * first screen of every visit, must not download (docs/architecture.md "Bundles").
 */
export function LeanTextField({ id, name, label, value, onChange, type = 'text', autoComplete, autoFocus, error = false, helperText, disabled, inputRef, sx, htmlInput, endAdornment }: LeanTextFieldProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    // MuiTextField-root: the same hook for styles and tests as a TextField.
    <FormControl className="MuiTextField-root" variant="outlined" error={error} disabled={disabled} sx={sx}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        label={label}
        type={type}
        value={value}
        onChange={onChange}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        inputRef={inputRef}
        endAdornment={endAdornment ? <InputAdornment position="end">{endAdornment}</InputAdornment> : undefined}
        inputProps={{ ...htmlInput, 'aria-describedby': helperId }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
