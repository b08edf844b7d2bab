// The "Redigera" panel: the definition as a form generated from the definition meta-schema (objects → fieldsets, arrays
// → add/remove lists, enums → selects, $ref followed), views and columns picked from the reference. Each edit is written
// 600 ms after the last (only its lines change in the file), and the rest of the studio then shows it: form, check, rows,
// PDF/XLSX. Reports only: a form (forms/) is shown, not edited.
import { Alert, Box, Button, Checkbox, FormControlLabel, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { createContext, memo, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReportingReference, StudioChoice, StudioRunView } from '@ombudsportalen/portal/api';
import { studioContext } from '../server/studio-context';
import { declaredProperties, DEFINITION_META, definitionText, type Located, type MetaSchemas, requiredKeys, resolve } from './meta-schema';
import { type Path, removeIn, setIn } from './draft-paths';
import { Panel } from './panels';
import { studioClient } from './studio-client';
import { MANAGER_ROLE } from '@ombudsportalen/portal/access';
import { DEFINITION_FORMAT_VERSION } from '@ombudsportalen/engine';

type Json = Record<string, unknown>;

/** A value the meta-schema accepts to start from: the const, the first enum value, required keys filled. */
function initialValue(metas: MetaSchemas, located: Located): unknown {
  const { node, doc } = resolve(metas, located);
  if (node.const !== undefined) return node.const;
  if (node.enum) return node.enum[0];
  if (node.oneOf?.length) return initialValue(metas, { node: node.oneOf[0]!, doc });
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  if (type === 'array' || node.items) return [];
  if (type === 'object' || node.properties || node.additionalProperties) {
    const props = new Map(declaredProperties(metas, { node, doc }, {}));
    return Object.fromEntries(requiredKeys(metas, { node, doc }, {}).map((k) => [k, props.has(k) ? initialValue(metas, props.get(k)!) : '']));
  }
  if (type === 'integer' || type === 'number') return 0;
  if (type === 'boolean') return false;
  return '';
}

function shapeOf(value: unknown): string {
  return Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
}

/** The oneOf branch the value has the shape of. */
function branchOf(metas: MetaSchemas, branches: Located[], value: unknown): number {
  const index = branches.findIndex((b) => {
    const { node } = resolve(metas, b);
    if (node.const !== undefined) return node.const === value;
    const types = [node.type ?? (node.items ? 'array' : node.properties ? 'object' : '')].flat();
    return types.includes(shapeOf(value)) || (shapeOf(value) === 'number' && types.includes('integer'));
  });
  return Math.max(index, 0);
}

/**
 * The draft's edits by path, the same functions for the editor's life: a field whose value, node and path are
 * unchanged is not rendered again (a keystroke re-rendered every control of the definition).
 */
interface DraftEdits { change: (path: Path, value: unknown) => void; remove: (path: Path) => void }
const DraftEditsContext = createContext<DraftEdits>({ change: () => {}, remove: () => {} });

interface FieldProps { metas: MetaSchemas; located: Located; label: string; value: unknown; path: Path; removable?: boolean }

const samePath = (a: Path, b: Path) => a.length === b.length && a.every((key, i) => key === b[i]);
const sameField = (a: FieldProps, b: FieldProps) => a.metas === b.metas && a.located.node === b.located.node && a.located.doc === b.located.doc
  && a.label === b.label && a.value === b.value && a.removable === b.removable && samePath(a.path, b.path);

/** One meta-schema node as a form control, recursively. */
const SchemaField = memo(function SchemaField({ metas, located, label, value, path, removable }: FieldProps) {
  const edits = useContext(DraftEditsContext);
  const onChange = (v: unknown) => edits.change(path, v);
  const onRemove = removable ? () => edits.remove(path) : undefined;
  const { node, doc } = resolve(metas, located);
  const remove = onRemove && <IconButton aria-label={`Ta bort ${label}`} size="small" onClick={onRemove}>✕</IconButton>;
  const help = node.description;
  if (node.const !== undefined) return <Typography variant="body2">{label}: <code>{JSON.stringify(node.const)}</code>{remove}</Typography>;
  if (node.enum) {
    return (
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <TextField select size="small" label={label} helperText={help} value={String(value ?? '')} sx={{ minWidth: 200 }}
          onChange={(e) => onChange(node.enum!.find((v) => String(v) === e.target.value))}>
          {node.enum.map((v) => <MenuItem key={String(v)} value={String(v)}>{String(v)}</MenuItem>)}
        </TextField>{remove}
      </Stack>
    );
  }
  if (node.oneOf) {
    const branches = node.oneOf.map((b) => ({ node: b, doc }));
    const at = branchOf(metas, branches, value);
    return (
      <Box>
        <TextField select size="small" label={`${label}: form`} value={String(at)} sx={{ minWidth: 200, mb: 1 }}
          onChange={(e) => onChange(initialValue(metas, branches[Number(e.target.value)]!))}>
          {branches.map((b, i) => <MenuItem key={i} value={String(i)}>{resolve(metas, b).node.description ?? [resolve(metas, b).node.type ?? 'object'].flat().join('/')}</MenuItem>)}
        </TextField>{remove}
        <SchemaField metas={metas} located={branches[at]!} label={label} value={value} path={path} />
      </Box>
    );
  }
  const type = [node.type ?? (node.items ? 'array' : node.properties || node.additionalProperties || node.allOf ? 'object' : 'string')].flat()[0];
  if (type === 'boolean') {
    return <Stack direction="row" sx={{ alignItems: 'center' }}><FormControlLabel label={label} control={<Checkbox checked={value === true} onChange={(e) => onChange(e.target.checked)} />} />{remove}</Stack>;
  }
  if (type === 'array') return <ArrayField metas={metas} located={{ node, doc }} label={label} value={value} path={path} removable={removable} />;
  if (type === 'object') return <ObjectField metas={metas} located={{ node, doc }} label={label} value={value} path={path} removable={removable} />;
  const numeric = type === 'integer' || type === 'number';
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <TextField size="small" label={label} helperText={help} value={value === undefined || value === null ? '' : String(value)} fullWidth
        multiline={label === 'sql'} type={numeric ? 'number' : 'text'}
        onChange={(e) => onChange(numeric ? (e.target.value === '' ? '' : Number(e.target.value)) : e.target.value)} />{remove}
    </Stack>
  );
}, sameField);

function ArrayField({ metas, located, label, value, path, removable }: FieldProps) {
  const edits = useContext(DraftEditsContext);
  const list = Array.isArray(value) ? value : [];
  const items: Located = { node: located.node.items ?? {}, doc: located.doc };
  return (
    <Box component="fieldset" aria-label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
      <legend>{label}</legend>
      <Stack spacing={1}>
        {list.map((item, i) => (
          <SchemaField key={i} metas={metas} located={items} label={`${label} ${i + 1}`} value={item} path={[...path, i]} removable />
        ))}
      </Stack>
      <Button size="small" onClick={() => edits.change([...path, list.length], initialValue(metas, items))}>Lägg till i {label}</Button>
      {removable && <Button size="small" onClick={() => edits.remove(path)}>Ta bort {label}</Button>}
    </Box>
  );
}

function ObjectField({ metas, located, label, value, path, removable }: FieldProps) {
  const edits = useContext(DraftEditsContext);
  const obj = (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as Json;
  const declared = declaredProperties(metas, located, obj);
  const required = new Set(requiredKeys(metas, located, obj));
  const names = new Set(declared.map(([k]) => k));
  const map = typeof located.node.additionalProperties === 'object' ? { node: located.node.additionalProperties, doc: located.doc } : undefined;
  const [newName, setNewName] = useState('');
  const set = (key: string, v: unknown) => edits.change([...path, key], v);
  const absent = declared.filter(([k]) => !(k in obj));
  return (
    <Box component="fieldset" aria-label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
      <legend>{label}</legend>
      <Stack spacing={1}>
        {declared.filter(([k]) => k in obj).map(([k, child]) => (
          <SchemaField key={k} metas={metas} located={child} label={k} value={obj[k]} path={[...path, k]} removable={!required.has(k)} />
        ))}
        {map && Object.keys(obj).filter((k) => !names.has(k)).map((k) => (
          <SchemaField key={k} metas={metas} located={map} label={k} value={obj[k]} path={[...path, k]} removable />
        ))}
        {absent.length > 0 && (
          <TextField select size="small" label={`Lägg till i ${label}`} value="" sx={{ maxWidth: 260 }}
            onChange={(e) => { const [k, child] = absent.find(([name]) => name === e.target.value)!; set(k, initialValue(metas, child)); }}>
            {absent.map(([k]) => <MenuItem key={k} value={k}>{k}</MenuItem>)}
          </TextField>
        )}
        {map && (
          <Stack direction="row" spacing={1}>
            <TextField size="small" label={`Nytt namn i ${label}`} value={newName} onChange={(e) => setNewName(e.target.value)} />
            <Button size="small" disabled={!newName || newName in obj} onClick={() => { set(newName, initialValue(metas, map)); setNewName(''); }}>Lägg till</Button>
          </Stack>
        )}
        {removable && <Button size="small" onClick={() => edits.remove(path)}>Ta bort {label}</Button>}
      </Stack>
    </Box>
  );
}

const ROOT_PATH: Path = [];
const isReportFile = (file: string) => /(^|\/)reports\/[^/]+\.json$/.test(file);

/** A new report to start from: a period, the agency's own rows and one view's columns are chosen in the form. */
function newReport(code: string): Json {
  return {
    $schema: '../meta/definition.schema.json', formatVersion: DEFINITION_FORMAT_VERSION, type: 'object',
    'x-report': { code, name: code, group: 'Statistik', payloadKind: 'agency', agencyParameter: 'P_OMBUDNR' },
    'x-visibleTo': { roles: [MANAGER_ROLE] },
    properties: { 'P_FOM:P_TOM': { type: 'string', format: 'date', title: 'Period', 'x-notAfter': 'yesterday' } },
    required: ['P_FOM:P_TOM'],
    'x-dataset': {
      sql: '', parameters: { fromDate: { param: 'P_FOM', as: 'periodStart' }, toDate: { param: 'P_TOM', as: 'periodEnd' } },
      columns: [], period: { from: 'fromDate', to: 'toDate' },
    },
  };
}

/** The dataset of one view's chosen columns: its own agency's (or partner's) rows, in the period when the view has a date. */
function viewDataset(reference: ReportingReference, viewName: string, columns: string[], dataset: Json): Json {
  const view = reference.views.find((v) => v.name === viewName)!;
  const chosen = view.columns.filter((c) => columns.includes(c.name));
  const date = view.columns.find((c) => c.type === 'date');
  const own = [
    view.columns.some((c) => c.name === 'agency_number') && 'agency_number = :agencyNumber',
    view.columns.some((c) => c.name === 'partner_id') && 'partner_id = :partnerId',
  ].filter((part): part is string => typeof part === 'string');
  const where = [...own, ...(date ? [`${date.name} BETWEEN :fromDate AND :toDate`] : [])];
  const kind = (type: string) => reference.types.find((t) => t.type === type)?.kinds[0] ?? 'text';
  return {
    ...dataset,
    sql: `SELECT ${chosen.map((c) => c.name).join(', ')} FROM ${view.name}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`,
    columns: chosen.map((c) => ({ key: c.name, title: c.name, kind: kind(c.type) })),
    // What check reconciles a Summa with: the view, its day column and the report's own rows (format 3).
    ...(date ? { source: { view: view.name, date: date.name, where: own.join(' AND ') || '1 = 1' } } : {}),
  };
}

function ViewPicker({ reference, dataset, onChange }: { reference: ReportingReference; dataset: Json; onChange: (d: Json) => void }) {
  const [view, setView] = useState('');
  const [columns, setColumns] = useState<string[]>([]);
  const picked = reference.views.find((v) => v.name === view);
  return (
    <Box component="fieldset" aria-label="Vy och kolumner" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
      <legend>Vy och kolumner</legend>
      <TextField select size="small" label="Vy" value={view} sx={{ minWidth: 260 }} onChange={(e) => { setView(e.target.value); setColumns([]); }}>
        {reference.views.map((v) => <MenuItem key={v.name} value={v.name}>{v.name}</MenuItem>)}
      </TextField>
      {picked && <Box>{picked.description}</Box>}
      {picked?.columns.map((c) => (
        <FormControlLabel key={c.name} label={`${c.name} (${c.type})`}
          control={<Checkbox checked={columns.includes(c.name)} onChange={(e) => setColumns((old) => (e.target.checked ? [...old, c.name] : old.filter((x) => x !== c.name)))} />} />
      ))}
      <Box><Button size="small" disabled={!columns.length} onClick={() => onChange(viewDataset(reference, view, columns, dataset))}>Använd vy och kolumner</Button></Box>
    </Box>
  );
}

interface EditorProps { file: string; json: unknown; choice: StudioChoice; values: Record<string, unknown>; run?: StudioRunView; format: string; onSaved: (file: string) => void }

export function DefinitionEditor({ file, json, choice, values, run, format, onSaved }: EditorProps) {
  const [metas, setMetas] = useState<MetaSchemas>();
  const [reference, setReference] = useState<ReportingReference>();
  const [draft, setDraft] = useState<Json>();
  const [status, setStatus] = useState<{ ok: boolean; text: string }>();
  const [newCode, setNewCode] = useState('');
  const [exampleName, setExampleName] = useState('');
  const loaded = useRef('');
  useEffect(() => {
    void studioClient.meta().then(setMetas);
    void studioClient.reference().then(setReference);
  }, []);
  useEffect(() => { // another file: edit its JSON (a save of the same file keeps the draft being edited)
    if (file && file !== loaded.current && json && typeof json === 'object') {
      loaded.current = file;
      setDraft(isReportFile(file) ? json as Json : undefined); // a save writes reports/<code>.json: a form is not edited here
    }
  }, [file, json]);

  // The latest draft and edit for the edits by path, which stay the same functions (see DraftEdits).
  const latest = useRef({ draft, edit: (_: Json) => {} });
  latest.current.draft = draft;
  const edits = useMemo<DraftEdits>(() => ({
    change: (path, value) => latest.current.edit(setIn(latest.current.draft, path, value) as Json),
    remove: (path) => latest.current.edit(removeIn(latest.current.draft, path) as Json),
  }), []);
  const codeOf = (d?: Json) => String((d?.['x-report'] as Json | undefined)?.code ?? '');
  const autoSave = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** An edit: the studio shows it once written; a changed report code waits for "Spara" (it names another file). */
  function edit(next: Json) {
    latest.current.draft = next; // a second edit before the next render builds on this one
    setDraft(next);
    clearTimeout(autoSave.current);
    if (codeOf(next) && loaded.current.endsWith(`/reports/${codeOf(next)}.json`)) autoSave.current = setTimeout(() => void save(next), 600);
  }

  async function save(next: Json) {
    clearTimeout(autoSave.current);
    setDraft(next);
    const saved = await studioClient.save(next);
    setStatus(saved.ok ? { ok: true, text: `Sparad: ${saved.value.file}` } : { ok: false, text: saved.error.message });
    if (saved.ok) {
      loaded.current = saved.value.file;
      onSaved(saved.value.file);
    }
  }
  async function commit() {
    const committed = await studioClient.commit(codeOf(draft));
    setStatus({ ok: committed.ok, text: committed.ok ? committed.value.message : committed.error.message });
  }
  function example(): Json {
    const { roles, segment, agencyNumber, selectedAgencyNumber, today } = studioContext(choice);
    const context = { roles, segment, agencyNumber, ...(selectedAgencyNumber ? { selectedAgencyNumber } : {}), today };
    const outcome = run?.body ? { payload: run.body } : { errors: run?.errors ?? [] };
    return { name: exampleName || `exempel ${((draft?.['x-examples'] as unknown[] | undefined)?.length ?? 0) + 1}`, context, values, ...(format === 'xlsx' && run?.body ? { formatType: 'xlsx' } : {}), ...outcome };
  }

  latest.current.edit = edit;
  if (!metas) return <Panel title="Redigera"><Typography>Läser meta-schemat…</Typography></Panel>;
  const root: Located = { node: metas[DEFINITION_META]!, doc: DEFINITION_META };
  const dataset = draft?.['x-dataset'] as Json | undefined;
  return (
    <Panel title="Redigera">
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <TextField size="small" label="Ny rapportkod" value={newCode} onChange={(e) => setNewCode(e.target.value.toUpperCase())} />
        <Button variant="outlined" disabled={!newCode} onClick={() => void save(newReport(newCode))}>Ny rapport</Button>
      </Stack>
      {draft && (
        <Stack spacing={1}>
          {reference && dataset && <ViewPicker reference={reference} dataset={dataset} onChange={(d) => edit({ ...draft, 'x-dataset': d })} />}
          <DraftEditsContext.Provider value={edits}>
            <SchemaField metas={metas} located={root} label="Definitionen" value={draft} path={ROOT_PATH} />
          </DraftEditsContext.Provider>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={() => void save(draft)}>Spara</Button>
            <TextField size="small" label="Exemplets namn" value={exampleName} onChange={(e) => setExampleName(e.target.value)} />
            <Button variant="outlined" disabled={!run} onClick={() => void save({ ...draft, 'x-examples': [...((draft['x-examples'] as unknown[] | undefined) ?? []), example()] })}>Spara som exempel</Button>
            <Button variant="outlined" onClick={() => void commit()}>Committa</Button>
          </Stack>
          {status && <Alert severity={status.ok ? 'success' : 'error'} data-testid="editor-status">{status.text}</Alert>}
          <Box component="details">
            <summary>Filen som JSON</summary>
            <Box component="pre" data-testid="editor-json" sx={{ fontFamily: 'monospace', fontSize: 12, m: 0, overflowX: 'auto' }}>{definitionText(metas, draft)}</Box>
          </Box>
        </Stack>
      )}
      {!draft && <Typography>{file && !isReportFile(file) ? 'Redigeraren skriver rapporter. En blankett (forms/) ändras i sin JSON-fil.' : 'Välj en fil eller skapa en ny rapport.'}</Typography>}
    </Panel>
  );
}
