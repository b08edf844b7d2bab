// The React binding of the definition engine. builtInDefinition lives in ./built-in-definitions (it imports the
// build's virtual module, which only Vite builds with scripts/vite-plugin-definitions.ts can resolve).
export { SchemaForm, type SchemaFormProps } from './SchemaForm';
export { SAVED, useSchemaForm, type SchemaFormOptions, type SubmitOutcome } from './use-schema-form';
export { type FormCore, createFormCore } from './form-core';
export { useKeptFormKeys } from './use-unsaved-work';
export type { FieldMessage, FormState } from './form-state';
export type { PayloadBuilder } from './payload-builder';
export { type WidgetRegistry, widgetRegistry } from './widget-registry';
export type { WidgetProps } from './widget-props';
export { useWidgetField, type WidgetField } from './widgets/use-widget-field';
