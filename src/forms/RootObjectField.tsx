import { type ReactElement, type ReactNode, memo, useCallback, useMemo } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ErrorSchema, type FieldPathId, type FieldProps, type RJSFSchema, type Registry, type UiSchema, toFieldPathId } from '@rjsf/utils';
import type { FormFieldModel, FormSection, Values } from '../../engine/browser';
import { FieldChunks } from './field-chunks';
import { ReadOnlyValue } from './ReadOnlyValue';
import { fieldOf, sectionsOf } from './rjsf-form';
import { FIELDS_PER_PAINT, useFieldLimit } from './use-field-limit';
import { coreOf, useFieldValue } from './use-form-core';

interface PropertyProps {
  name: string;
  schema: RJSFSchema;
  uiSchema: UiSchema<Values> | undefined;
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

// Shallowly memoised with stable props, reading its own value from the core: a keystroke re-renders only its field.
const PropertyField = memo(function PropertyField({ name, errors, parent, registry, ...rest }: PropertyProps) {
  const value = useFieldValue(coreOf(registry), name);
  const fieldPathId = useMemo(() => toFieldPathId(name, registry.globalFormOptions, parent), [name, registry.globalFormOptions, parent]);
  const { SchemaField } = registry.fields;
  if (!SchemaField) throw new Error('The rjsf registry has no SchemaField');
  return <SchemaField name={name} formData={value} errorSchema={errors} fieldPathId={fieldPathId} registry={registry} {...rest} />;
});

/** A read-only field's text, following its value. */
function ReadOnlyProperty({ id, field, registry }: { id: string; field: FormFieldModel; registry: Registry }) {
  return <ReadOnlyValue id={id} field={field} value={useFieldValue(coreOf(registry), field.name)} />;
}

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

/** A section of a laid-out form (x-layout): its heading, then its content. */
function SectionBlock({ id, title, children }: { id: string; title?: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={title ? id : undefined} sx={{ minWidth: 0 }}>
      {title ? (
        <Typography id={id} variant="h6" component="h3" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1.5 }}>
          {title}
        </Typography>
      ) : null}
      {children}
    </Box>
  );
}

/** A table section: one row per heading (e.g. a weekday), one field per column; stacked heading on narrow screens. */
function SectionTable({ section, cell }: { section: Extract<FormSection, { kind: 'table' }>; cell: (name: string) => ReactNode }) {
  const width = Math.max(...section.rows.map((r) => r.fields.length), section.columns?.length ?? 0);
  const grid = { display: 'grid', gap: 2, alignItems: 'center', gridTemplateColumns: { xs: `repeat(${width}, minmax(0, 1fr))`, sm: `9rem repeat(${width}, minmax(0, 1fr))` } };
  return (
    <Stack spacing={1.5} sx={{ maxWidth: { sm: '44rem' } }}>
      {section.columns ? (
        <Box aria-hidden sx={{ ...grid, display: { xs: 'none', sm: 'grid' } }}>
          <span />
          {section.columns.map((c) => (
            <Typography key={c} variant="subtitle2" component="span">
              {c}
            </Typography>
          ))}
        </Box>
      ) : null}
      {section.rows.map((row) => (
        <Box key={row.title} role="group" aria-label={row.title} sx={grid}>
          <Typography component="span" sx={{ fontWeight: 500, gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
            {row.title}
          </Typography>
          {row.fields.map((name, i) => (name === null ? <span key={`empty${i}`} /> : <Box key={name} sx={{ minWidth: 0 }}>{cell(name)}</Box>))}
        </Box>
      ))}
    </Stack>
  );
}

/**
 * The root object of a SchemaForm, in place of rjsf's ObjectField, which re-resolves the schema and re-renders every
 * property on each change. Properties come from the root schema as built by toRjsfForm (no refs, no conditionals):
 * the same objects every render. Read-only fields show as text, hidden ones not at all; with sections (x-layout)
 * the fields are grouped under their headings. A form longer than FIELDS_PER_PAINT paints its first fields first,
 * its rows in chunks (field-chunks.tsx); shorter forms render as before.
 */
export function RootObjectField({ errorSchema, uiSchema, fieldPathId, registry, onBlur, onFocus, disabled, readonly }: FieldProps<Values>) {
  const core = coreOf(registry); // holds the values: rjsf's formData stays the initial ones
  const onChange = useCallback<FieldProps['onChange']>((value, path) => core.setValue(String(path?.[path.length - 1]), value), [core]);
  const root = registry.rootSchema;
  // Per schema, not per keystroke: the schema and uiSchema change only with the visible fields.
  const { required, names, models } = useMemo(() => {
    const list = Object.keys(root.properties ?? {});
    return { required: new Set(root.required ?? []), names: list, models: new Map(list.map((name) => [name, fieldOf(uiSchema?.[name]?.['ui:options'])])) };
  }, [root, uiSchema]);
  const idOf = (name: string) => toFieldPathId(name, registry.globalFormOptions, fieldPathId).$id;
  const element = (name: string): ReactElement | null => {
    const model = models.get(name);
    if (model?.widget === 'hidden') return null;
    if (model?.readOnly) return <ReadOnlyProperty key={name} id={idOf(name)} field={model} registry={registry} />;
    return (
      <PropertyField
        key={name}
        name={name}
        schema={root.properties![name] as RJSFSchema}
        uiSchema={uiSchema?.[name] as UiSchema<Values> | undefined}
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
  };
  // Each row with the name of its first field (a range's two ends share one row).
  const rowsOf = (list: readonly string[]): { first: string; row: ReactElement }[] => {
    const rows: { first: string; row: ReactElement }[] = [];
    for (let i = 0; i < list.length; i++) {
      const first = list[i]!;
      const range: FormFieldModel['range'] = models.get(first)?.range;
      if (range?.end === 'from' && models.get(list[i + 1] ?? '')?.range?.name === range.name) {
        rows.push({ first, row: <RangeGroup key={range.name} title={range.title} from={element(first)!} to={element(list[i + 1]!)!} /> });
        i++;
      } else {
        const one = element(first);
        if (one) rows.push({ first, row: one });
      }
    }
    return rows;
  };
  const elementsOf = (list: readonly string[]) => rowsOf(list).map((r) => r.row);
  const sections = sectionsOf(uiSchema?.['ui:options']);
  // Chunked by the definition's length and positions: a field shown or hidden by a condition never moves another
  // field to a new chunk (a remount, which would drop the focus).
  const all = core.definition.fields;
  const long = all.length > FIELDS_PER_PAINT;
  const position = useMemo(() => (long ? new Map(all.map((f, i) => [f.name, i])) : undefined), [all, long]);
  const limit = useFieldLimit(sections ? 0 : names.length); // laid-out forms are short: rendered whole
  if (!sections) {
    const later = Math.max(0, names.length - limit);
    return (
      <Stack spacing={2} aria-busy={later > 0 || undefined}>
        {long ? <FieldChunks rows={rowsOf(later ? names.slice(0, limit) : names)} position={position!} /> : elementsOf(names)}
        {later ? <Box aria-hidden sx={{ height: later * 72 }} /> : null}
      </Stack>
    );
  }
  return (
    <Stack spacing={4}>
      {sections.map((section, i) => (
        <SectionBlock key={section.title ?? `section${i}`} id={`${fieldPathId.$id}__section${i}`} title={section.title}>
          {section.kind === 'fields' ? <Stack spacing={2}>{elementsOf(section.fields)}</Stack> : <SectionTable section={section} cell={element} />}
        </SectionBlock>
      ))}
    </Stack>
  );
}
