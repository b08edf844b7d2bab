import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAtomValue } from '@/state/atom-hooks';
import { decide, findMenuItemByPath } from '@ombudsportalen/portal/access';
import type { StaffEducationOverview, StaffUser } from '@ombudsportalen/portal/api';
import { portalMenu } from '@/state/access';
import { segmentAtom } from '@/state/agency';
import { authViewAtom } from '@/state/auth';
import { useKeptFormKeys } from '@/forms';
import { FeedbackPanel } from '@/ui/FeedbackPanel';
import { PageContainer } from '@/ui/PageContainer';
import { fetchEducationOverview, fetchStaff } from '@/features/staff/api/staff-api';
import { AddUserPanel, type AddKind } from './AddUserPanel';
import { StaffCard, userWithKeptEdits } from './StaffCard';
import { StaffFilters } from './StaffFilters';
import { personEducation } from '@ombudsportalen/portal/education';
import { mayAdd } from '@/features/staff/staff-card-rules';
import { useStaffDefinitions } from '@/features/staff/hooks/useStaffDefinitions';
import { type StaffFilter, visibleStaff } from '@/features/staff/staff-model';
import {
  ADD_ECONOMY, ADD_SELLER, ADD_SELLER_DIGITAL, EDUCATION_LOAD_FAILED, EMPTY_LIST, RELOAD, STAFF_HEADING, USERS_LOAD_FAILED, newUserSaved,
} from '@/features/staff/staff-texts';
import { useSessionEngineContext, useToday } from '@/state/session-hooks';
import { useStaffCaller } from '@/features/staff/hooks/useStaffCaller';

// The page's h1 is its menu title (as on every page); the spec's heading "Butikspersonal" is the h2.
const MENU_TITLE = findMenuItemByPath(portalMenu, '/personal')?.item.title ?? '';

type Load<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/**
 * /personal, "Butikspersonal" (spec part 2 §2 "Staff list"): filters, the add forms, one card per user (managers first,
 * then last and first name in Swedish collation) and the education status per person from the overview call.
 */
export function StaffPage() {
  const { roles, username, agencyNumber } = useAtomValue(authViewAtom);
  const segment = useAtomValue(segmentAtom);
  const caller = useStaffCaller();
  const context = useSessionEngineContext();
  const today = useToday();
  const definitions = useStaffDefinitions();
  const [users, setUsers] = useState<Load<StaffUser[]>>({ status: 'loading' });
  const [education, setEducation] = useState<Load<StaffEducationOverview> | null>(null);
  const [filter, setFilter] = useState<StaffFilter>('all');
  const keptForms = useKeptFormKeys();
  // Back after a login with a card's unsaved edits: that card opens (its edit form takes them back).
  const [expanded, setExpanded] = useState<string | null>(() => userWithKeptEdits(keptForms));
  const [adding, setAdding] = useState<AddKind | null>(null);
  const [passwordFor, setPasswordFor] = useState<string | null>(null);
  const [success, setSuccess] = useState('');
  const showsEducation = decide('staffEducation', { roles, segment });

  const loadUsers = useCallback(async () => {
    try {
      const data = await fetchStaff(caller);
      startTransition(() => setUsers({ status: 'ready', data })); // the cards render in slices (TBT, issue 38 §3)
    } catch {
      setUsers({ status: 'error' });
    }
  }, [caller]);
  const loadEducation = useCallback(async () => {
    setEducation({ status: 'loading' });
    try {
      const data = await fetchEducationOverview(caller);
      startTransition(() => setEducation({ status: 'ready', data })); // every card's chips change: in slices too
    } catch {
      setEducation({ status: 'error' });
    }
  }, [caller]);

  useEffect(() => {
    if (caller.agencyNumber === '') return;
    setUsers({ status: 'loading' });
    void loadUsers();
  }, [caller, loadUsers]);
  useEffect(() => {
    if (caller.agencyNumber === '' || !showsEducation) setEducation(null);
    else void loadEducation();
  }, [caller, showsEducation, loadEducation]);

  const coursesByUser = useMemo(() => {
    const map = new Map<string, StaffEducationOverview['users'][number]['education']['courses']>();
    if (education?.status === 'ready') for (const entry of education.data.users) map.set(entry.username.toUpperCase(), entry.education.courses);
    return map;
  }, [education]);

  const shown = users.status === 'ready' ? visibleStaff(users.data, filter) : [];
  const actor = useMemo(() => ({ username, roles }), [username, roles]);
  const changed = (text: string) => {
    setSuccess(text);
    setExpanded(null);
    void loadUsers();
    if (showsEducation) void loadEducation();
  };
  const openAdd = (kind: AddKind) => {
    setAdding(kind);
    setExpanded(null);
    setPasswordFor(null);
    setSuccess('');
  };
  const sellerLabel = decide('digitalSellerLabel', { roles, segment }) ? ADD_SELLER_DIGITAL : ADD_SELLER;

  return (
    <PageContainer loading={users.status === 'loading' || definitions === null} title={MENU_TITLE}>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {STAFF_HEADING}
      </Typography>
      {/* Kept until the next add or save: hidden after 8 s it took its height from above the cards, which jumped up
          under a pointer about to press one of them. */}
      <FeedbackPanel variant="success" message={success} permanent />
      {(users.status === 'error' || definitions === 'error') && <FeedbackPanel variant="error" message={USERS_LOAD_FAILED} permanent />}
      {users.status === 'ready' && definitions !== null && definitions !== 'error' && (
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}>
            <StaffFilters value={filter} onChange={setFilter} />
            {mayAdd(roles) && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button variant="contained" onClick={() => openAdd('seller')}>{sellerLabel}</Button>
                <Button variant="outlined" onClick={() => openAdd('economy')}>{ADD_ECONOMY}</Button>
              </Stack>
            )}
          </Stack>
          {adding !== null && mayAdd(roles) && (
            <AddUserPanel
              key={adding}
              kind={adding}
              title={adding === 'seller' ? sellerLabel : ADD_ECONOMY}
              definitions={definitions}
              context={context}
              caller={caller}
              onCancel={() => setAdding(null)}
              onAdded={(added) => {
                setAdding(null);
                changed(newUserSaved(added.username));
              }}
            />
          )}
          {education?.status === 'error' && (
            <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void loadEducation()}>{RELOAD}</Button>}>
              {EDUCATION_LOAD_FAILED}
            </Alert>
          )}
          {shown.length === 0 && <Typography>{EMPTY_LIST}</Typography>}
          <Box>
            {shown.map((user) => {
              const takesCourses = showsEducation && decide('takesCourses', { roles: user.roles });
              const status = takesCourses && education?.status === 'ready' ? personEducation(coursesByUser.get(user.username.toUpperCase()), today) : undefined;
              return (
                <StaffCard
                  key={user.username}
                  user={user}
                  actor={actor}
                  caller={caller}
                  definitions={definitions}
                  context={context}
                  today={today}
                  education={status}
                  educationPending={takesCourses && education?.status === 'loading'}
                  showsCourses={takesCourses && coursesByUser.has(user.username.toUpperCase())}
                  expanded={expanded === user.username}
                  onToggle={() => {
                    // Expanding a card closes the add form and the password form (spec part 2 §2).
                    setExpanded(expanded === user.username ? null : user.username);
                    setAdding(null);
                    setPasswordFor(null);
                  }}
                  passwordOpen={passwordFor === user.username}
                  onPasswordOpen={(open) => setPasswordFor(open ? user.username : null)}
                  onChanged={changed}
                />
              );
            })}
          </Box>
        </Stack>
      )}
    </PageContainer>
  );
}
