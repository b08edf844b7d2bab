import { Alert, Box, Button, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Definition, type FormatType, type Values } from '@ombudsportalen/engine';
import { type ReportPayload, reportBodyInFormat } from '@ombudsportalen/portal/reports/report-wire';
import { SchemaForm } from '@/forms/SchemaForm';
import { studioContext } from '../server/studio-context';
import { DefinitionEditor } from './DefinitionEditor';
import { ChecksPanel, DatasetPanel, ErrorsPanel, ExamplesPanel, Panel, RequestPanel } from './panels';
import { ReferencePanel } from './ReferencePanel';
import type { ReportBody, StudioChoice, StudioDefinitionView, StudioReportFile, StudioRunView, StudioSetup } from '@ombudsportalen/portal/api';
import { studioClient } from './studio-client';
import { loadForTheForm } from './engine';

type Format = StudioReportFile['format'];
const FORMATS: Format[] = ['pdf', 'xlsx'];

/** The studio: pick a file and who fills it in; every save under schemas/ reloads what the file does. */
export function StudioApp() {
  const [setup, setSetup] = useState<StudioSetup>();
  const [file, setFile] = useState('');
  const [choice, setChoice] = useState<StudioChoice>({ role: '', segment: '', agency: '', today: '' });
  const [format, setFormat] = useState<Format>('pdf');
  const [view, setView] = useState<StudioDefinitionView>();
  const [saves, setSaves] = useState(0);
  const [run, setRun] = useState<StudioRunView>();
  const [output, setOutput] = useState<{ url?: string; name?: string; type?: string; size?: number; error?: string }>();
  const values = useRef<Values>({});
  const fileRef = useRef(file);
  fileRef.current = file;

  useEffect(() => {
    void studioClient.setup().then((s) => {
      setSetup(s);
      setChoice({ role: s.role, segment: s.segment, agency: s.agency, today: s.today });
      setFile((f) => f || (s.files.find((x) => x.file.endsWith('/EKORDF01.json')) ?? s.files[0])?.file || '');
    });
    // Follow the file the analyst saves; a new file joins the list.
    return studioClient.onSaved((files) => {
      const saved = files.find((f) => f.endsWith('.json') && !f.includes('/meta/'));
      void studioClient.setup().then((s) => setSetup((old) => ({ ...(old ?? s), files: s.files })));
      if (saved) setFile(saved);
      if (files.length) setSaves((n) => n + 1);
    });
  }, []);

  const shownFile = useRef(file);
  useEffect(() => {
    if (!file) return;
    if (shownFile.current !== file) values.current = {}; // another file: start from its defaults
    shownFile.current = file;
    let current = true;
    void studioClient.definition(file).then((v) => current && setView(v));
    return () => {
      current = false;
    };
  }, [file, saves]);

  // The file's content, not a save counter, keys the form: the editor's save and the file watcher's echo of it are one
  // change (a second re-mount, arriving while the analyst typed, lost a half-typed date). While the file does not load
  // (a broken edit, or a save read half-written), the last form that loaded stays with its typed values.
  const content = useMemo(() => JSON.stringify(view?.json), [view?.json]);
  const lastForm = useRef<{ file: string; content: string; definition: Definition }>(undefined);
  const form = useMemo(() => {
    const last = lastForm.current;
    const sameFile = last?.file === view?.file;
    if (view?.loadable) {
      if (sameFile && last?.content === content) return last; // whole again after a broken read: the same form
      try {
        return { file: view.file, content, definition: loadForTheForm(view.json, view.file) };
      } catch { /* shown as not loadable */ }
    }
    return sameFile ? last : undefined;
  }, [content, view?.file, view?.loadable]); // the same content keeps the same definition, so the form keeps its state
  lastForm.current = form;
  const definition = form?.definition;
  const context = useMemo(() => studioContext(choice), [choice]);

  const runsAsked = useRef(0);
  const refresh = useCallback(() => {
    if (!fileRef.current || !choice.today) return;
    const asked = ++runsAsked.current;
    // Only the latest run shows: an earlier one answering later (a longer range's rows) would show values no longer typed.
    void studioClient.run(fileRef.current, choice, values.current, format).then((answer) => asked === runsAsked.current && setRun(answer));
  }, [choice, format]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onValuesChange = useCallback((v: Values) => {
    values.current = v;
    clearTimeout(timer.current);
    timer.current = setTimeout(refresh, 80);
  }, [refresh]);
  useEffect(() => refresh(), [refresh, definition]);

  async function produce(kind: Format) {
    if (!run?.body) return;
    setOutput(undefined);
    const response = await studioClient.report({ file, choice, body: reportBodyInFormat(run.body as ReportPayload, kind) as ReportBody, format: kind });
    if (!response.ok) {
      const err = (await response.json()) as { message: string };
      setOutput({ error: `${response.status}: ${err.message}` });
      return;
    }
    const blob = await response.blob();
    setOutput({ url: URL.createObjectURL(blob), name: run.request?.fileName.replace(/\.\w+$/, `.${kind}`), type: blob.type, size: blob.size });
  }

  const pick = (key: keyof StudioChoice) => (e: { target: { value: string } }) => setChoice((c) => ({ ...c, [key]: e.target.value }));
  return (
    <Box sx={{ p: 2, maxWidth: 1600, mx: 'auto' }}>
      <Typography variant="h1" sx={{ fontSize: 24, fontWeight: 600, mb: 2 }}>Analysstudio</Typography>
      {!setup ? <Typography>Startar…</Typography> : <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <TextField select size="small" label="Fil" value={file} onChange={(e) => setFile(e.target.value)} sx={{ minWidth: 280 }}>
          {setup.files.map((f) => <MenuItem key={f.file} value={f.file}>{f.file}</MenuItem>)}
        </TextField>
        <TextField select size="small" label="Roll" value={choice.role} onChange={pick('role')} sx={{ minWidth: 200 }}>
          {setup.roles.map((r) => <MenuItem key={r} value={r}>{r}</MenuItem>)}
        </TextField>
        <TextField select size="small" label="Segment" value={choice.segment} onChange={pick('segment')} sx={{ minWidth: 140 }}>
          {setup.segments.map((s) => <MenuItem key={s} value={s}>{s}</MenuItem>)}
        </TextField>
        <TextField size="small" label="Ombud" value={choice.agency} onChange={pick('agency')} sx={{ width: 110 }} />
        <TextField size="small" label="Dagens datum" type="date" value={choice.today} onChange={pick('today')} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField select size="small" label="Format" value={format} onChange={(e) => setFormat(e.target.value as Format)} sx={{ width: 100 }}>
          {FORMATS.map((f) => <MenuItem key={f} value={f}>{f}</MenuItem>)}
        </TextField>
      </Stack>}
      {run && !run.visible && view?.loadable && (
        <Alert severity="warning" sx={{ mb: 2 }}>Rollen {choice.role} i segmentet {choice.segment} ser inte den här {file.includes('/reports/') ? 'rapporten' : 'blanketten'} (x-visibleTo).</Alert>
      )}
      {/* minmax(0, …): a long line (JSON, a table) scrolls in its panel instead of widening the page past a phone's edge */}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(320px, 5fr) minmax(0, 7fr)' } }}>
        <Stack spacing={2}>
          <Panel title="Formulär">
            {form && (form.content !== content || !view?.loadable) && (
              <Alert severity="warning" sx={{ mb: 2 }}>Filen kan inte läsas som formulär just nu (se Kontroll): här visas den senaste versionen som gick att läsa.</Alert>
            )}
            {definition ? (
              <SchemaForm
                key={`${form?.file}:${form?.content}:${choice.role}:${choice.segment}:${choice.agency}:${choice.today}`}
                definition={definition}
                context={context}
                initialValues={values.current}
                onValuesChange={onValuesChange}
                submitLabel="Ladda ner"
                onSubmit={() => produce(format)}
              />
            ) : (
              <Typography>Filen kan inte visas som formulär: se Kontroll.</Typography>
            )}
          </Panel>
          <ErrorsPanel run={run} />
          <DefinitionEditor file={file} json={view?.file === file ? view.json : undefined} choice={choice} values={values.current} run={run} format={format}
            onSaved={(saved) => void studioClient.setup().then((s) => { setSetup((old) => ({ ...(old ?? s), files: s.files })); setFile(saved); setSaves((n) => n + 1); })} />
        </Stack>
        <Stack spacing={2}>
          <RequestPanel run={run} />
          <DatasetPanel run={run} />
          <Panel title="Filerna">
            <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
              <Button variant="outlined" disabled={!run?.body} onClick={() => void produce('pdf')}>Visa PDF</Button>
              <Button variant="outlined" disabled={!run?.body} onClick={() => void produce('xlsx')}>Hämta XLSX</Button>
            </Stack>
            {output?.error && <Alert severity="error">{output.error}</Alert>}
            {output?.url && (
              <Box data-testid="report-file" data-type={output.type}>
                <Link href={output.url} download={output.name}>{output.name}</Link> ({output.size} byte, {output.type})
                {output.type === 'application/pdf' && <Box component="iframe" title="PDF" src={output.url} sx={{ width: '100%', height: 480, border: 1, mt: 1 }} />}
              </Box>
            )}
          </Panel>
          <ExamplesPanel view={view} />
          <ChecksPanel view={view} />
          <ReferencePanel />
        </Stack>
      </Box>
    </Box>
  );
}

