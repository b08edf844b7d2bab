import type { FormFieldModel } from '@ombudsportalen/engine/browser';
import type { FormCore } from './form-core';

/** What SchemaForm hands each registry widget: the engine's field, the form's core and the field's current value. */
export interface WidgetProps {
  /** The input's id: the form's idPrefix, "_", the field's name. */
  id: string;
  /** The field's value name. */
  name: string;
  label: string;
  /** The field's value in the core (a number field's typed text while it still stands for that number). */
  value: unknown;
  /** The new value (undefined when cleared); numbers are converted from their text before they reach the core. */
  onChange: (value: unknown) => void;
  required: boolean;
  disabled: boolean;
  readonly: boolean;
  autofocus: boolean;
  field: FormFieldModel;
  core: FormCore;
}
