import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type EngineContext } from '@ombudsportalen/engine';
import { everyDefinitionFile, loadDefinitionFile } from '../../shared/every-definition';
import { ROOT } from '../../shared/reports-dir';
import { testEngine } from '../../setup-engine';

const { computeDefaults } = testEngine;

// Part 2 §9: "Default report date range is yesterday; for plain date fields the default is today."
const context: EngineContext = { roles: ['ADMIN'], segment: 'AGENCY', agencyNumber: '', selectedAgencyNumber: '1001', today: '2026-11-25' };
const DECISIONS = readFileSync(join(ROOT, 'docs/decisions/engine-and-definitions.md'), 'utf8');

describe.each(everyDefinitionFile())('%s', (file) => {
  const dateFields = () => loadDefinitionFile(file).fields.filter((f) => f.unit === 'date');

  it('opens a plain date on today and a date range on yesterday, unless the definition says otherwise', () => {
    const definition = loadDefinitionFile(file);
    const dates = definition.fields.filter((f) => f.unit === 'date');
    const defaults = computeDefaults(definition, context);
    for (const f of dates.filter((d) => d.schema['x-default'] === undefined && d.schema.default === undefined)) {
      expect(defaults[f.name], f.name).toBe(f.range ? '2026-11-24' : '2026-11-25');
    }
  });

  it('names in docs/decisions/engine-and-definitions.md every plain date that does not open on today', () => {
    const code = file.replace(/^.*\//, '').replace(/\.json$/, '');
    for (const f of dateFields().filter((d) => !d.range && d.schema['x-default'] !== undefined && d.schema['x-default'] !== 'today')) {
      expect(DECISIONS, `${code} ${f.name}`).toContain(`${code} ${f.name}`);
    }
  });
});

describe('EKORBF01 "Datum" (DAG)', () => {
  it('opens on yesterday: it is the report range P_FOM–P_TOM of one day, not later than yesterday', () => {
    const ekorbf01 = loadDefinitionFile('schemas/reports/EKORBF01.json');
    expect(computeDefaults(ekorbf01, context)).toMatchObject({ P_TYP: '2', DAG: '2026-11-24' });
  });
});
