import type { WidgetProps } from '@/forms/widget-props';
import type { FieldOption } from '@ombudsportalen/engine/browser';
import { SelectWidget } from './SelectWidget';

/** Every half hour from 00:00 to 24:00, stored as HHMM (the engine's time format). */
export const HALF_HOURS: FieldOption[] = Array.from({ length: 49 }, (_, i) => {
  const hh = String(Math.floor(i / 2)).padStart(2, '0');
  const mm = i % 2 ? '30' : '00';
  return { value: `${hh}${mm}`, label: `${hh}:${mm}` };
});

/** Time choices run every 30 minutes (part 1 §5): a select, so no free text can be wrong. */
export function TimeWidget(props: WidgetProps) {
  return <SelectWidget {...props} choices={HALF_HOURS} />;
}
