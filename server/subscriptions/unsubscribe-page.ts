// The page an unsubscribe link opens: static HTML, no script (CSP script-src 'self'); its form posts the one-click body.
import { escapeHtml } from '../auth/internal-login-page.js';
import { SUBSCRIPTION_TEXTS } from './subscription-texts.js';

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f6f8;margin:0;color:#1d2329}
main{max-width:40rem;margin:2rem auto;background:#fff;padding:2rem;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.15)}
button{font:inherit;padding:.5rem 1rem;background:#00468c;color:#fff;border:0;border-radius:4px;cursor:pointer}.error{color:#b00020}`;

/** What the page shows: the question with its button, the confirmation after the post, or a link that names nothing. */
export type UnsubscribePage = { ask: string } | { done: true } | { unknown: true };

export function renderUnsubscribePage(page: UnsubscribePage): string {
  const body = 'ask' in page
    ? `<p>${SUBSCRIPTION_TEXTS.unsubscribeQuestion}</p>
<form method="post" action="${escapeHtml(page.ask)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${SUBSCRIPTION_TEXTS.unsubscribeButton}</button></form>`
    : 'done' in page ? `<p role="status">${SUBSCRIPTION_TEXTS.unsubscribed}</p>` : `<p class="error" role="alert">${SUBSCRIPTION_TEXTS.unknownLink}</p>`;
  return `<!doctype html>
<html lang="sv">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${SUBSCRIPTION_TEXTS.unsubscribeTitle} – Ombudsportalen</title><style>${STYLE}</style></head>
<body><main><h1>${SUBSCRIPTION_TEXTS.unsubscribeTitle}</h1>${body}</main></body>
</html>
`;
}
