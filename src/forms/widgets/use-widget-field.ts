import { useCallback } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { FormFieldModel } from '../../../engine/browser';
import type { FormCore } from '../form-core';
import { fieldOf } from '../rjsf-form';
import { coreOf, useShownError } from '../use-form-core';

/** What every widget needs besides rjsf's value and onChange: the engine's field, its shown error and a blur handler. */
export interface WidgetField {
  field: FormFieldModel;
  core: FormCore;
  error: string | undefined;
  /** The error, else the hint: the text under the input. */
  helperText: string | undefined;
  /** Marks the field touched (its errors show from now on). */
  touch: () => void;
}

/** Binds a registry widget to its SchemaForm: subscribes to this field's error only. */
export function useWidgetField(props: Pick<WidgetProps, 'options' | 'registry' | 'name'>): WidgetField {
  const field = fieldOf(props.options);
  if (!field) throw new Error(`Widget for "${props.name}" has no field model in ui:options (render it through <SchemaForm>)`);
  const core = coreOf(props.registry);
  const error = useShownError(core, field.name);
  const touch = useCallback(() => core.touch(field.name), [core, field.name]);
  return { field, core, error, helperText: error ?? field.hint, touch };
}
