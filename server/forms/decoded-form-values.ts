import { type Definition, type Values } from '@ombudsportalen/engine';
import type { PortalContext } from '@ombudsportalen/portal/engine-vocabulary';
import type { EndpointName } from '@ombudsportalen/portal/api';
import { bodyFields } from '../http/contract-route.js';
import { errors } from '../http/errors.js';
import { serverEngine } from '../engine.js';

const { decodeFormRequest } = serverEngine;

/**
 * A plain or list form's body read by the engine's one decoder: 400 error.unknown-field naming each key that is no
 * field, else 400 naming each malformed key. Answers the sent values by field name; types and rules are then validated.
 */
export function decodedFormValues(def: Definition, body: unknown, ctx: PortalContext): Values {
  const decoded = decodeFormRequest(def, body, ctx);
  if (decoded.ok) return decoded.values;
  if (decoded.unknown.length > 0) throw errors.unknownFields(decoded.unknown);
  throw errors.malformedFields(decoded.malformed);
}

/**
 * The form's part of a body that also carries the API contract's own keys (who sends it, for which agency): the keys
 * the endpoint's body declares that no field of the form sends are set aside, so the decoder judges only the rest.
 */
export function formPartOf(def: Definition, endpoint: EndpointName, body: Record<string, unknown>): Record<string, unknown> {
  const params = new Set(def.fields.map((f) => f.param));
  const contractOnly = new Set(bodyFields(endpoint).filter((key) => !params.has(key)));
  return Object.fromEntries(Object.entries(body).filter(([key]) => !contractOnly.has(key)));
}
