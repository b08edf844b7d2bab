import { type FormEvent, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useAtomValue } from '@/state/atom-hooks';
import type { Definition, Values } from '@ombudsportalen/engine/browser';
import type { PortalContext } from '@ombudsportalen/portal/engine-vocabulary';
import { authViewAtom } from '@/state/auth';
import { createFormCore } from './form-core';
import { type FieldMessage, type FormState, shownFormMessage } from './form-state';
import { focusFirstError } from './focus-first-error';
import { type PayloadBuilder, payloadBuilder } from './payload-builder';
import { useFormSelector } from './use-form-core';
import { useUnsavedWork, withKeptValues } from './use-unsaved-work';
import { type WidgetRegistry, registryWidgets } from './widget-registry';

/** What useSchemaForm needs: the definition, who fills it in, and what a valid submit does. */
export interface SchemaFormOptions {
  definition: Definition;
  context: PortalContext;
  /** Start values over the engine's defaults; read once per definition. */
  initialValues?: Values;
  /**
   * Called with the visible values of a valid submit; the button reads "Laddar..." until the promise settles. Handle
   * failures inside (e.g. set serverErrors): a rejection is not caught here. Answer SAVED when the values are now
   * saved: they become the form's start, so leaving no longer asks (a form replaced after its save need not).
   */
  onSubmit: (values: Values, payload: PayloadBuilder) => SubmitOutcome | Promise<SubmitOutcome>;
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
  /**
   * false: the values are no work of the user's (report parameters): leaving asks nothing and the session's end keeps
   * nothing. Otherwise unsaved changes are guarded and kept (docs/decisions/unsaved-work.md).
   */
  guardsUnsavedChanges?: boolean;
}

/** What onSubmit answers when the server now holds the values. */
export const SAVED = 'saved';
export type SubmitOutcome = typeof SAVED | void;

const NO_SERVER_ERRORS: readonly FieldMessage[] = [];
let coresMade = 0;
const selectModel = (s: FormState) => s.model;
const selectPending = (s: FormState) => s.pending;
const selectServerMessages = (s: FormState) => s.serverMessages;

/** The React side of a schema form: a form core per definition, and what its fields, messages and submit need. */
export function useSchemaForm(options: SchemaFormOptions) {
  const { definition, context, serverErrors } = options;
  const generatedId = useId();
  const idPrefix = options.idPrefix ?? `form${generatedId.replace(/\W/g, '')}`;
  const { username, agencyNumber } = useAtomValue(authViewAtom);
  // A form's work is kept under its id prefix (stable across logins) for a signed-in user and the agency they act for.
  const workScope = options.guardsUnsavedChanges !== false && options.idPrefix && username ? { username, agencyNumber, key: options.idPrefix } : null;
  // One core per definition: later contexts reach it through setContext, initial values (and kept ones) are read only once.
  const { core, restored } = useMemo(() => withKeptValues(createFormCore(definition, context, options.initialValues), workScope), [definition]);
  useUnsavedWork(core, restored, workScope);
  const [restoredNotice, setRestoredNotice] = useState(restored);
  useEffect(() => core.setContext(context), [core, context]);
  useEffect(() => core.setServerErrors(serverErrors?.fields ?? NO_SERVER_ERRORS), [core, serverErrors]);

  const model = useFormSelector(core, selectModel); // a new model only when the visible fields change
  const formKey = useMemo(() => `core${++coresMade}`, [core]); // a new core, new fields (no widget keeps the last one's state)
  const widgets = useMemo(() => registryWidgets(options.widgets), [options.widgets]);

  const submitRef = useRef(options.onSubmit); // the latest onSubmit, without re-creating the form's handler
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
  // A press of the submit button (or Enter in a field): the core's values are validated under the current context; an
  // invalid form shows every error and focuses the first one's field, a valid one sends its visible values.
  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (event.target !== event.currentTarget) return; // a form inside a field's dialog is not this one
      core.normalize(); // what is validated, shown and sent is the normalised value ("070-123 45 03" → +46701234503)
      const { errors } = core.validate(core.getState().values);
      if (errors.length > 0) {
        attemptRef.current?.();
        core.markSubmitted();
        focusFirstError(idPrefix, errors[0]!.field);
        return;
      }
      core.markSubmitted();
      if (core.getState().pending) return; // one request at a time
      attemptRef.current?.();
      setRestoredNotice(false);
      const submitted = core.getState().values;
      const values = core.visibleValues(submitted);
      const payload = payloadBuilder(core.definition, values, core.context());
      core.setPending(true);
      void Promise.resolve()
        .then(() => submitRef.current(values, payload))
        .then((outcome) => {
          if (outcome === SAVED) core.markSaved(submitted);
        })
        .finally(() => core.setPending(false));
    },
    [core, idPrefix],
  );

  const formMessage = useFormSelector(core, shownFormMessage);
  const serverMessages = useFormSelector(core, selectServerMessages);
  const messages = useMemo(() => (formMessage ? [formMessage, ...serverMessages] : serverMessages), [formMessage, serverMessages]);
  const pending = useFormSelector(core, selectPending);
  return { core, formKey, model, widgets, idPrefix, onSubmit, messages, pending, restored: restoredNotice };
}
