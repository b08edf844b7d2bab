import { useMemo } from 'react';
import { useAtomValue } from '@/state/atom-hooks';
import { isInternal } from '@ombudsportalen/portal/access';
import { authViewAtom } from '@/state/auth';
import type { StaffCaller } from '@/features/staff/api/staff-api';

/** Who calls the staff endpoints. */
export function useStaffCaller(): StaffCaller {
  const { roles, agencyNumber, username } = useAtomValue(authViewAtom);
  const internal = isInternal(roles);
  return useMemo(() => ({ username, agencyNumber, internal }), [username, agencyNumber, internal]);
}
