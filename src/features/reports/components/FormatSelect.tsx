import TextField from '@mui/material/TextField';
import type { FormatType } from '@ombudsportalen/engine/browser';
import { FORMAT_LABEL, FORMAT_LABELS } from '@/features/reports/report-texts';

interface FormatSelectProps {
  id: string;
  /** The report's formats (x-report.formats; the engine defaults them to pdf and xlsx, pdf first). */
  formats: readonly FormatType[];
  value: FormatType;
  onChange: (format: FormatType) => void;
}

/** The file format of a report (a native select like the form's own); nothing to choose when there is one format. */
export function FormatSelect({ id, formats, value, onChange }: FormatSelectProps) {
  if (formats.length < 2) return null;
  return (
    <TextField
      select
      id={id}
      label={FORMAT_LABEL}
      value={value}
      fullWidth
      size="small"
      onChange={(e) => onChange(formats.find((f) => f === e.target.value) ?? value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {formats.map((f) => (
        <option key={f} value={f}>
          {FORMAT_LABELS[f]}
        </option>
      ))}
    </TextField>
  );
}
