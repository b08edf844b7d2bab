import Chip from '@mui/material/Chip';
import type { EducationColor, EducationIndicator } from '@ombudsportalen/portal/education';

/**
 * The three status colours (spec part 2 §4: red, yellow, green) with their text colours. The yellow is a yellow, not
 * the theme's orange warning, so it cannot be taken for the red; each text reaches WCAG AA contrast on its colour.
 */
export const STATUS_COLORS: Readonly<Record<EducationColor, { background: string; text: string }>> = {
  red: { background: '#c62828', text: '#ffffff' },
  yellow: { background: '#ffd54f', text: '#1f1f1f' },
  green: { background: '#2e7d32', text: '#ffffff' },
};

/** The education status of a person or course as a coloured chip. */
export function EducationChip({ status }: { status: EducationIndicator }) {
  const { background, text } = STATUS_COLORS[status.color];
  return <Chip size="small" label={status.text} data-state={status.state} data-color={status.color} sx={{ bgcolor: background, color: text }} />;
}
