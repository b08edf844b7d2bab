import { useEffect, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LockIcon from '@mui/icons-material/Lock';
import type { PortalContext } from '@ombudsportalen/portal/engine-vocabulary';
import { type FieldMessage, SchemaForm, useKeptFormKeys } from '@/forms';
import { FeedbackPanel } from '@/ui/FeedbackPanel';
import type { Course, StaffUser } from '@ombudsportalen/portal/api';
import { staffEditValues } from '@ombudsportalen/portal/access';
import { deleteStaff, fetchCourses, saveStaffCard, type StaffCaller, updateStaff } from '@/features/staff/api/staff-api';
import { courseIndicator, type EducationIndicator } from '@ombudsportalen/portal/education';
import { actionsOn } from '@/features/staff/staff-card-rules';
import type { StaffDefinitions } from '@/features/staff/staff-definitions';
import { staffFailure } from '@/features/staff/staff-failure';
import { primaryRole, roleLabel } from '@/features/staff/staff-model';
import {
  CANCEL, CHANGES_SAVED, CONFIRM_DELETE, DELETE, EDIT, EDUCATION_LOAD_FAILED, FORCED_CHANGE_NOTICE, LABEL_ALIAS, LABEL_EDUCATION,
  LABEL_MOBILE, LABEL_NAME, LABEL_ROLE, LABEL_USERNAME, LOCKED_TOOLTIP, NOT_DEFINED, ONE_TIME_PASSWORD, ONE_TIME_PASSWORD_SET, RELOAD,
  SAVE, SET_ONE_TIME_PASSWORD, USER_DELETED, YES, confirmDeleteOf, userDeleteFailed, userSaveFailed,
} from '@/features/staff/staff-texts';
import { EducationChip } from './EducationChip';

export interface StaffCardProps {
  user: StaffUser;
  actor: { username: string; roles: readonly string[] };
  caller: StaffCaller;
  definitions: StaffDefinitions;
  context: PortalContext;
  today: string;
  /** The person's status; undefined when education is not shown (EKONOMI, DIGITAL/TRACK shops, not loaded). */
  education: EducationIndicator | undefined;
  /** The person's status is on its way: its place is kept, so the card does not grow under the next ones (CLS, issue 38 §3). */
  educationPending?: boolean;
  /** Course details are fetched when the card opens (agency shops, not EKONOMI). */
  showsCourses: boolean;
  expanded: boolean;
  onToggle: () => void;
  passwordOpen: boolean;
  onPasswordOpen: (open: boolean) => void;
  /** A write succeeded: the page reloads the list and shows the text. */
  onChanged: (text: string) => void;
}

/** A small Chip's height (MUI). */
const CHIP_HEIGHT_PX = 24;

type Mode = 'view' | 'edit' | 'confirm-delete';

const EDIT_FORM_PREFIX = 'edit-';
/** The id prefix of a card's edit form: its kept work is found under it (docs/decisions/unsaved-work.md). */
export const staffEditForm = (username: string) => `${EDIT_FORM_PREFIX}${username}`;
/** The user whose card's edits are among the kept forms, else null. */
export const userWithKeptEdits = (keptForms: readonly string[]): string | null =>
  keptForms.find((key) => key.startsWith(EDIT_FORM_PREFIX))?.slice(EDIT_FORM_PREFIX.length) ?? null;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">{label}</Typography>
      <Typography variant="body2">{value}</Typography>
    </Box>
  );
}

/** One staff member as an expandable card with the actions the card rules give the caller (spec part 2 §2). */
export function StaffCard(props: StaffCardProps) {
  const { user, actor, caller, definitions, context, today, education, expanded, passwordOpen } = props;
  const actions = actionsOn(actor, user);
  const editsKept = useKeptFormKeys().includes(staffEditForm(user.username)); // back after a login: the edit form opens at once
  const [mode, setMode] = useState<Mode>(editsKept ? 'edit' : 'view');
  const [error, setError] = useState('');
  const [serverErrors, setServerErrors] = useState<{ fields: FieldMessage[] } | null>(null);
  const name = `${user.firstname} ${user.lastname}`;
  const id = `staff-${user.username}`;

  useEffect(() => {
    if (!expanded) setMode('view');
    setError('');
    setServerErrors(null);
  }, [expanded]);

  // Every press of Spara starts over: the last attempt's banner and field errors go first.
  const clearError = () => {
    setError('');
    setServerErrors(null);
  };

  async function write(action: () => Promise<unknown>, success: string, failed: (code: string) => string) {
    setError('');
    setServerErrors(null);
    try {
      await action();
      setMode('view');
      props.onChanged(success);
    } catch (failure) {
      const shown = staffFailure(failure, failed);
      setError(shown.text);
      if (shown.fields) setServerErrors({ fields: shown.fields });
    }
  }

  const save = (payload: Record<string, unknown>) =>
    write(() => saveStaffCard(caller, user, payload, { mobile: actions.showMobile && actions.edit, roles: actions.extend }), CHANGES_SAVED, userSaveFailed);
  const setPassword = (payload: Record<string, unknown>) =>
    write(() => updateStaff(caller, user, { password: String(payload.password ?? '') }), ONE_TIME_PASSWORD_SET, userSaveFailed)
      .then(() => props.onPasswordOpen(false));
  const remove = () => write(() => deleteStaff(caller, user, primaryRole(user.roles)), USER_DELETED, userDeleteFailed);

  return (
    // mountOnEnter: a card's details are built when first opened (as the reports' accordions), not for every card at once.
    <Accordion expanded={expanded} onChange={props.onToggle} disableGutters data-testid={id} data-username={user.username} slotProps={{ transition: { mountOnEnter: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-details`} id={`${id}-summary`}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }} sx={{ alignItems: { sm: 'center' }, width: '100%', pr: 1 }}>
          <Typography sx={{ fontWeight: 600, flex: 1 }}>
            {name}
            {user.locked && (
              <Tooltip title={LOCKED_TOOLTIP}>
                <LockIcon fontSize="small" aria-label={LOCKED_TOOLTIP} aria-hidden={false} role="img" sx={{ ml: 1, verticalAlign: 'text-bottom' }} data-testid="locked-icon" />
              </Tooltip>
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ minWidth: { sm: 120 } }}>{user.username}</Typography>
          <Typography variant="body2" sx={{ minWidth: { sm: 100 } }}>{roleLabel(user.roles)}</Typography>
          {/* A row box: the chip keeps its own width on phones and the column lines up on wider screens. */}
          <Box sx={{ display: 'flex', justifyContent: { sm: 'flex-end' }, minWidth: { sm: 200 }, minHeight: props.educationPending ? CHIP_HEIGHT_PX : undefined }}>
            {education && <EducationChip status={education} />}
          </Box>
        </Stack>
      </AccordionSummary>
      {/* The Accordion gives its region the summary's aria-controls as id: the details need none of their own. */}
      <AccordionDetails>
        <Stack spacing={2}>
          {user.forcePasswordChange && <Alert severity="info">{FORCED_CHANGE_NOTICE}</Alert>}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }, gap: 2 }}>
            <Fact label={LABEL_USERNAME} value={user.username} />
            <Fact label={LABEL_NAME} value={name} />
            {/* In edit mode a value with an input below is shown once, in its input (issue 37). */}
            {mode !== 'edit' && <Fact label={LABEL_ALIAS} value={user.alias ?? NOT_DEFINED} />}
            <Fact label={LABEL_ROLE} value={roleLabel(user.roles)} />
            {actions.showMobile && mode !== 'edit' && <Fact label={LABEL_MOBILE} value={user.mobile ?? NOT_DEFINED} />}
          </Box>
          <FeedbackPanel variant="error" message={error} permanent />
          {mode === 'view' && (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              {actions.edit && <Button variant="contained" onClick={() => { setMode('edit'); props.onPasswordOpen(false); }}>{EDIT}</Button>}
              {actions.oneTimePassword && <Button variant="outlined" onClick={() => props.onPasswordOpen(!passwordOpen)}>{ONE_TIME_PASSWORD}</Button>}
              {actions.delete && <Button variant="outlined" color="error" onClick={() => { setMode('confirm-delete'); props.onPasswordOpen(false); }}>{DELETE}</Button>}
            </Stack>
          )}
          {mode === 'edit' && (
            <SchemaForm
              definition={definitions['staff-edit']}
              context={context}
              idPrefix={staffEditForm(user.username)}
              initialValues={staffEditValues(user)}
              serverErrors={serverErrors}
              submitLabel={SAVE}
              onAttempt={clearError}
              onSubmit={(_values, payload) => save(payload.formPayload())}
              actions={<Button type="button" variant="outlined" onClick={() => setMode('view')}>{CANCEL}</Button>}
            />
          )}
          {mode === 'confirm-delete' && (
            <Alert severity="warning" role="alertdialog" aria-label={CONFIRM_DELETE} aria-describedby={`${id}-delete-question`}>
              <Typography sx={{ fontWeight: 700, mb: 1 }}>{CONFIRM_DELETE}</Typography>
              <Typography id={`${id}-delete-question`} sx={{ mb: 1 }}>{confirmDeleteOf(name, user.username)}</Typography>
              <Stack direction="row" spacing={1}>
                <Button variant="outlined" onClick={() => setMode('view')}>{CANCEL}</Button>
                <Button variant="contained" color="error" onClick={() => void remove()}>{YES}</Button>
              </Stack>
            </Alert>
          )}
          {mode === 'view' && passwordOpen && actions.oneTimePassword && (
            <SchemaForm
              definition={definitions['staff-one-time-password']}
              context={context}
              idPrefix={`otp-${user.username}`}
              serverErrors={serverErrors}
              submitLabel={SET_ONE_TIME_PASSWORD}
              onAttempt={clearError}
              onSubmit={(_values, payload) => setPassword(payload.formPayload())}
              actions={<Button type="button" variant="outlined" onClick={() => props.onPasswordOpen(false)}>{CANCEL}</Button>}
            />
          )}
          {/* Last, below the actions: the overview (up to 120 s) and the course details arrive after the card opened, and
              what grows above a button moves it from under the pointer between press and release (the click is lost). */}
          {education && (
            <Box>
              <Typography variant="caption" color="text.secondary" component="div">{LABEL_EDUCATION}</Typography>
              <EducationChip status={education} />
            </Box>
          )}
          {expanded && props.showsCourses && <CourseList caller={caller} username={user.username} today={today} />}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}

/** The person's courses (details call), each with its indicator; a failure offers "Ladda om". */
function CourseList({ caller, username, today }: { caller: StaffCaller; username: string; today: string }) {
  const [courses, setCourses] = useState<Course[] | null | 'error'>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setCourses(null);
    fetchCourses(caller, username).then((loaded) => current && setCourses(loaded), () => current && setCourses('error'));
    return () => {
      current = false;
    };
  }, [caller, username, attempt]);
  if (courses === 'error') {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => setAttempt((n) => n + 1)}>{RELOAD}</Button>}>
        {EDUCATION_LOAD_FAILED}
      </Alert>
    );
  }
  if (courses === null) return null;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={LABEL_EDUCATION}>
      {courses.map((course) => (
        <Stack component="li" key={course.courseName} direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="body2">{course.courseName}</Typography>
          <EducationChip status={courseIndicator(course, today)} />
        </Stack>
      ))}
    </Stack>
  );
}
