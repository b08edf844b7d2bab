import { useState } from 'react';
import Button from '@mui/material/Button';
import { useAtomValue } from '@/state/atom-hooks';
import type { Definition } from '@ombudsportalen/engine/browser';
import { SchemaForm } from '@/forms';
import { authViewAtom } from '@/state/auth';
import type { CurrentUser } from '@/state/current-user';
import { FeedbackPanel } from '@/ui/FeedbackPanel';
import { accountKindOf } from '@/features/account/account-kind';
import { CANCEL, RESET, SAVE, aboutMeSaveFailed, userLoadFailed } from '@/features/account/account-texts';
import { saveOwnUser } from '@/features/account/api/own-user-api';
import type { Versioned } from '@/api/versioned-fetch';
import { useSessionEngineContext } from '@/state/session-hooks';
import { ConflictPanel } from '@/features/account/components/ConflictPanel';
import { useSaveMessages } from '@/features/account/hooks/useSaveMessages';
import { aboutMeChanges, aboutMeValues } from '@/features/account/about-me-values';

interface AboutMeEditorProps {
  definition: Definition;
  /** The user as loaded, with the ETag the save sends in If-Match. */
  loaded: Versioned<CurrentUser>;
  onSaved: (saved: Versioned<CurrentUser>) => void;
  onCancel: () => void;
  /** "Ladda om" after a conflict: read the latest version (the editor then starts over from it). */
  onReload: () => Promise<void>;
}

/** The editor's id prefix: its kept work is found under it (docs/decisions/unsaved-work.md). */
export const ABOUT_ME_FORM = 'aboutme';

/** Mina uppgifter in edit mode (schemas/forms/about-me.json): mobile and alias; Återställ, Avbryt, Spara. */
export function AboutMeEditor({ definition, loaded, onSaved, onCancel, onReload }: AboutMeEditorProps) {
  const context = useSessionEngineContext();
  const { roles, agencyNumber } = useAtomValue(authViewAtom);
  const [formKey, setFormKey] = useState(0);
  const [reloading, setReloading] = useState(false);
  const messages = useSaveMessages();

  async function save(payload: Record<string, unknown>) {
    messages.clear({ keepConflict: true });
    try {
      onSaved(await saveOwnUser(accountKindOf(roles, agencyNumber), loaded.data.username, aboutMeChanges(payload), loaded.etag));
    } catch (error) {
      messages.failed(error, (failure) => aboutMeSaveFailed(failure.code));
    }
  }

  async function reload() {
    setReloading(true);
    try {
      await onReload();
      messages.clear();
      setFormKey((key) => key + 1);
    } catch (error) {
      messages.failed(error, (failure) => userLoadFailed(failure.code));
    } finally {
      setReloading(false);
    }
  }

  return (
    <>
      {messages.conflict && <ConflictPanel message={messages.conflict} onReload={() => void reload()} reloading={reloading} />}
      <FeedbackPanel variant="error" message={messages.feedback.text} permanent />
      <SchemaForm
        key={formKey}
        definition={definition}
        context={context}
        idPrefix={ABOUT_ME_FORM}
        initialValues={aboutMeValues(loaded.data)}
        serverErrors={messages.serverErrors}
        submitLabel={SAVE}
        onAttempt={() => messages.clear({ keepConflict: true })}
        onSubmit={(_values, payload) => save(payload.formPayload())}
        actions={
          <>
            <Button
              type="button"
              variant="outlined"
              onClick={() => {
                messages.clear({ keepConflict: true });
                setFormKey((key) => key + 1);
              }}
            >
              {RESET}
            </Button>
            <Button type="button" variant="text" onClick={onCancel}>
              {CANCEL}
            </Button>
          </>
        }
      />
    </>
  );
}
