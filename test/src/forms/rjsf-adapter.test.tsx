// Issue 39 §3: every definition of schemas/ with its golden examples, rendered by SchemaForm and by stock rjsf
// (@rjsf/mui) through @ombudsportalen/engine-rjsf, shows the same fields and Swedish errors and sends the same body.
import { act, fireEvent, render } from '@testing-library/react';
import Form from '@rjsf/mui';
import { describe, expect, it } from 'vitest';
import { type Definition, type ExampleJson, type Values } from '@ombudsportalen/engine';
import { rjsfForm } from '@ombudsportalen/engine-rjsf';
import type { PayloadBuilder } from '@/forms';
import { SchemaForm } from '@/forms/SchemaForm';
import { everyDefinitionFile, loadDefinitionFile } from '../../shared/every-definition';
import { testEngine } from '../../setup-engine';

const { computeDefaults, normalizeValues, toFormModel, validateValues } = testEngine;

import './helpers'; // loads the date picker's chunk once

const PREFIX = 'root';

/** The example's start: its values, over the defaults when it says so; every other field unset. */
function startOf(definition: Definition, example: ExampleJson): Values {
  const unset = Object.fromEntries(definition.fields.map((f) => [f.name, undefined]));
  return { ...unset, ...(example.withDefaults ? computeDefaults(definition, example.context) : {}), ...example.values };
}

/**
 * The errors a person sees after submitting: the engine's on the values as a form judges them (normalised: a golden
 * example's "0701234567" is sent as +46701234567), under the fields drawn (a hidden widget's shows nowhere).
 */
function verdictOf(definition: Definition, example: ExampleJson): { valid: boolean; shown: string[] } {
  const values = normalizeValues(definition, startOf(definition, example), example.context);
  const drawn = new Set(toFormModel(definition, values, example.context).fields.filter((f) => f.widget !== 'hidden').map((f) => f.name));
  const { valid, errors } = validateValues(definition, values, example.context);
  return { valid, shown: errors.filter((e) => drawn.has(e.field)).map((e) => e.message) };
}

/** Whether the example sets an option field to a value none of its options (for this session) holds. */
function offersNoOption(definition: Definition, example: ExampleJson): boolean {
  const start = startOf(definition, example);
  return toFormModel(definition, start, example.context).fields.some((f) => f.options && start[f.name] !== undefined && !f.options.some((o) => o.value === start[f.name]));
}

/** The fields a person sees: the definition's fields with a visible input (or radio group) under `PREFIX_<name>`. */
function visibleFields(container: HTMLElement, definition: Definition): string[] {
  return definition.fields
    .map((f) => f.name)
    .filter((name) => [...container.querySelectorAll(`[id="${PREFIX}_${name}"], [id^="${PREFIX}_${name}-"]`)].some((e) => !(e instanceof HTMLInputElement && e.type === 'hidden')));
}

/** Every error text of the definition's rules that the container shows, in document order. */
function shownErrors(container: HTMLElement, definition: Definition): string[] {
  const texts = new Set(Object.values(definition.validation.table).flatMap((rules) => Object.values(rules).map((r) => r.message)));
  return [...container.querySelectorAll('*')].filter((e) => e.children.length === 0 && texts.has(e.textContent?.trim() ?? '')).map((e) => e.textContent!.trim());
}

async function submit(container: HTMLElement) {
  await act(async () => {
    fireEvent.submit(container.querySelector('form')!);
  });
}

async function renderBoth(definition: Definition, example: ExampleJson) {
  const start = startOf(definition, example);
  const options = example.formatType ? { formatType: example.formatType } : {};
  const sent: { ours?: string; rjsf?: string } = {};
  const oursView = render(
    <SchemaForm
      definition={definition}
      context={example.context}
      initialValues={start}
      idPrefix={PREFIX}
      guardsUnsavedChanges={false}
      onSubmit={(_values, payload: PayloadBuilder) => {
        sent.ours = JSON.stringify(definition.report ? payload.reportRequest(options).body : payload.formPayload());
      }}
    />,
  );
  const ours = oursView.container;
  const adapter = rjsfForm(definition, example.context, testEngine);
  const theirsView = render(
    <Form
      schema={adapter.schema}
      uiSchema={adapter.uiSchema}
      formData={Object.fromEntries(Object.entries(start).filter(([, v]) => v !== undefined))}
      validator={adapter.validator}
      customValidate={adapter.customValidate}
      transformErrors={adapter.transformErrors}
      idPrefix={PREFIX}
      noHtml5Validate
      showErrorList={false}
      onSubmit={({ formData }) => (sent.rjsf = JSON.stringify(adapter.toPayload(formData as Values, options)))}
      onError={() => undefined} // the errors shown are what this test checks; rjsf would also log each refusal
    />,
  );
  const theirs = theirsView.container;
  await act(async () => {}); // the date picker's lazy widget settles
  // Unmounted after each example, not only detached: a detached tree stays mounted (with its effects) until the test ends.
  return { ours, theirs, sent, unmount: () => { oursView.unmount(); theirsView.unmount(); } };
}

/** The file's definition, or the error its test reports (one broken file fails its own test, not the collection). */
function definitionOrError(file: string): Definition | Error {
  try {
    return loadDefinitionFile(file, 'browser');
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

describe('stock rjsf through @ombudsportalen/engine/rjsf matches SchemaForm', () => {
  for (const file of everyDefinitionFile()) {
    const definition = definitionOrError(file);
    if (definition instanceof Error) {
      it(`${file} loads`, () => {
        throw definition;
      });
      continue;
    }
    // A test per example: the examples grow with the analysts' work, and each one gets the whole time bound (all of a
    // report's in one test took 26 of its 30 s beside the typecheck and builds of a fresh clone's npm test).
    describe(file, () => {
      for (const example of definition.examples) it(`golden example ${example.name}`, async () => {
        const { ours, theirs, sent, unmount } = await renderBoth(definition, example);
        const shown = visibleFields(ours, definition);
        expect(shown.length, example.name).toBeGreaterThan(0);
        expect(visibleFields(theirs, definition), example.name).toStrictEqual(shown);
        await submit(ours);
        await submit(theirs);
        const { valid, shown: expected } = verdictOf(definition, example);
        if (!valid) {
          expect(shownErrors(ours, definition), example.name).toStrictEqual(expected);
          // A value no option offers (forced by the example, never chosen on screen): rjsf's select drops it, so rjsf
          // asks for a choice where SchemaForm says the value is not one; both refuse to send.
          if (offersNoOption(definition, example)) expect(shownErrors(theirs, definition).length, example.name).toBe(expected.length);
          else expect(shownErrors(theirs, definition), example.name).toStrictEqual(expected);
          expect(sent, example.name).toStrictEqual({});
        } else {
          if (example.payload) expect(sent.ours, example.name).toBe(JSON.stringify(example.payload));
          expect(sent.ours, example.name).toBeDefined();
          expect(sent.rjsf, example.name).toBe(sent.ours);
        }
        unmount();
      });
    });
  }
});
