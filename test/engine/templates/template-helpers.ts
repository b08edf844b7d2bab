import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FormTemplateJson } from '@ombudsportalen/engine';

export const ROOT = join(import.meta.dirname, '../../..');
export const TEMPLATES_DIR = join(ROOT, 'schemas/forms/templates');

/** Every template file under schemas/forms/templates (a new one is picked up by the tests that iterate them). */
export const TEMPLATE_FILES = readdirSync(TEMPLATES_DIR).filter((f) => f.endsWith('.json'));

export function template(name: string): FormTemplateJson {
  return JSON.parse(readFileSync(join(TEMPLATES_DIR, name), 'utf8')) as FormTemplateJson;
}

export const ctx = { roles: ['OMBMGR'], segment: 'AGENCY' as const, agencyNumber: '1001', today: '2026-11-26' };

/** Two categories as GET .../products answers them. */
export const CATEGORIES = [
  {
    name: 'Kvitton och rullar',
    articles: [
      { articleNumber: '20010', articleName: 'Kvittorulle 80 mm', quantity: 0, max: 20, selections: [] },
      { articleNumber: '10005', articleName: 'Spelkupong Lotto', quantity: 2, max: 1500000, selections: [] },
    ],
  },
  {
    name: 'Affischer',
    articles: [
      { articleNumber: '30001', articleName: 'Affisch V75', quantity: 0, max: 1, selections: [{ size: 'A3', sizeRange: 3 }, { size: '50 × 70 cm', sizeRange: 5 }] },
    ],
  },
];

/** Terminal parameters with dotted names, a boolean and patterned text. */
export const PARAMETERS = [
  { name: 'receipt.header.line1', value: 'Spelbutiken', defaultValue: 'Välkommen', prompt: 'Kvittorad 1', description: 'Första raden på kvittot', regexp: '^[A-Za-zÅÄÖåäö0-9 .,-]{1,32}$' },
  { name: 'printer.autocut', value: null, defaultValue: 'true', prompt: 'Automatisk avskärning', description: null, regexp: null },
  { name: 'display.timeout.seconds', value: null, defaultValue: '30', prompt: 'Skärmsläckare (sekunder)', description: 'Mellan 5 och 600', regexp: '^[0-9]{1,3}$' },
];
