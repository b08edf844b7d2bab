import type { FastifySchemaValidationError } from 'fastify';
import { REQUIRED_FIELD_MESSAGE } from '../http/errors.js';

/** Swedish text for one schema violation; the SPA shows it next to the field (spec part 1 §5). */
export function fieldMessage(issue: FastifySchemaValidationError): string {
  const limit = issue.params['limit'];
  switch (issue.keyword) {
    case 'required':
      return REQUIRED_FIELD_MESSAGE;
    case 'minLength':
      // An empty string is a missing value to the user.
      return limit === 1 ? REQUIRED_FIELD_MESSAGE : `Fältet måste ha minst ${String(limit)} tecken.`;
    case 'maxLength':
      return `Fältet får ha högst ${String(limit)} tecken.`;
    case 'enum':
    case 'type':
    case 'pattern':
    case 'format':
      return 'Värdet är ogiltigt.';
    default:
      return issue.message ?? 'Värdet är ogiltigt.';
  }
}
