// The "Referens" panel: the game codes and the reporting views with each column's type, as
// `npm run schemas -- reference` prints them (read once from the studio's demo database).
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Panel } from './panels';
import type { ReportingReference } from '@ombudsportalen/portal/api';
import { studioClient } from './studio-client';

export function ReferencePanel() {
  const [reference, setReference] = useState<ReportingReference>();
  useEffect(() => {
    void studioClient.reference().then(setReference);
  }, []);
  if (!reference) return null;
  return (
    <Panel title="Referens">
      <Typography variant="h3" sx={{ fontSize: 16, fontWeight: 600, mb: 1 }}>Spelkoder</Typography>
      <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Spelkoder">
        <TableHead><TableRow><TableCell>game_code</TableCell><TableCell>game_name</TableCell><TableCell>game_group</TableCell><TableCell>own_game</TableCell></TableRow></TableHead>
        <TableBody>
          {reference.games.map((g) => (
            <TableRow key={g.code}><TableCell>{g.code}</TableCell><TableCell>{g.name}</TableCell><TableCell>{g.group}</TableCell><TableCell>{g.ownGame ? 1 : 0}</TableCell></TableRow>
          ))}
        </TableBody>
      </Table>
      </Box>
      <Typography variant="h3" sx={{ fontSize: 16, fontWeight: 600, my: 1 }}>Kolumntyper</Typography>
      <Box component="ul" sx={{ m: 0 }}>
        {reference.types.map((t) => <li key={t.type}><b>{t.type}</b> ({t.kinds.length ? `kind ${t.kinds.join(' eller ')}` : 'ingen kind'}): {t.description}</li>)}
      </Box>
      <Typography variant="h3" sx={{ fontSize: 16, fontWeight: 600, my: 1 }}>Vyer</Typography>
      {reference.views.map((v) => (
        <Box component="details" key={v.name} sx={{ mb: 0.5 }}>
          <summary><code>{v.name}</code>: {v.description}</summary>
          <Box component="ul" sx={{ m: 0 }}>{v.columns.map((c) => <li key={c.name}><code>{c.name}</code> {c.type}</li>)}</Box>
        </Box>
      ))}
    </Panel>
  );
}
