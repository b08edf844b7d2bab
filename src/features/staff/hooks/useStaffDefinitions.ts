import { startTransition, useEffect, useState } from 'react';
import { loadStaffDefinitions, type StaffDefinitions } from '@/features/staff/staff-definitions';

/** The staff definitions once loaded; 'error' when the module failed to load. */
export function useStaffDefinitions(): StaffDefinitions | null | 'error' {
  const [definitions, setDefinitions] = useState<StaffDefinitions | null | 'error'>(null);
  useEffect(() => {
    let current = true;
    // A transition: the cards wait for the definitions, and arriving after the staff list they rendered in one long task.
    loadStaffDefinitions().then((loaded) => current && startTransition(() => setDefinitions(loaded)), () => current && setDefinitions('error'));
    return () => {
      current = false;
    };
  }, []);
  return definitions;
}
