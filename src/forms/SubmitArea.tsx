import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

/** What shows under the fields: the form-level error texts, then the submit button ("Laddar..." while pending). */
export function SubmitArea({ messages, pending, label }: { messages: readonly string[]; pending: boolean; label: string }) {
  return (
    <Stack spacing={2} sx={{ mt: 3, alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
      {messages.map((m) => (
        <Alert key={m} severity="error">
          {m}
        </Alert>
      ))}
      <Button type="submit" variant="contained" disabled={pending}>
        {pending ? 'Laddar...' : label}
      </Button>
    </Stack>
  );
}
