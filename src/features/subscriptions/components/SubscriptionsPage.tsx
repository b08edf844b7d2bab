import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PERIOD_LABELS, scheduleLabel } from '@ombudsportalen/portal/report-subscriptions';
import { PageContainer } from '@/ui/PageContainer';
import { deleteSubscription, setSubscriptionPaused, type Subscription } from '@/features/subscriptions/api/subscriptions-api';
import { useSubscriptions } from '@/features/subscriptions/hooks/useSubscriptions';
import {
  DELETE_LABEL, NEXT_RUN_LABEL, PAUSE_LABEL, PAUSED_TEXT, PERIOD_LABEL, RESUME_LABEL, SENT_TO_LABEL, SUBSCRIPTION_ACTION_FAILED, SUBSCRIPTIONS_EMPTY,
  SUBSCRIPTIONS_INTRO, SUBSCRIPTIONS_LOAD_FAILED, stockholmTime,
} from '@/features/subscriptions/subscriptions-texts';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2">
      <strong>{label}:</strong> {value}
    </Typography>
  );
}

function SubscriptionCard({ subscription, onChanged, onFailed }: { subscription: Subscription; onChanged: () => void; onFailed: () => void }) {
  const [busy, setBusy] = useState(false);
  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
      onChanged();
    } catch {
      onFailed();
    } finally {
      setBusy(false);
    }
  };
  const name = subscription.reportName;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          {name} ({subscription.format.toUpperCase()})
        </Typography>
        <Detail label={PERIOD_LABEL} value={`${PERIOD_LABELS[subscription.period]}, ${scheduleLabel(subscription)}`} />
        <Detail label={SENT_TO_LABEL} value={subscription.email} />
        <Detail label={NEXT_RUN_LABEL} value={subscription.paused ? PAUSED_TEXT : stockholmTime(subscription.nextRunAt)} />
        {subscription.failureReason !== null && <Alert severity="warning">{subscription.failureReason}</Alert>}
        <Stack direction="row" spacing={2}>
          <Button variant="outlined" disabled={busy} aria-label={`${subscription.paused ? RESUME_LABEL : PAUSE_LABEL} ${name}`}
            onClick={() => void act(() => setSubscriptionPaused(subscription.id, !subscription.paused))}>
            {subscription.paused ? RESUME_LABEL : PAUSE_LABEL}
          </Button>
          <Button variant="outlined" color="error" disabled={busy} aria-label={`${DELETE_LABEL} ${name}`} onClick={() => void act(() => deleteSubscription(subscription.id))}>
            {DELETE_LABEL}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** /prenumerationer ("Mina prenumerationer"): the caller's report subscriptions, each paused, resumed or deleted here. */
export function SubscriptionsPage() {
  const subscriptions = useSubscriptions();
  const [failed, setFailed] = useState(false);
  const changed = () => {
    setFailed(false);
    subscriptions.reload();
  };
  return (
    <PageContainer loading={subscriptions.status === 'pending'} title="Mina prenumerationer">
      <Stack spacing={2}>
        <Typography>{SUBSCRIPTIONS_INTRO}</Typography>
        {failed && <Alert severity="error">{SUBSCRIPTION_ACTION_FAILED}</Alert>}
        {subscriptions.status === 'error' && <Alert severity="error">{SUBSCRIPTIONS_LOAD_FAILED}</Alert>}
        {subscriptions.status === 'success' && (subscriptions.data.length === 0
          ? <Typography>{SUBSCRIPTIONS_EMPTY}</Typography>
          : (
            <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label="Mina prenumerationer">
              {subscriptions.data.map((subscription) => (
                <SubscriptionCard key={subscription.id} subscription={subscription} onChanged={changed} onFailed={() => setFailed(true)} />
              ))}
            </Stack>
          ))}
      </Stack>
    </PageContainer>
  );
}
