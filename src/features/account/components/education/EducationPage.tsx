import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAtomValue } from '@/state/atom-hooks';
import { authViewAtom } from '@/state/auth';
import { currentUserAtom } from '@/state/current-user';
import { PageContainer } from '@/ui/PageContainer';
import { accountKindOf } from '@/features/account/account-kind';
import { EDUCATION_HEADING, EDUCATION_LOAD_FAILED } from '@/features/account/account-texts';
import { useToday } from '@/state/session-hooks';
import { InlineLoader, pageTitle } from '@/features/account/components/page-parts';
import { CourseList } from './CourseList';
import { EDUCATION_LINKS } from '@/features/account/education-links';
import { LearningLaunch } from './LearningLaunch';
import { useEducationStatus } from '@/features/account/hooks/useEducationStatus';

/**
 * /utbildning: "Till utbildningarna" (agency staff with a personal number and person id: the token is theirs), the
 * status of the mandatory courses, and external links for users with a personal number (spec part 1 §2).
 */
export function EducationPage() {
  const { roles, agencyNumber } = useAtomValue(authViewAtom);
  const user = useAtomValue(currentUserAtom).user;
  const status = useEducationStatus();
  const today = useToday();
  const ssn = user?.socialSecurityNumber ?? '';
  const personId = user?.personId ?? '';
  // The learning token is the caller's own: agency staff with both a personal number and a person id.
  const canOpenCourses = accountKindOf(roles, agencyNumber).kind === 'agency' && ssn !== '' && personId !== '';

  return (
    <PageContainer loading={false} title={pageTitle('/utbildning')}>
      <Stack spacing={3}>
        <Typography>De obligatoriska utbildningarna görs hos utbildningsleverantören. Knappen öppnar dem i en ny flik.</Typography>
        {canOpenCourses ? (
          <LearningLaunch request={{ socialSecurityNumber: ssn, personId, agencyNumber }} />
        ) : (
          <Alert severity="info">Utbildningarna öppnas med personalens egna konton i butiken.</Alert>
        )}
        {status.status !== 'success' || status.data !== null ? (
          <Box component="section" aria-labelledby="education-courses">
            <Typography id="education-courses" variant="h6" component="h2" sx={{ mb: 1 }}>
              {EDUCATION_HEADING}
            </Typography>
            {status.status === 'error' && <Alert severity="error">{EDUCATION_LOAD_FAILED}</Alert>}
            {status.status === 'success' && status.data ? <CourseList courses={status.data.courses} today={today} /> : status.status !== 'error' && <InlineLoader />}
          </Box>
        ) : null}
        {ssn !== '' && (
          <Box component="section" aria-labelledby="education-links">
            <Typography id="education-links" variant="h6" component="h2" sx={{ mb: 1 }}>
              Mer om spelansvar
            </Typography>
            <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.5 }}>
              {EDUCATION_LINKS.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.title}
                  </Link>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {link.description}
                  </Typography>
                </li>
              ))}
            </Stack>
          </Box>
        )}
      </Stack>
    </PageContainer>
  );
}
