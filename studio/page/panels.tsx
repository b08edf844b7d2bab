import { Box, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ReportChart } from '@/features/reports/components/ReportChart';
import type { StudioDefinitionView, StudioRunView } from '@ombudsportalen/portal/api';

export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h2" sx={{ fontSize: 18, fontWeight: 600, mb: 1 }}>{title}</Typography>
      {children}
    </Paper>
  );
}

const NUMERIC = new Set(['integer', 'amount', 'percent']);
// A long JSON line wraps anywhere rather than widening the page past a phone's edge.
const mono = { fontFamily: 'monospace', fontSize: 13, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', m: 0 } as const;

export function ErrorsPanel({ run }: { run?: StudioRunView }) {
  return (
    <Panel title="Fel">
      {!run?.errors.length ? <Typography>Inga fel.</Typography> : (
        <>
          {run.formMessage && <Typography sx={{ mb: 1 }}>{run.formMessage}</Typography>}
          <Box component="ul" sx={{ m: 0 }}>{run.errors.map((e) => <li key={`${e.field}${e.message}`}><b>{e.field}</b>: {e.message}</li>)}</Box>
        </>
      )}
    </Panel>
  );
}

export function RequestPanel({ run }: { run?: StudioRunView }) {
  return (
    <Panel title="Anropet">
      {run?.request && <Typography sx={{ mb: 1 }}>{run.request.urlCode} → {run.request.fileName} ({run.request.partnerId ? `partner ${run.request.partnerId}` : `ombud ${run.request.agencyNumber}`})</Typography>}
      {run?.body ? <Box component="pre" data-testid="request-body" sx={mono}>{JSON.stringify(run.body)}</Box> : <Typography>Inget anrop: rätta felen.</Typography>}
    </Panel>
  );
}

export function DatasetPanel({ run }: { run?: StudioRunView }) {
  const data = run?.dataset;
  if (!data) return null;
  return (
    <Panel title="Rapporten">
      {data.error ? <Typography color="error">{data.error}</Typography> : (
        <>
          {data.header?.map((line) => <Typography key={line} variant="body2">{line}</Typography>)}
          {data.chart && <ReportChart chart={data.chart} title={data.header?.[0] ?? ''} />}
          <Typography sx={{ my: 1 }} data-testid="row-count">Visar {data.rows.length} av {data.total} rader.</Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead><TableRow>{data.columns.map((c) => <TableCell key={c.key}>{c.title}</TableCell>)}</TableRow></TableHead>
              <TableBody>
                {data.rows.map((row, i) => (
                  <TableRow key={i}>{data.columns.map((c) => <TableCell key={c.key} align={NUMERIC.has(c.kind) ? 'right' : 'left'}>{row[c.key]}</TableCell>)}</TableRow>
                ))}
                {data.totals && (
                  <TableRow>
                    {data.columns.map((c, i) => (
                      <TableCell key={c.key} align={NUMERIC.has(c.kind) ? 'right' : 'left'} sx={{ fontWeight: 700 }}>{i === 0 ? data.totalsLabel : data.totals?.[c.key]}</TableCell>
                    ))}
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Panel>
  );
}

export function ExamplesPanel({ view }: { view?: StudioDefinitionView }) {
  return (
    <Panel title="Exempel">
      {!view?.examples.length ? <Typography>Inga exempel.</Typography> : (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {view.examples.map((ex, i) => (
            <li key={i} data-testid="example" data-ok={ex.ok}>
              {ex.ok ? '✓' : '✗'} {ex.name}
              {!ex.ok && <Box component="pre" sx={mono}>{ex.message}{'\n'}{ex.diff?.join('\n')}</Box>}
            </li>
          ))}
        </Box>
      )}
    </Panel>
  );
}

export function ChecksPanel({ view }: { view?: StudioDefinitionView }) {
  return (
    <Panel title="Kontroll">
      {!view?.problems.length ? <Typography>Inga fel: filen klarar kontrollen.</Typography> : (
        <Box component="pre" data-testid="problems" sx={mono}>{view.problems.join('\n')}</Box>
      )}
    </Panel>
  );
}
