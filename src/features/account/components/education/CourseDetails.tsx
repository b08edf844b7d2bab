import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useAtomValue } from '@/state/atom-hooks';
import { segmentAtom } from '@/state/agency';
import { usePageInit } from '@/ui/page-init-state';
import { EDUCATION_HEADING, EDUCATION_LOAD_FAILED } from '@/features/account/account-texts';
import { fetchCourseDetails } from '@/features/account/api/education-api';
import { useToday } from '@/state/session-hooks';
import { InlineLoader } from '@/features/account/components/page-parts';
import { CourseList } from './CourseList';
import { showsCourseDetails } from '@/features/account/education-model';

/** Mina uppgifter's education section: the caller's mandatory courses (details call); none for DIGITAL or TRACK shops. */
export function CourseDetails({ username }: { username: string }) {
  const segment = useAtomValue(segmentAtom);
  const shown = showsCourseDetails(segment);
  const today = useToday();
  const courses = usePageInit(() => (shown ? fetchCourseDetails(username) : Promise.resolve([])), [username, shown]);
  if (!shown) return null;
  return (
    <Box component="section" aria-labelledby="about-me-education" sx={{ mt: 4 }}>
      <Typography id="about-me-education" variant="h6" component="h3" sx={{ mb: 1 }}>
        {EDUCATION_HEADING}
      </Typography>
      {courses.status === 'error' && <Alert severity="error">{EDUCATION_LOAD_FAILED}</Alert>}
      {courses.status === 'success' ? <CourseList courses={courses.data} today={today} /> : courses.status !== 'error' && <InlineLoader />}
    </Box>
  );
}
