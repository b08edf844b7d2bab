import { type Definition, type EngineContext, type Values, decodeFormRequest } from '../../engine/index.js';
import { errors } from '../http/errors.js';

/**
 * A plain or list form's body read by the engine's one decoder: 400 error.unknown-field naming each key that is no
 * field, else 400 naming each malformed key. Answers the sent values by field name; types and rules are then validated.
 */
export function decodedFormValues(def: Definition, body: unknown, ctx: EngineContext): Values {
  const decoded = decodeFormRequest(def, body, ctx);
  if (decoded.ok) return decoded.values;
  if (decoded.unknown.length > 0) throw errors.unknownFields(decoded.unknown);
  throw errors.malformedFields(decoded.malformed);
}
