import type { FastifyRequest } from 'fastify';
import { deriveSegment, isVisibleTo } from '@ombudsportalen/portal/access';
import { type TemplateForm } from '@ombudsportalen/engine';
import { requestEngineContext } from './request-context.js';
import { accessGuard, paramOf, type AccessGuard } from '../auth/access-guard.js';
import { agencyFactsOf } from '../auth/api-guard.js';
import { formInvalid } from '../http/errors.js';
import { decodedFormValues } from './decoded-form-values.js';
import { templateOf, type TemplateName } from './template-forms.js';
import { serverEngine } from '../engine.js';

const { validateValues } = serverEngine;

/**
 * 403 unless the template's x-visibleTo holds for the caller's roles and the path agency's segment: who may send the
 * form (e.g. SALJARE sees the orders page but not its form), decided by the engine's one evaluator as the form is.
 */
export function requireTemplateAccess(name: TemplateName): AccessGuard {
  const rule = templateOf(name)['x-visibleTo'];
  return accessGuard(`form ${name}`, async (caller, request) => {
    const agencyNumber = paramOf(request, 'agencyNumber');
    const facts = agencyNumber === '' ? undefined : await agencyFactsOf(request, agencyNumber);
    return isVisibleTo(rule, caller.roles, deriveSegment(facts));
  }, ['agencyNumber']);
}

/**
 * Reads a list body with the form's template and validates it like the form does: an entry naming no item, a
 * malformed entry, or a value the form refuses is a 400 with field errors. Answers the sent values by field name.
 */
export async function validatedListValues(request: FastifyRequest, form: TemplateForm, body: unknown, agencyNumber: string) {
  const { definition } = form;
  const context = await requestEngineContext(request, agencyNumber);
  const values = decodedFormValues(definition, body, context);
  // A list leaves out what it does not change: the held values stand in for them, so the result is what is checked.
  const { errors: problems } = validateValues(definition, { ...form.initialValues, ...values }, context);
  if (problems.length > 0) throw formInvalid(definition, problems);
  return values;
}
