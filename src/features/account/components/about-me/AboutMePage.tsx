import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSetAtom } from 'jotai';
import { useAtomValue } from '@/state/atom-hooks';
import { authViewAtom } from '@/state/auth';
import { type CurrentUser, currentUserAtom } from '@/state/current-user';
import { FeedbackPanel } from '@/ui/FeedbackPanel';
import { PageContainer } from '@/ui/PageContainer';
import { usePageInit } from '@/ui/page-init-state';
import { ABOUT_ME_HEADING, ABOUT_ME_SAVED, EDIT, userLoadFailed } from '@/features/account/account-texts';
import { accountKindOf } from '@/features/account/account-kind';
import { fetchOwnUser } from '@/features/account/api/own-user-api';
import type { Versioned } from '@/api/versioned-fetch';
import { CourseDetails } from '@/features/account/components/education/CourseDetails';
import { accountDefinition } from '@/features/account/account-definitions';
import { pageTitle } from '@/features/account/components/page-parts';
import { useKeptFormKeys } from '@/forms';
import { ABOUT_ME_FORM, AboutMeEditor } from './AboutMeEditor';
import { AboutMeSummary } from './AboutMeSummary';

/**
 * /minsida, "Mina uppgifter" (SALJARE, EKONOMI): the user read fresh with its ETag, a read view with "Ändra", the
 * edit form, and the education status per mandatory course.
 */
export function AboutMePage() {
  const setCurrentUser = useSetAtom(currentUserAtom);
  const { roles, username, agencyNumber } = useAtomValue(authViewAtom);
  const readUser = () => fetchOwnUser(accountKindOf(roles, agencyNumber), username);
  const init = usePageInit(() => Promise.all([accountDefinition('about-me'), readUser()]));
  const [latest, setLatest] = useState<Versioned<CurrentUser> | null>(null);
  const editsKept = useKeptFormKeys().includes(ABOUT_ME_FORM); // back after a login with unsaved edits: the editor opens at once
  const [editing, setEditing] = useState(editsKept);
  const [saved, setSaved] = useState('');

  const loaded = latest ?? (init.status === 'success' ? init.data[1] : null);
  const keep = (user: Versioned<CurrentUser>) => {
    setLatest(user);
    setCurrentUser((state) => (state.user ? { ...state, user: user.data } : state));
  };

  return (
    <PageContainer loading={init.status === 'pending' || init.status === 'idle'} title={pageTitle('/minsida')}>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {ABOUT_ME_HEADING}
      </Typography>
      {init.status === 'error' && <FeedbackPanel variant="error" message={userLoadFailed(init.code)} permanent />}
      <FeedbackPanel variant="success" message={saved} onHide={() => setSaved('')} />
      {init.status === 'success' && loaded && !editing && (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <AboutMeSummary user={loaded.data} />
          <Button
            variant="contained"
            onClick={() => {
              setSaved('');
              setEditing(true);
            }}
          >
            {EDIT}
          </Button>
        </Stack>
      )}
      {init.status === 'success' && loaded && editing && (
        <AboutMeEditor
          definition={init.data[0]}
          loaded={loaded}
          onCancel={() => setEditing(false)}
          onReload={async () => keep(await readUser())}
          onSaved={(user) => {
            keep(user);
            setEditing(false);
            setSaved(ABOUT_ME_SAVED);
          }}
        />
      )}
      {init.status === 'success' && loaded && <CourseDetails username={loaded.data.username} />}
    </PageContainer>
  );
}
