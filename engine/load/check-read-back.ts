import { conditionFields } from '../conditions/condition';
import type { FieldModel } from '../model/definition';
import { dependencyOrder } from '../model/expand-fields';
import { changesValues, readBack, readBackWords, sentText, stepsChanging } from '../transforms/read-back';
import { transformLibrary } from '../transforms/transform-library';
import type { DefinitionJson } from '../declarations.gen';

type Report = (pointer: string, message: string) => void;

/**
 * Every transform can be read back by the server in one pass (docs/definitions.md §8): its op declares an inverse,
 * each field it changes can be decoded through the steps on it, and a changing step's `when` names only fields that
 * are decoded before the ones it changes.
 */
export function checkReadBack(json: DefinitionJson, fields: FieldModel[], report: Report): void {
  const transforms = json['x-transforms'] ?? [];
  const position = new Map(dependencyOrder(fields).order.map((f, i) => [f.name, i]));
  let undeclared = false;
  transforms.forEach((t, i) => {
    const op = transformLibrary[t.op];
    if (!op) return; // unknown ops are reported by checkWhole
    const inverse = op.inverse;
    if (!inverse || (!inverse.text && !inverse.format && inverse.rebuilt === undefined)) {
      undeclared = true;
      return report(`/x-transforms/${i}/op`, `transform ${t.op} declares no inverse: the server could not read back what it sends (declare text, format or rebuilt in the transform library)`);
    }
    if (!t.when || !changesValues(t)) return;
    const changed = fields.filter((f) => op.reads(t).includes(f.param));
    for (const { field, pointer } of conditionFields(t.when)) {
      const late = changed.find((f) => (position.get(field) ?? -1) >= (position.get(f.name) ?? -1));
      if (late) report(`/x-transforms/${i}/when${pointer}`, `"${field}" is decoded after "${late.name}", which this step changes: its when may only name fields that come before`);
    }
  });
  if (undeclared) return; // the fields it changes cannot be read back either: one problem says it
  const problems = new Set<string>();
  for (const f of fields) {
    const steps = stepsChanging(transforms, f.param);
    const reading = readBack(steps, f);
    if ('problem' in reading) {
      if (!problems.has(reading.problem)) report(f.pointer, reading.problem);
      problems.add(reading.problem);
      continue;
    }
    // An option the server reads back as another text could be chosen but never sent (lowerCase: "Lotto" → "LOTTO").
    (f.options ?? []).forEach((option, i) => {
      if (typeof option.value !== 'string' || steps.length === 0) return;
      const sent = sentText(steps, f.param, option.value);
      const read = reading.read(sent);
      if (read !== option.value) {
        report(`${f.pointer}/x-options/${i}`, `option "${option.value}" is sent as "${sent}" and the server reads it back as "${read}" (${readBackWords(steps)}): a request with this option is refused; write the option as "${read}"`);
      }
    });
  }
}
