import { type ReactElement, memo, useMemo } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ErrorSchema, type FieldPathId, type FieldProps, type RJSFSchema, type Registry, type UiSchema, toFieldPathId } from '@rjsf/utils';
import type { FormFieldModel, Values } from '../../engine/index';
import { fieldOf } from './rjsf-form';

interface PropertyProps {
  name: string;
  schema: RJSFSchema;
  uiSchema: UiSchema<Values> | undefined;
  value: unknown;
  errors: ErrorSchema | undefined;
  required: boolean;
  parent: FieldPathId;
  registry: Registry;
  onChange: FieldProps['onChange'];
  onBlur: FieldProps['onBlur'];
  onFocus: FieldProps['onFocus'];
  disabled: boolean | undefined;
  readonly: boolean | undefined;
}

// Shallowly memoised with stable props: a keystroke re-renders only the field whose value (or error) changed.
const PropertyField = memo(function PropertyField({ name, value, errors, parent, registry, ...rest }: PropertyProps) {
  const fieldPathId = useMemo(() => toFieldPathId(name, registry.globalFormOptions, parent), [name, registry.globalFormOptions, parent]);
  const { SchemaField } = registry.fields;
  if (!SchemaField) throw new Error('The rjsf registry has no SchemaField');
  return <SchemaField name={name} formData={value} errorSchema={errors} fieldPathId={fieldPathId} registry={registry} {...rest} />;
});

/** A range's two ends side by side (stacked on narrow screens) in a fieldset named by the range's title. */
function RangeGroup({ title, from, to }: { title?: string; from: ReactElement; to: ReactElement }) {
  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      {title ? (
        <Typography component="legend" variant="subtitle2" sx={{ p: 0, mb: 1 }}>
          {title}
        </Typography>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ '& > *': { flex: 1, minWidth: 0 } }}>
        {from}
        {to}
      </Stack>
    </Stack>
  );
}

/**
 * The root object of a SchemaForm, in place of rjsf's ObjectField, which re-resolves the schema and re-renders every
 * property on each change. Properties come from the root schema as built by toRjsfForm (no refs, no conditionals):
 * the same objects every render.
 */
export function RootObjectField({ formData, errorSchema, uiSchema, fieldPathId, registry, onChange, onBlur, onFocus, disabled, readonly }: FieldProps<Values>) {
  const root = registry.rootSchema;
  const required = new Set(root.required ?? []);
  const names = Object.keys(root.properties ?? {});
  const models = names.map((name) => fieldOf(uiSchema?.[name]?.['ui:options']));
  const element = (name: string) => (
    <PropertyField
      key={name}
      name={name}
      schema={root.properties![name] as RJSFSchema}
      uiSchema={uiSchema?.[name] as UiSchema<Values> | undefined}
      value={formData?.[name]}
      errors={(errorSchema as Record<string, ErrorSchema> | undefined)?.[name]}
      required={required.has(name)}
      parent={fieldPathId}
      registry={registry}
      onChange={onChange}
      onBlur={onBlur}
      onFocus={onFocus}
      disabled={disabled}
      readonly={readonly}
    />
  );
  const rows: ReactElement[] = [];
  for (let i = 0; i < names.length; i++) {
    const range: FormFieldModel['range'] = models[i]?.range;
    if (range?.end === 'from' && models[i + 1]?.range?.name === range.name) {
      rows.push(<RangeGroup key={range.name} title={range.title} from={element(names[i]!)} to={element(names[i + 1]!)} />);
      i++;
    } else rows.push(element(names[i]!));
  }
  return <Stack spacing={2}>{rows}</Stack>;
}
