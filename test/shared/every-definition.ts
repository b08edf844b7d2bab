// Every report and form definition under schemas/ (never a frozen list), and the sessions and values that show each of
// their fields, so a test "about every field" can reach the ones behind a role, a segment or a condition.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Definition, type DefinitionJson, type Values } from '@ombudsportalen/engine';
import type { PortalContext } from '@ombudsportalen/portal/engine-vocabulary';
import { ALL_ROLES, SEGMENTS } from '@ombudsportalen/portal/access';
import { REPORTS_DIR, ROOT } from './reports-dir';
import { loadForTheBrowser, testEngine } from '../setup-engine';

const { computeDefaults, loadDefinition, visibleFieldNames } = testEngine;

const FORMS_DIR = join(ROOT, 'schemas/forms');

/** A definition with the file it came from (schemas/reports/EKORDF01.json). */
export interface DefinitionFile {
  file: string;
  definition: Definition;
}

const namesIn = (dir: string, prefix: string) => readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((f) => `${prefix}/${f}`);

/** The file of every definition of schemas/reports and schemas/forms (templates are built from server lists, not loaded here). */
export function everyDefinitionFile(): string[] {
  return [...namesIn(REPORTS_DIR, 'schemas/reports'), ...namesIn(FORMS_DIR, 'schemas/forms')];
}

/**
 * One definition file (schemas/forms/x.json) loaded. Engine tests load inside each test, not while vitest collects
 * them: code run at collection is "static" to the mutation run, which then runs every test for each of its mutants.
 */
export function loadDefinitionFile(file: string, as: 'node' | 'browser' = 'node'): Definition {
  const path = file.startsWith('schemas/reports/') ? join(REPORTS_DIR, file.slice('schemas/reports/'.length)) : join(ROOT, file);
  const json = JSON.parse(readFileSync(path, 'utf8')) as DefinitionJson;
  // The SPA's engine compiles nothing at run time: its definitions carry their validator, as the build gives them.
  return as === 'browser' ? loadForTheBrowser(json, file) : loadDefinition(json, file);
}

/** Every definition of schemas/reports and schemas/forms, loaded. */
export function everyDefinition(): DefinitionFile[] {
  return everyDefinitionFile().map((file) => ({ file, definition: loadDefinitionFile(file) }));
}

/** One way to fill the form in: who, on which day, with which values (the defaults, maybe one option changed). */
export interface Showing {
  context: PortalContext;
  values: Values;
  visible: string[];
}

const TODAY = '2026-11-25';

/**
 * Sessions and values that together show every field of the definition: each known role in each segment, starting
 * from the defaults and from the defaults with one option field set to each of its values. Only the showings that
 * show a field no earlier one showed are kept.
 */
export function showingsOf(definition: Definition): Showing[] {
  const shown = new Set<string>();
  const kept: Showing[] = [];
  for (const role of ALL_ROLES) {
    for (const segment of SEGMENTS) {
      const context: PortalContext = { roles: [role], segment, agencyNumber: role.startsWith('PARTNER') || role === 'RETAIL' ? '' : '1001', today: TODAY };
      const defaults = computeDefaults(definition, context);
      const variants: Values[] = [defaults];
      for (const f of definition.fields) {
        for (const o of f.options ?? []) variants.push({ ...defaults, [f.name]: o.value });
        if (f.schema.type === 'boolean') variants.push({ ...defaults, [f.name]: true }); // a ticked box shows what hangs on it
      }
      for (const values of variants) {
        const visible = visibleFieldNames(definition, values, context);
        if (visible.some((name) => !shown.has(name))) {
          visible.forEach((name) => shown.add(name));
          kept.push({ context, values, visible });
        }
      }
    }
  }
  return kept;
}
