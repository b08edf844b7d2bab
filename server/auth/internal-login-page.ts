// Server-rendered pages of the internal login window. No inline script (CSP script-src 'self').

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f6f8;margin:0;display:flex;justify-content:center}
main{background:#fff;margin-top:10vh;padding:2rem;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.15);width:20rem}
label{display:block;margin-top:1rem;font-weight:600}input{width:100%;box-sizing:border-box;padding:.5rem;margin-top:.25rem}
button{margin-top:1.5rem;width:100%;padding:.6rem;font-weight:600;cursor:pointer}.error{color:#b00020;margin-top:1rem}`;

/** The SPA's icon (public/favicon.svg, served from the built app): without a link the window asks for /favicon.ico (404). */
export const INTERNAL_LOGIN_ICON = '/favicon.svg';

function layout(title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="sv">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="icon" type="image/svg+xml" href="${INTERNAL_LOGIN_ICON}"><style>${STYLE}</style></head>
<body>${body}${script}</body>
</html>
`;
}

/** The login form; posts back to /oauth/v2/login carrying the flow id as hidden field. */
export function renderLoginPage(flowId: string, error?: string, username = ''): string {
  const errorBlock = error === undefined ? '' : `<p class="error" role="alert">${escapeHtml(error)}</p>`;
  return layout('Intern inloggning', `<main>
<h1>Intern inloggning</h1>${errorBlock}
<form method="post" action="/oauth/v2/login">
<input type="hidden" name="flow_id" value="${escapeHtml(flowId)}">
<label for="username">Användarnamn</label>
<input id="username" name="username" autocomplete="username" required value="${escapeHtml(username)}">
<label for="password">Lösenord</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Logga in</button>
</form>
</main>`);
}

/** A dead end (expired or unknown flow): the user has to start again from the portal. */
export function renderErrorPage(message: string): string {
  return layout('Intern inloggning', `<main><h1>Intern inloggning</h1><p class="error" role="alert">${escapeHtml(message)}</p>
<p>Stäng fönstret och starta inloggningen igen från portalen.</p></main>`);
}

/** Success: the external script hands the code to the opener (postMessage to targetOrigin) and closes. */
export function renderCallbackPage(code: string, state: string, targetOrigin: string): string {
  return layout('Intern inloggning', `<main id="internal-callback" data-code="${escapeHtml(code)}" data-state="${escapeHtml(state)}" data-target-origin="${escapeHtml(targetOrigin)}">
<h1>Intern inloggning</h1><p id="internal-callback-status">Inloggningen lyckades. Fönstret stängs…</p></main>`,
  '<script src="/oauth/v2/assets/internal-callback.js"></script>');
}

/** Served as /oauth/v2/assets/internal-callback.js (same origin, so CSP allows it). */
export const INTERNAL_CALLBACK_SCRIPT = `(function () {
  'use strict';
  var el = document.getElementById('internal-callback');
  if (!el) return;
  if (!window.opener) {
    var status = document.getElementById('internal-callback-status');
    if (status) status.textContent = 'Portalfönstret hittades inte. Stäng fönstret och logga in igen från portalen.';
    return;
  }
  window.opener.postMessage({ type: 'portal-internal-code', code: el.dataset.code, state: el.dataset.state }, el.dataset.targetOrigin);
  window.close();
})();
`;
