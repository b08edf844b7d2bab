import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageContainer } from '@/ui/PageContainer';
import { saveFile } from '@/ui/save-file';
import { fetchOutboxAttachment, type OutboxMail } from '@/features/subscriptions/api/subscriptions-api';
import { useMailOutbox } from '@/features/subscriptions/hooks/useMailOutbox';
import { OUTBOX_ATTACHMENT_LABEL, OUTBOX_EMPTY, OUTBOX_INTRO, OUTBOX_LOAD_FAILED, stockholmTime } from '@/features/subscriptions/subscriptions-texts';

function OutboxEntry({ mail }: { mail: OutboxMail }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">{mail.subject}</Typography>
        <Typography variant="body2">
          Till {mail.recipient}, {stockholmTime(mail.createdAt)}
        </Typography>
        <Typography component="pre" variant="body2" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}>{mail.text}</Typography>
        <div>
          <Button variant="outlined" onClick={() => void fetchOutboxAttachment(mail.messageId).then((blob) => saveFile(blob, mail.attachmentName))}>
            {OUTBOX_ATTACHMENT_LABEL}: {mail.attachmentName}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}

/** /utkorg: the mails the portal sent to its local outbox (no SMTP_URL), newest first, for administrators. */
export function MailOutboxPage() {
  const outbox = useMailOutbox();
  return (
    <PageContainer loading={outbox.status === 'pending'} title="Utkorg">
      <Stack spacing={2}>
        <Typography>{OUTBOX_INTRO}</Typography>
        {outbox.status === 'error' && <Alert severity="error">{OUTBOX_LOAD_FAILED}</Alert>}
        {outbox.status === 'success' && (outbox.data.length === 0
          ? <Typography>{OUTBOX_EMPTY}</Typography>
          : (
            <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label="Utkorg">
              {outbox.data.map((mail) => <OutboxEntry key={mail.messageId} mail={mail} />)}
            </Stack>
          ))}
      </Stack>
    </PageContainer>
  );
}
