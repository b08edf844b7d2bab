import { type ReactNode, useCallback } from 'react';
import type { FormFieldModel } from '@ombudsportalen/engine/browser';
import type { FormCore } from '@/forms/form-core';
import { useShownError } from '@/forms/use-form-core';
import type { WidgetProps } from '@/forms/widget-props';
import { fieldHelp } from './field-help';

/** What every widget needs besides its value and onChange: the engine's field, its shown error and a blur handler. */
export interface WidgetField {
  field: FormFieldModel;
  core: FormCore;
  error: string | undefined;
  /** The text under the input: the hint, and the error after it. */
  helperText: ReactNode;
  /** Marks the field touched (its errors show from now on). */
  touch: () => void;
}

/** Binds a registry widget to its SchemaForm: subscribes to this field's error only. */
export function useWidgetField({ field, core }: Pick<WidgetProps, 'field' | 'core'>): WidgetField {
  const error = useShownError(core, field.name);
  const touch = useCallback(() => core.touch(field.name), [core, field.name]);
  return { field, core, error, helperText: fieldHelp(field.hint, error), touch };
}
