import type { FieldModel } from '../model/definition';
import type { TransformJson } from '../declarations.gen';
import { formatInfo } from '../model/formats';
import { transformLibrary } from './transform-library';
import { readShape, unreadableShape } from './value-shape';

/** How a field's sent text is read back into its form value, or why it cannot be (a `check` problem). */
export type ReadBack = { read: (sent: string) => string } | { problem: string };

/** Whether a step changes the values it reads (text and reshaping steps), rather than adding parameters from them. */
export function changesValues(t: TransformJson): boolean {
  return transformLibrary[t.op]?.inverse?.rebuilt === undefined;
}

/** The steps among `transforms` that change the values of parameter `param`, in order. */
export function stepsChanging(transforms: TransformJson[], param: string): TransformJson[] {
  return transforms.filter((t) => changesValues(t) && (transformLibrary[t.op]?.reads(t) ?? []).includes(param));
}

/**
 * The reading of a field through the steps that changed it, from their declared inverses: a formatted field (date,
 * week, month) by the shape the steps produce; any other field by each step's text inverse, last step first. A text
 * that does not have the produced shape is read as sent (validation or the rebuilt body then refuses it).
 */
export function readBack(steps: TransformJson[], field: FieldModel): ReadBack {
  if (steps.length === 0) return { read: (sent) => sent };
  const shape = formatInfo(field.schema.format)?.shape;
  const inverses = steps.map((t) => ({ t, inverse: transformLibrary[t.op]?.inverse }));
  if (shape !== undefined && inverses.every((s) => s.inverse?.format)) {
    const produced = inverses.reduce((current, s) => s.inverse?.format?.(s.t, current) ?? current, shape);
    const problem = unreadableShape(produced, shape);
    if (problem !== undefined) return { problem: `"${field.name}" (format ${field.schema.format}) cannot be read back: ${problem}` };
    return { read: (sent) => readShape(sent, produced, shape) ?? sent };
  }
  const texts = inverses.map((s) => s.inverse?.text?.(s.t));
  const lossy = texts.findIndex((text) => text === undefined);
  if (lossy >= 0) {
    const op = steps[lossy]?.op;
    return { problem: `"${field.name}" cannot be read back: ${op} on a text has no inverse with these arguments${shape ? '' : ' (a reshaping step needs a field of format date, week or month)'}` };
  }
  return { read: (sent) => texts.reduceRight<string>((value, text) => (text ? text(value) : value), sent) };
}

/** What the steps send for one value of a field's parameter (the steps applied to that value alone). */
export function sentText(steps: TransformJson[], param: string, value: string): string {
  const state = { params: [{ name: param, values: [value] }], body: {} };
  for (const t of steps) transformLibrary[t.op]?.apply(t, state);
  return String(state.params[0]?.values[0] ?? '');
}

/** How the steps' inverses read a value back, in words: "lowerCase is read back in upper case". */
export function readBackWords(steps: TransformJson[]): string {
  const words = steps.flatMap((t) => {
    const how = transformLibrary[t.op]?.inverse?.readsBack;
    return how ? [`${t.op} is read back ${how}`] : [];
  });
  return words.length ? words.join(', ') : `read back through ${steps.map((t) => t.op).join(', ')}`;
}
