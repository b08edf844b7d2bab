import type { ComponentType } from 'react';
import type { WidgetKind } from '@ombudsportalen/engine/browser';
import { CheckboxWidget } from './widgets/CheckboxWidget';
import { DateWidget } from './widgets/DateWidget';
import { HiddenWidget } from './widgets/HiddenWidget';
import { RadioWidget } from './widgets/RadioWidget';
import { SelectWidget } from './widgets/SelectWidget';
import { TextWidget } from './widgets/TextWidget';
import { TimeWidget } from './widgets/TimeWidget';
import type { WidgetProps } from './widget-props';

/** A component per widget kind the engine can name (FormFieldModel.widget), drawn by FormFields. */
export type WidgetRegistry = Record<WidgetKind, ComponentType<WidgetProps>>;

/** The portal's widgets: every kind has one (the type fails to compile when the engine adds a kind). */
export const widgetRegistry: WidgetRegistry = {
  text: TextWidget,
  textarea: TextWidget,
  password: TextWidget,
  week: TextWidget,
  month: TextWidget,
  year: TextWidget,
  number: TextWidget,
  checkbox: CheckboxWidget,
  select: SelectWidget,
  radio: RadioWidget,
  date: DateWidget,
  time: TimeWidget,
  hidden: HiddenWidget,
};

/** The registry with some kinds replaced (a feature's own widget); the field model names the kind. */
export function registryWidgets(overrides: Partial<WidgetRegistry> = {}): WidgetRegistry {
  return { ...widgetRegistry, ...overrides };
}
