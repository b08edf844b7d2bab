// The placeholder webmail page: static HTML, no script (CSP script-src 'self').
import { escapeHtml } from '../auth/internal-login-page.js';

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f6f8;margin:0;color:#1d2329}
main{max-width:48rem;margin:2rem auto;background:#fff;padding:2rem;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.15)}
.empty{color:#5b6670}.error{color:#b00020}`;

/** The inbox of the ticket's user, or (without a valid ticket) a note to open the mail from the portal again. */
export function renderWebmailPage(user: { name: string; username: string } | undefined): string {
  const body = user === undefined
    ? '<p class="error" role="alert">Länken har gått ut. Öppna webbmailen från portalen igen.</p>'
    : `<p>Inkorg för ${escapeHtml(user.name)} (${escapeHtml(user.username)})</p>
<h2>Inkorg</h2><p class="empty">Inga meddelanden.</p>`;
  return `<!doctype html>
<html lang="sv">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Webbmail</title><style>${STYLE}</style></head>
<body><main><h1>Webbmail</h1>${body}</main></body>
</html>
`;
}
