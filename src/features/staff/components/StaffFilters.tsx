import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { StaffFilter } from '@/features/staff/staff-model';
import { FILTER_LABEL, FILTERS } from '@/features/staff/staff-texts';

/** The filter radios Visa alla, Ekonomi, Spelansvarig, Standard, Utökad (spec part 2 §2). */
export function StaffFilters({ value, onChange }: { value: StaffFilter; onChange: (filter: StaffFilter) => void }) {
  return (
    <FormControl component="fieldset">
      <RadioGroup row aria-label={FILTER_LABEL} name="staff-filter" value={value} onChange={(e) => onChange(e.target.value as StaffFilter)}>
        {FILTERS.map((filter) => (
          <FormControlLabel key={filter.id} value={filter.id} control={<Radio size="small" />} label={filter.label} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
