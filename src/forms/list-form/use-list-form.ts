import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type FormTemplateJson, type TemplateForm } from '@ombudsportalen/engine/browser';
import type { PortalContext } from '@ombudsportalen/portal/engine-vocabulary';
import { ApiError, fieldErrorsOf } from '@/api/api-error';
import { errorText } from '@/api/error-text';
import type { Versioned } from '@/api/versioned-fetch';
import type { FieldMessage } from '@/forms/form-state';
import { spaEngine } from '@/forms/engine';

const { formFromTemplate, isDefinitionVisible, loadPatternEngine } = spaEngine;

/** The client states of a list form page (spec part 2 §3, §4): fetching, viewing, saving, successful-save. */
export type ListFormPhase = 'fetching' | 'viewing' | 'saving' | 'successful-save' | 'load-failed';

/** Where a list form's list comes from and goes to. */
export interface ListFormSource {
  /** GET the list with its ETag. */
  load: () => Promise<Versioned<unknown[]>>;
  /** PUT the list payload with If-Match. */
  save: (payload: Record<string, unknown>, etag: string) => Promise<unknown>;
}

/** What the page shows after a save or a failed one. */
export interface ListFormFeedback {
  variant: 'success' | 'error';
  text: string;
}

export interface ListFormTexts {
  saved: string;
  saveFailed: (code: string) => string;
}

/**
 * A page whose form is made from a server list by a template (engine formFromTemplate): loads the list with its ETag,
 * keeps the loaded list for Återställ, saves with If-Match, then reloads the list. A 412 keeps what was typed until
 * "Ladda om"; a 400 puts the server's field errors under their fields.
 */
export function useListForm(template: FormTemplateJson, file: string, context: PortalContext, source: ListFormSource, texts: ListFormTexts) {
  const [phase, setPhase] = useState<ListFormPhase>('fetching');
  const [list, setList] = useState<unknown[] | null>(null);
  const [etag, setEtag] = useState('');
  const [formKey, setFormKey] = useState(0); // a new key = a new form from the loaded list
  const [feedback, setFeedback] = useState<ListFormFeedback | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<{ fields: FieldMessage[] } | null>(null);
  const [loadError, setLoadError] = useState('');
  const sourceRef = useRef(source);
  sourceRef.current = source;

  const reload = useCallback(async (): Promise<boolean> => {
    try {
      // RE2, for the patterns a list may carry, comes with the first list (in parallel), not with the page's code.
      const [loaded] = await Promise.all([sourceRef.current.load(), loadPatternEngine()]);
      setList(loaded.data);
      setEtag(loaded.etag);
      setFormKey((key) => key + 1);
      setConflict(null);
      return true;
    } catch (error) {
      setLoadError(errorText(error));
      return false;
    }
  }, []);

  useEffect(() => {
    setPhase('fetching');
    setList(null);
    void reload().then((ok) => setPhase(ok ? 'viewing' : 'load-failed'));
  }, [reload, context.selectedAgencyNumber ?? context.agencyNumber]);

  const form: TemplateForm | null = useMemo(() => (list ? formFromTemplate(template, list, file, { metaCheck: false }) : null), [template, file, list]);
  const editable = form !== null && isDefinitionVisible(form.definition, context);

  /** Saves the list; answers whether the server took it (the form's values are then saved, even if the reload fails). */
  const save = useCallback(async (payload: Record<string, unknown>): Promise<boolean> => {
    setPhase('saving');
    setFeedback(null);
    setServerErrors(null);
    try {
      await sourceRef.current.save(payload, etag);
    } catch (error) {
      if (error instanceof ApiError && error.status === 412) setConflict(error.message);
      else {
        const fields = fieldErrorsOf(error);
        setServerErrors(fields.length ? { fields } : null);
        setFeedback({ variant: 'error', text: texts.saveFailed(errorText(error)) });
      }
      setPhase('viewing');
      return false;
    }
    // Saved: the list is read again, so the page shows what the server holds now.
    const reloaded = await reload();
    setFeedback(reloaded ? { variant: 'success', text: texts.saved } : { variant: 'error', text: texts.saveFailed(loadError || errorText(null)) });
    setPhase('successful-save');
    return true;
  }, [etag, reload, texts, loadError]);

  // A new press of the submit button: the last save's banner and field errors go first.
  const clearFeedback = useCallback(() => {
    setFeedback(null);
    setServerErrors(null);
  }, []);

  const restore = useCallback(() => {
    setFeedback(null);
    setServerErrors(null);
    setFormKey((key) => key + 1);
  }, []);

  const reloadLatest = useCallback(async () => {
    setFeedback(null);
    setServerErrors(null);
    if (!(await reload())) setFeedback({ variant: 'error', text: texts.saveFailed(loadError) });
  }, [reload, texts, loadError]);

  return { phase, form, editable, formKey, feedback, conflict, serverErrors, loadError, save, clearFeedback, restore, reloadLatest };
}
