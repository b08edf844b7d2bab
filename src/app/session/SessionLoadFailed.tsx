import Button from '@mui/material/Button';
import { GateLayout } from '@/features/gates/components/GateLayout';
import { PageInitError } from '@/ui/PageInitError';

/** The user could not be loaded after login: the page-init error and a way out. */
export function SessionLoadFailed({ code, onLogout }: { code: string; onLogout: () => void }) {
  return (
    <GateLayout>
      <PageInitError code={code} />
      <Button variant="outlined" onClick={onLogout}>
        Logga ut
      </Button>
    </GateLayout>
  );
}
