import type { ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { type WidgetRegistry, useWidgetField, widgetRegistry } from '../../../forms';

/**
 * A registry widget that also honours the definition's `readOnly: true` (FormFieldModel.readOnly), which SchemaForm
 * does not pass to rjsf yet. Remove once src/forms sets `ui:readonly` from the field model.
 */
function readOnlyAware(Widget: ComponentType<WidgetProps>): ComponentType<WidgetProps> {
  function ReadOnlyAwareWidget(props: WidgetProps) {
    const { field } = useWidgetField(props);
    return <Widget {...props} readonly={props.readonly || field.readOnly === true} />;
  }
  return ReadOnlyAwareWidget;
}

/** The widgets of account forms with read-only fields (shop address, about-me names, GDPR date). */
export const readOnlyAwareWidgets: Partial<WidgetRegistry> = {
  text: readOnlyAware(widgetRegistry.text),
  date: readOnlyAware(widgetRegistry.date),
};
