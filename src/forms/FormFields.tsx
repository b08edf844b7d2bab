import { type CSSProperties, type ComponentType, type ReactElement, type ReactNode, createContext, memo, useCallback, useContext, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormFieldModel, FormModel, FormSection } from '@ombudsportalen/engine/browser';
import type { FormCore } from './form-core';
import { FieldChunks, InFieldChunk } from './field-chunks';
import { decimalSeparator, numberValueOf, shownNumber } from './number-value';
import { ReadOnlyValue } from './ReadOnlyValue';
import { FIELDS_PER_PAINT, useFieldLimit } from './use-field-limit';
import { useFieldValue } from './use-form-core';
import type { WidgetRegistry } from './widget-registry';
import type { WidgetProps } from './widget-props';

// Long forms: the browser skips layout and paint of fields scrolled out of view (they stay focusable and findable).
// Paint containment clips at the padding box: the top padding keeps the floating outlined label inside it.
const FIELD_STYLE: CSSProperties = { contentVisibility: 'auto', containIntrinsicSize: 'auto 72px', paddingTop: 8 };
// In a long form's chunk (field-chunks.tsx) the chunk skips what is out of view; in a short form nothing is skipped:
// a field laid out late, at its own height instead of the 72 px guessed, moved what came below it (CLS, issue 38 §3).
const PLAIN_FIELD_STYLE: CSSProperties = { paddingTop: 8 };
/** True inside a form longer than FIELDS_PER_PAINT. */
const InLongForm = createContext(false);

interface FieldProps {
  id: string;
  field: FormFieldModel;
  core: FormCore;
  Widget: ComponentType<WidgetProps>;
}

/** A field's box around its widget (the widget draws its own label, hint and error). */
function FieldBox({ children }: { children: ReactNode }) {
  const chunked = useContext(InFieldChunk);
  const long = useContext(InLongForm);
  return <div style={long && !chunked ? FIELD_STYLE : PLAIN_FIELD_STYLE}>{children}</div>;
}

/** A text, select or checkbox value: handed to the widget as the core holds it. */
function PlainField({ id, field, core, Widget }: FieldProps) {
  const value = useFieldValue(core, field.name);
  const onChange = useCallback((next: unknown) => core.setValue(field.name, next), [core, field.name]);
  return <Widget id={id} name={field.name} label={field.label} value={value} onChange={onChange} required={field.required} disabled={false} readonly={false} autofocus={false} field={field} core={core} />;
}

/** A number: typed as text, stored as a number once the text reads as one (number-value.ts). */
function NumberField({ id, field, core, Widget }: FieldProps) {
  const value = useFieldValue(core, field.name);
  const [lastText, setLastText] = useState<unknown>(undefined);
  const separator = decimalSeparator();
  const onChange = useCallback(
    (text: unknown) => {
      setLastText(text);
      core.setValue(field.name, numberValueOf(text, separator));
    },
    [core, field.name, separator],
  );
  const shown = shownNumber(value, lastText, separator, field.widget);
  return <Widget id={id} name={field.name} label={field.label} value={shown} onChange={onChange} required={field.required} disabled={false} readonly={false} autofocus={false} field={field} core={core} />;
}

const isNumber = (field: FormFieldModel) => field.jsonSchema.type === 'integer' || field.jsonSchema.type === 'number';

// Memoised with stable props, reading its own value from the core: a keystroke re-renders only its field.
const PropertyField = memo(function PropertyField(props: FieldProps) {
  return <FieldBox>{isNumber(props.field) ? <NumberField {...props} /> : <PlainField {...props} />}</FieldBox>;
});

/** A read-only field's text, following its value. */
function ReadOnlyProperty({ id, field, core }: { id: string; field: FormFieldModel; core: FormCore }) {
  return <ReadOnlyValue id={id} field={field} value={useFieldValue(core, field.name)} />;
}

// The model's value at its making is no part of what a field shows (the widget reads the core's).
const shapeOf = (field: FormFieldModel) => JSON.stringify({ ...field, value: undefined });

/**
 * The model's fields by name, each the same object as in the last model while it is unchanged: a condition that shows
 * or hides one field re-renders that field and the list, not every other field.
 */
function useStableFields(model: FormModel): ReadonlyMap<string, FormFieldModel> {
  const last = useRef<{ model: FormModel; byName: Map<string, FormFieldModel> }>(undefined);
  if (last.current?.model !== model) {
    const before = last.current?.byName;
    const byName = new Map<string, FormFieldModel>();
    for (const field of model.fields) {
      const old = before?.get(field.name);
      byName.set(field.name, old && shapeOf(old) === shapeOf(field) ? old : field);
    }
    last.current = { model, byName };
  }
  return last.current.byName;
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

// A section as a card in the grid of sections: its own border, so the columns read as groups.
const SECTION_CARD_SX = { border: 1, borderColor: 'divider', borderRadius: 1, p: 2 } as const;
// As many columns as fit at 20rem (a long article name stays readable in its field), one on a phone.
const SECTION_GRID_SX = { display: 'grid', gap: 3, alignItems: 'start', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))' } as const;

/** A section of a laid-out form (x-layout): its heading, then its content. */
function SectionBlock({ id, title, card, children }: { id: string; title?: string; card?: boolean; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={title ? id : undefined} sx={{ minWidth: 0, ...(card ? SECTION_CARD_SX : {}) }}>
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

/** What FormFields draws: the visible fields of the core's model, each with its registry widget. */
export interface FormFieldsProps {
  core: FormCore;
  model: FormModel;
  widgets: WidgetRegistry;
  idPrefix: string;
  /** Sections side by side in a responsive grid (SchemaForm's sectionGrid). */
  sectionGrid?: boolean;
}

/**
 * The fields of a SchemaForm in the model's order. Read-only fields show as text, hidden ones not at all; with
 * sections (x-layout) the fields are grouped under their headings. A form longer than FIELDS_PER_PAINT paints its
 * first fields first, its rows in chunks (field-chunks.tsx); shorter forms render whole.
 */
export function FormFieldList({ core, model, widgets, idPrefix, sectionGrid = false }: FormFieldsProps) {
  const fields = useStableFields(model);
  const names = useMemo(() => model.fields.map((f) => f.name), [model]);
  const idOf = (name: string) => `${idPrefix}_${name}`;
  const element = (name: string): ReactElement | null => {
    const field = fields.get(name);
    if (!field || field.widget === 'hidden') return null;
    if (field.readOnly) return <ReadOnlyProperty key={name} id={idOf(name)} field={field} core={core} />;
    return <PropertyField key={name} id={idOf(name)} field={field} core={core} Widget={widgets[field.widget]} />;
  };
  // Each row with the name of its first field (a range's two ends share one row).
  const rowsOf = (list: readonly string[]): { first: string; row: ReactElement }[] => {
    const rows: { first: string; row: ReactElement }[] = [];
    for (let i = 0; i < list.length; i++) {
      const first = list[i]!;
      const range: FormFieldModel['range'] = fields.get(first)?.range;
      if (range?.end === 'from' && fields.get(list[i + 1] ?? '')?.range?.name === range.name) {
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
  const sections = model.sections;
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
    <InLongForm.Provider value={long}>
      <Stack spacing={sectionGrid ? 0 : 4} sx={sectionGrid ? SECTION_GRID_SX : undefined}>
        {sections.map((section, i) => (
          <SectionBlock key={section.title ?? `section${i}`} id={`${idPrefix}__section${i}`} title={section.title} card={sectionGrid}>
            {section.kind === 'fields' ? <Stack spacing={2}>{elementsOf(section.fields)}</Stack> : <SectionTable section={section} cell={element} />}
          </SectionBlock>
        ))}
      </Stack>
    </InLongForm.Provider>
  );
}

/** FormFieldList, rendered again only when the model, widgets or core change (never on a keystroke). */
export const FormFields = memo(FormFieldList);
