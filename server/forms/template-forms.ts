import { type FormTemplateJson, type TemplateForm } from '@ombudsportalen/engine';
import orders from '../../schemas/forms/templates/orders.json';
import terminal from '../../schemas/forms/templates/terminal-parameters.json';
import { serverEngine } from '../engine.js';

const { formFromTemplate } = serverEngine;

// The same templates the SPA builds its forms with: the server builds the same definition from its own data.
const TEMPLATES = {
  orders: { json: orders as FormTemplateJson, file: 'schemas/forms/templates/orders.json' },
  'terminal-parameters': { json: terminal as FormTemplateJson, file: 'schemas/forms/templates/terminal-parameters.json' },
};

export type TemplateName = keyof typeof TEMPLATES;

export function templateOf(name: TemplateName): FormTemplateJson {
  return TEMPLATES[name].json;
}

/** The form a template makes of a server list (as GET answers it), checked like any definition. */
export function templateForm(name: TemplateName, list: readonly unknown[]): TemplateForm {
  return formFromTemplate(TEMPLATES[name].json, list, TEMPLATES[name].file);
}
