import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Definition, type DefinitionJson, type FieldJson } from '@ombudsportalen/engine';
import type { PortalContext } from '@ombudsportalen/portal/engine-vocabulary';
import { SchemaForm, type SchemaFormProps } from '@/forms/SchemaForm';
import { loadDatePicker } from '@/forms/widgets/DateWidget';
import { loadForTheBrowser as loadDefinition } from '../../setup-engine';

// The date picker is a lazy chunk; loaded here once, date fields render the picker at once as before the split.
await loadDatePicker();

const ROOT = join(import.meta.dirname, '../../..');

/** A report fixture from schemas/reports, loaded by the engine. */
export function report(code: string): Definition {
  const json = JSON.parse(readFileSync(join(ROOT, 'schemas/reports', `${code}.json`), 'utf8')) as unknown;
  return loadDefinition(json, `schemas/reports/${code}.json`);
}

/** A small inline form definition. */
export function inlineForm(properties: Record<string, FieldJson>, extra: Partial<DefinitionJson> = {}): Definition {
  return loadDefinition({ $schema: '../meta/definition.schema.json', type: 'object', properties, ...extra }, 'inline.json');
}

/** An agency manager on Friday 15 March 2024. */
export function ctx(over: Partial<PortalContext> = {}): PortalContext {
  return { roles: ['OMBMGR'], segment: 'AGENCY', agencyNumber: '12345', today: '2024-03-15', ...over };
}

/** Renders a SchemaForm; onSubmit defaults to a no-op. */
export function renderForm(props: Partial<SchemaFormProps> & Pick<SchemaFormProps, 'definition'>) {
  const user = userEvent.setup();
  const view = render(<SchemaForm context={ctx()} onSubmit={() => {}} {...props} />);
  return { user, ...view };
}
