// Server-rendered pages of the embedded learning service (Swedish). No script at all (CSP script-src 'self'):
// forms only, each carrying the page token that proves it came from this page.
import { escapeHtml } from '../auth/internal-login-page.js';
import type { CourseResult } from '../repositories/learning-repository.js';

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f6f8;margin:0;color:#1d2329}
main{max-width:48rem;margin:2rem auto;background:#fff;padding:2rem;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.15)}
table{width:100%;border-collapse:collapse;margin-top:1rem}th,td{text-align:left;padding:.6rem;border-bottom:1px solid #dde2e6}
button{padding:.4rem 1rem;font-weight:600;cursor:pointer}.notice{background:#e6f4ea;padding:.75rem;border-radius:4px}
.error{color:#b00020}.done{color:#1e7b34}.warn{color:#8a6100}.bad{color:#b00020}`;

function layout(body: string): string {
  return `<!doctype html>
<html lang="sv">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Utbildningar</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>
`;
}

/** A course is done when completed and still valid on `today`; otherwise the page offers "Slutför". */
export function isDone(course: CourseResult, today: string): boolean {
  return course.progress >= 100 && course.validUntil !== null && course.validUntil >= today;
}

function statusOf(course: CourseResult, today: string): { text: string; tone: string } {
  if (isDone(course, today)) return { text: `Slutförd, giltig till ${course.validUntil}`, tone: 'done' };
  if (course.validUntil !== null && course.progress >= 100) return { text: `Löpt ut ${course.validUntil}`, tone: 'bad' };
  if (course.progress > 0) return { text: `${Math.round(course.progress)} % klart`, tone: 'warn' };
  return { text: 'Ej påbörjad', tone: 'bad' };
}

export interface LearningPage {
  name: string;
  username: string;
  courses: CourseResult[];
  today: string;
  pageToken: string;
  /** The course just completed, for the confirmation. */
  completed?: string;
}

export function renderCoursesPage({ name, username, courses, today, pageToken, completed }: LearningPage): string {
  const rows = courses.map((course) => {
    const status = statusOf(course, today);
    const action = isDone(course, today) ? '' : `<form method="post" action="/learning/courses/${encodeURIComponent(course.courseId)}/complete">
<input type="hidden" name="token" value="${escapeHtml(pageToken)}"><button type="submit" aria-label="Slutför ${escapeHtml(course.courseName)}">Slutför</button></form>`;
    return `<tr><td>${escapeHtml(course.courseName)}</td><td class="${status.tone}">${escapeHtml(status.text)}</td><td>${action}</td></tr>`;
  }).join('\n');
  const notice = completed === undefined ? '' : `<p class="notice" role="status">Kursen ”${escapeHtml(completed)}” är slutförd.</p>`;
  return layout(`<h1>Obligatoriska utbildningar</h1>
<p>Inloggad som ${escapeHtml(name)} (${escapeHtml(username)})</p>${notice}
<table><thead><tr><th>Kurs</th><th>Status</th><th>Åtgärd</th></tr></thead>
<tbody>
${rows}
</tbody></table>
<p>När du är klar kan du stänga fliken. Portalen visar din nya status när sidan laddas om.</p>`);
}

export function renderLearningError(message: string): string {
  return layout(`<h1>Utbildningar</h1><p class="error" role="alert">${escapeHtml(message)}</p>
<p>Stäng fliken och öppna utbildningarna igen från portalen (Utbildning, Till utbildningarna).</p>`);
}
