import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { decide } from '@ombudsportalen/portal/access';
import type { ContentEntry } from '@ombudsportalen/portal/api';
import { LOADER_TEXT } from '@/ui/button-texts';
import { LoadingButton } from '@/ui/LoadingButton';
import { CHOOSE_GAME_HEADING, WINNERS_DOWNLOAD_ERROR_TEXT, WINNERS_EMPTY_TEXT, WINNERS_LOAD_ERROR_TEXT } from '@/features/content/content-texts';
import { textField } from '@/features/content/fields';
import { longDate } from '@/features/content/relative-date';
import { useSegment } from '@/features/content/hooks/useContentAudience';
import { SectionHeading } from '@/features/content/components/sections/SectionHeading';
import { winnersFileName } from '@ombudsportalen/portal/winners';
import { saveFile } from '@/ui/save-file';
import { fetchWinnersArchive, fetchWinnersFile, type WinnersGameType } from '@/features/content/api/winners-api';

type Archive = { status: 'loading' } | { status: 'error' } | { status: 'success'; groups: WinnersGameType[] };

/** The winners-list section: "Välj spelform" with one radio per game type (V75 first and default), then the lists. */
function WinnersArchive({ title }: { title: string }) {
  const [archive, setArchive] = useState<Archive>({ status: 'loading' });
  const [chosen, setChosen] = useState('');
  const [downloading, setDownloading] = useState('');
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetchWinnersArchive(controller.signal).then(
      (groups) => { setArchive({ status: 'success', groups }); setChosen(groups[0]?.gameType ?? ''); },
      () => { if (!controller.signal.aborted) setArchive({ status: 'error' }); },
    );
    return () => controller.abort();
  }, []);

  const download = async (gameType: string, fileId: string, date: string) => {
    setDownloading(fileId);
    setFailed(false);
    try {
      saveFile(await fetchWinnersFile(fileId), winnersFileName(gameType, date));
    } catch {
      setFailed(true);
    } finally {
      setDownloading('');
    }
  };

  if (archive.status === 'loading') return <CircularProgress size={28} aria-label={LOADER_TEXT} />;
  if (archive.status === 'error') return <Alert severity="error">{WINNERS_LOAD_ERROR_TEXT}</Alert>;
  const group = archive.groups.find((candidate) => candidate.gameType === chosen);
  return (
    <Box>
      <SectionHeading title={title} />
      <FormControl component="fieldset">
        <FormLabel component="legend" id="valj-spelform"><Typography variant="h6" component="span" color="text.primary">{CHOOSE_GAME_HEADING}</Typography></FormLabel>
        <RadioGroup row aria-labelledby="valj-spelform" name="spelform" value={chosen} onChange={(event) => setChosen(event.target.value)}>
          {archive.groups.map(({ gameType }) => <FormControlLabel key={gameType} value={gameType} control={<Radio />} label={gameType} />)}
        </RadioGroup>
      </FormControl>
      {failed && <Alert severity="error" sx={{ my: 1 }}>{WINNERS_DOWNLOAD_ERROR_TEXT}</Alert>}
      {group === undefined || group.entries.length === 0 ? <Typography sx={{ mt: 1 }}>{WINNERS_EMPTY_TEXT}</Typography> : (
        <Box component="ul" aria-label={`Vinstlistor ${group.gameType}`} sx={{ listStyle: 'none', p: 0, mt: 1, display: 'grid', gap: 1 }}>
          {group.entries.map((entry) => (
            <Box component="li" key={entry.fileId} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, p: 1, border: 1, borderColor: 'divider', borderRadius: 1, flexWrap: 'wrap' }}>
              <Typography>
                <time dateTime={entry.date}>{longDate(new Date(`${entry.date}T12:00:00`))}</time> · {entry.trackName}
              </Typography>
              <LoadingButton loading={downloading === entry.fileId} variant="outlined" size="small" startIcon={<Download />}
                aria-label={`Ladda ner ${winnersFileName(group.gameType, entry.date)}`} onClick={() => void download(group.gameType, entry.fileId, entry.date)}>
                Ladda ner
              </LoadingButton>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** Winners material is hidden for digital and track outlets (spec part 2 §6: the `winnersMaterial` decision). */
export function WinnersListSection({ entry }: { entry: ContentEntry }) {
  const segment = useSegment();
  if (!decide('winnersMaterial', { roles: [], segment })) return null;
  return <WinnersArchive title={textField(entry, 'title')} />;
}
