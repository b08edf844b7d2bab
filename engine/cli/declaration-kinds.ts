import { checkAgainstSchema } from '../validation/check-against-schema';
import type { Problem } from '../model/problem';
import { formatVersionProblem } from '../migrate/format-version';
import formTemplateMetaSchema from '../../schemas/meta/form-template.schema.json';
import type { NodeEngine } from '../index';

/** How to check a declaration whose `$schema` names a given meta-schema (a layer above may answer later: checks on a database). */
export type CheckDeclaration = (json: unknown, file: string, metaSchema: object, engine: NodeEngine) => Problem[] | Promise<Problem[]>;

/**
 * Declaration kinds by the file name of the meta-schema their `$schema` names. A kind with checks beyond its
 * meta-schema is one entry here; any other meta-schema gets plain JSON-Schema validation (plainCheck).
 */
export const declarationKinds: Record<string, CheckDeclaration> = {
  'definition.schema.json': (json, file, _meta, engine) => {
    const version = formatVersionProblem(json); // an older file gets one line saying what to run, not what migrate fixes
    return version ? [{ file, ...version }] : engine.checkDefinition(json, file);
  },
  // A host repository without schemas/meta/ gets the meta-schema the engine carries.
  'form-template.schema.json': (json, file, metaSchema) => checkAgainstSchema(Object.keys(metaSchema).length ? metaSchema : formTemplateMetaSchema, json, file),
};

/** The check of a declaration kind without an entry: its meta-schema only. */
export const plainCheck: CheckDeclaration = (json, file, metaSchema) => checkAgainstSchema(metaSchema, json, file);
