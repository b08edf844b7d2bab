import { type TemplateForm, type Values } from '@ombudsportalen/engine/browser';
import type { PortalContext } from '@ombudsportalen/portal/engine-vocabulary';
import { spaEngine } from '@/forms/engine';

const { toFormModel } = spaEngine;

/** One article of the order form with what is on order: a count ("3 st") or the chosen size. */
export interface OrderLine {
  name: string;
  article: string;
  /** The category it is listed under (the template's groupedBy title), if the list has categories. */
  category?: string;
  shown: string;
  /** Something is on order: a count above 0, or a size chosen (0 is "Ingen beställning"). */
  ordered: boolean;
}

/**
 * The articles in the form's order with what `values` puts on order, each under its category: read from the form made
 * of the server's list (its fields, options and x-layout sections), so no article or category is named here.
 */
export function orderLines(form: TemplateForm, values: Values, context: PortalContext): OrderLine[] {
  const model = toFormModel(form.definition, values, context);
  const categoryOf = new Map<string, string>();
  for (const section of model.sections ?? []) {
    if (section.kind === 'fields' && section.title !== undefined) for (const name of section.fields) categoryOf.set(name, section.title);
  }
  return model.fields.map((field) => {
    const value = typeof field.value === 'number' ? field.value : 0;
    const shown = field.options ? (field.options.find((option) => option.value === value)?.label ?? '') : `${value} st`;
    const category = categoryOf.get(field.name);
    return { name: field.name, article: field.label, ...(category === undefined ? {} : { category }), shown, ordered: value > 0 };
  });
}

/** The lines under their categories, in order (consecutive lines of one category form one group). */
export function byCategory(lines: readonly OrderLine[]): { category?: string; lines: OrderLine[] }[] {
  const groups: { category?: string; lines: OrderLine[] }[] = [];
  for (const line of lines) {
    const last = groups.at(-1);
    if (last && last.category === line.category) last.lines.push(line);
    else groups.push({ ...(line.category === undefined ? {} : { category: line.category }), lines: [line] });
  }
  return groups;
}
