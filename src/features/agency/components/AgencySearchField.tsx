import type { Ref } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { AgencyOverviewEntry } from '@/features/agency/api/agency-api';
import { AGENCY_FIELD_LABEL, NO_SUGGESTIONS_TEXT } from '@/features/agency/agency-texts';
import { agencyLabel, filterAgencies } from '@/features/agency/filter-agencies';

interface AgencySearchFieldProps {
  agencies: AgencyOverviewEntry[];
  loading: boolean;
  inputValue: string;
  onInputChange: (value: string) => void;
  errorText: string;
  disabled: boolean;
  inputRef: Ref<HTMLInputElement>;
}

const labelOf = (option: AgencyOverviewEntry | string): string => (typeof option === 'string' ? option : agencyLabel(option));

/** "Ombudsnummer": free text with suggestions from the overview (number prefix or name); arrows and Enter choose. */
export function AgencySearchField({ agencies, loading, inputValue, onInputChange, errorText, disabled, inputRef }: AgencySearchFieldProps) {
  return (
    <Autocomplete<AgencyOverviewEntry, false, false, true>
      freeSolo
      autoHighlight={false}
      options={agencies}
      loading={loading}
      disabled={disabled}
      inputValue={inputValue}
      onInputChange={(_event, value) => onInputChange(value)}
      getOptionLabel={labelOf}
      filterOptions={(options, state) => filterAgencies(options, state.inputValue)}
      isOptionEqualToValue={(option, value) => labelOf(option) === labelOf(value)}
      noOptionsText={NO_SUGGESTIONS_TEXT}
      renderOption={({ key, ...optionProps }, option) => (
        <li key={key} {...optionProps}>
          {agencyLabel(option)}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={AGENCY_FIELD_LABEL}
          required
          error={errorText !== ''}
          helperText={errorText || undefined}
          inputRef={inputRef}
          autoFocus
        />
      )}
    />
  );
}
