// The placeholder webmail page: static HTML, no script (CSP script-src 'self').
import { escapeHtml } from '../auth/internal-login-page.js';

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f6f8;margin:0;color:#1d2329}
main{max-width:48rem;margin:2rem auto;background:#fff;padding:2rem;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.15)}
.empty{color:#5b6670}.error{color:#b00020}`;

/** What the page shows: the ticket's user's inbox, or why the ticket opened nothing. */
export type WebmailPage = { user: { name: string; username: string } } | { refused: 'expired' | 'used' };

const REFUSALS = {
  expired: 'Länken har gått ut. Öppna webbmailen från portalen igen.',
  used: 'Länken har redan använts. Öppna webbmailen från portalen igen.',
} as const;

/** The inbox of the ticket's user, or (without a ticket that is valid and unused) a note to open the mail again. */
export function renderWebmailPage(page: WebmailPage): string {
  const body = 'refused' in page
    ? `<p class="error" role="alert">${REFUSALS[page.refused]}</p>`
    : `<p>Inkorg för ${escapeHtml(page.user.name)} (${escapeHtml(page.user.username)})</p>
<h2>Inkorg</h2><p class="empty">Inga meddelanden.</p>`;
  return `<!doctype html>
<html lang="sv">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Webbmail</title><style>${STYLE}</style></head>
<body><main><h1>Webbmail</h1>${body}</main></body>
</html>
`;
}
