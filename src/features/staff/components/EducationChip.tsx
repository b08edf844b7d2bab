import Chip from '@mui/material/Chip';
import type { PersonEducation } from '../education-status';

const COLOR = { red: 'error', yellow: 'warning', green: 'success' } as const;

/** The education status of a person or course as a coloured chip (spec part 2 §4: red, yellow, green). */
export function EducationChip({ status }: { status: PersonEducation }) {
  return <Chip size="small" color={COLOR[status.color]} label={status.text} data-state={status.state} data-color={status.color} />;
}
