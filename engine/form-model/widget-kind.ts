import type { FieldModel } from '../model/definition';
import type { WidgetKind } from '../declarations.gen';
import { formatInfo } from '../model/formats';

/** The widget a field gets: x-widget, else options → select, boolean → checkbox, numbers → number, else its format's. */
export function widgetKind(f: FieldModel): WidgetKind {
  if (f.schema['x-widget']) return f.schema['x-widget'];
  if (f.options) return 'select';
  if (f.schema.type === 'boolean') return 'checkbox';
  if (f.schema.type === 'integer' || f.schema.type === 'number') return 'number';
  return formatInfo(f.schema.format)?.widget ?? 'text';
}
