import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef } from 'react';
import type { RJSFValidationError } from '@rjsf/utils';
import type { Definition, EngineContext, Values } from '../../engine/browser';
import { createFormCore } from './form-core';
import { type FieldMessage, type FormState, shownFormMessage } from './form-state';
import { engineValidator } from './engine-validator';
import { focusFirstError } from './focus-first-error';
import { type PayloadBuilder, payloadBuilder } from './payload-builder';
import { toRjsfForm } from './rjsf-form';
import { type SchemaFormContext, useFormSelector } from './use-form-core';
import { type WidgetRegistry, registryWidgets } from './widget-registry';

/** What useSchemaForm needs: the definition, who fills it in, and what a valid submit does. */
export interface SchemaFormOptions {
  definition: Definition;
  context: EngineContext;
  /** Start values over the engine's defaults; read once per definition. */
  initialValues?: Values;
  /**
   * Called with the visible values of a valid submit; the button reads "Laddar..." until the promise settles. Handle
   * failures inside (e.g. set serverErrors): a rejection is not caught here.
   */
  onSubmit: (values: Values, payload: PayloadBuilder) => void | Promise<void>;
  /** The server's 400 answer: each message shows under its field until that field changes. */
  serverErrors?: { fields: readonly FieldMessage[] } | null;
  /** Widgets replacing the registry's for some kinds; pass a stable object (a new one re-renders every field). */
  widgets?: Partial<WidgetRegistry>;
  /** Prefix of input ids; defaults to one unique per form, so several forms can share a page. */
  idPrefix?: string;
  /** Told the form's values at start and after every change (the analyst studio shows the body as one types). */
  onValuesChange?: (values: Values) => void;
  /**
   * Told of every press of the submit button, valid or not, before onSubmit: the page clears the banner of the last
   * attempt here, so an old error never stands beside the new one.
   */
  onAttempt?: () => void;
}

const NO_SERVER_ERRORS: readonly FieldMessage[] = [];
let coresMade = 0;
const selectModel = (s: FormState) => s.model;
const selectPending = (s: FormState) => s.pending;
const selectServerMessages = (s: FormState) => s.serverMessages;

/** The React side of a schema form: a form core per definition, and the stable props rjsf's Form is rendered with. */
export function useSchemaForm(options: SchemaFormOptions) {
  const { definition, context, serverErrors } = options;
  // One core per definition: later contexts reach it through setContext, initial values are read only once.
  const core = useMemo(() => createFormCore(definition, context, options.initialValues), [definition]);
  useEffect(() => core.setContext(context), [core, context]);
  useEffect(() => core.setServerErrors(serverErrors?.fields ?? NO_SERVER_ERRORS), [core, serverErrors]);

  const model = useFormSelector(core, selectModel);
  const rjsf = useMemo(() => toRjsfForm(model), [model]); // new schema only when the visible fields change
  // The core holds the values (RootObjectField writes each change there, never through rjsf's onChange, whose default
  // computation over the whole schema cost a keystroke milliseconds per hundred fields): rjsf's own formData stays the
  // initial values, so what it validates on submit is the core's.
  const validator = useMemo(() => engineValidator(() => core.validate(core.getState().values)), [core]);
  const formContext = useMemo((): SchemaFormContext => ({ core }), [core]);
  const widgets = useMemo(() => registryWidgets(options.widgets), [options.widgets]);
  const initialFormData = useMemo(() => core.getState().values, [core]);
  const formKey = useMemo(() => `core${++coresMade}`, [core]); // rjsf reads initialFormData once: a new core, a new Form
  const generatedId = useId();
  const idPrefix = options.idPrefix ?? `form${generatedId.replace(/\W/g, '')}`;

  const submitRef = useRef(options.onSubmit); // the latest onSubmit, without re-creating rjsf's props
  useLayoutEffect(() => {
    submitRef.current = options.onSubmit;
  });
  const changeRef = useRef(options.onValuesChange);
  useLayoutEffect(() => {
    changeRef.current = options.onValuesChange;
  });
  const attemptRef = useRef(options.onAttempt);
  useLayoutEffect(() => {
    attemptRef.current = options.onAttempt;
  });
  useEffect(() => {
    let told = core.getState().values;
    changeRef.current?.(told);
    return core.subscribe(() => {
      const { values } = core.getState();
      if (values !== told) changeRef.current?.((told = values));
    });
  }, [core]);
  // rjsf calls onError instead of onSubmit when the engine finds errors: either way it was an attempt.
  const onError = useCallback(() => {
    attemptRef.current?.();
    core.markSubmitted();
  }, [core]);
  const onSubmit = useCallback(
    () => {
      core.markSubmitted();
      if (core.getState().pending) return; // one request at a time
      attemptRef.current?.();
      const values = core.visibleValues(core.getState().values);
      const payload = payloadBuilder(core.definition, values, core.context());
      core.setPending(true);
      void Promise.resolve()
        .then(() => submitRef.current(values, payload))
        .finally(() => core.setPending(false));
    },
    [core],
  );

  const formMessage = useFormSelector(core, shownFormMessage);
  const serverMessages = useFormSelector(core, selectServerMessages);
  const messages = useMemo(() => (formMessage ? [formMessage, ...serverMessages] : serverMessages), [formMessage, serverMessages]);
  const pending = useFormSelector(core, selectPending);
  const focusOnFirstError = useCallback((error: RJSFValidationError) => focusFirstError(idPrefix, error), [idPrefix]);
  return { core, formKey, ...rjsf, validator, formContext, widgets, initialFormData, idPrefix, focusOnFirstError, onError, onSubmit, messages, pending };
}
