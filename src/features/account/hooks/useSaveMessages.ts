import { useCallback, useState } from 'react';
import type { FieldMessage } from '@/forms';
import type { FeedbackVariant } from '@/ui/FeedbackPanel';
import { type SaveFailure, saveFailureOf } from '@/features/account/save-failure';

export interface SaveMessages {
  /** The success or error text above the form ('' for none). */
  feedback: { variant: FeedbackVariant; text: string };
  /** The 412 message while the form holds a stale version, else null. */
  conflict: string | null;
  /** Field errors of a 400, for SchemaForm's serverErrors. */
  serverErrors: { fields: FieldMessage[] } | null;
  /** Clears everything (a new save starts, reset, reload). */
  clear: (options?: { keepConflict?: boolean }) => void;
  saved: (text: string) => void;
  /** Files a failed save: a conflict, field errors with the error text, or the error text; answers the failure. */
  failed: (error: unknown, errorText: (failure: Exclude<SaveFailure, { kind: 'conflict' }>) => string) => SaveFailure;
}

const NONE = { variant: 'info' as FeedbackVariant, text: '' };

/** The messages of a page that saves a form with If-Match (Mina uppgifter, Butikens uppgifter). */
export function useSaveMessages(): SaveMessages {
  const [feedback, setFeedback] = useState(NONE);
  const [conflict, setConflict] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<{ fields: FieldMessage[] } | null>(null);

  const clear = useCallback((options: { keepConflict?: boolean } = {}) => {
    setFeedback(NONE);
    setServerErrors(null);
    if (!options.keepConflict) setConflict(null);
  }, []);
  const saved = useCallback((text: string) => {
    setConflict(null);
    setServerErrors(null);
    setFeedback({ variant: 'success', text });
  }, []);
  const failed = useCallback((error: unknown, errorText: (failure: Exclude<SaveFailure, { kind: 'conflict' }>) => string) => {
    const failure = saveFailureOf(error);
    if (failure.kind === 'conflict') {
      setConflict(failure.message);
      setFeedback(NONE);
    } else {
      setServerErrors(failure.kind === 'fields' ? { fields: failure.fields } : null);
      setFeedback({ variant: 'error', text: errorText(failure) });
    }
    return failure;
  }, []);
  return { feedback, conflict, serverErrors, clear, saved, failed };
}
