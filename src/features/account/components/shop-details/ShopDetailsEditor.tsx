import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSetAtom } from 'jotai';
import { useAtomValue } from '@/state/atom-hooks';
import type { Definition, Values } from '@ombudsportalen/engine/browser';
import { SAVED, SchemaForm, type SubmitOutcome } from '@/forms';
import { type AgencyInfo, agencyAtom, agencyLoadedAtom, commitAgencyInfoAtom, editAgencyInfoAtom, resetAgencyInfoAtom } from '@/state/agency';
import { FeedbackPanel } from '@/ui/FeedbackPanel';
import { pageInitErrorText } from '@/ui/PageInitError';
import { RESET, SAVE, SHOP_HEADING, SHOP_SAVED, SHOP_SAVE_FAILED } from '@/features/account/account-texts';
import { fetchShopDetails, saveShopDetails, type ShopSource } from '@/features/account/api/shop-details-api';
import { useSessionEngineContext } from '@/state/session-hooks';
import { ConflictPanel } from '@/features/account/components/ConflictPanel';
import { useSaveMessages } from '@/features/account/hooks/useSaveMessages';

/**
 * The shop form's start values from agency info: one value per field of the definition (read-only address
 * included), empty strings and missing values left unset so required fields show as empty.
 */
export function shopFormValues(definition: Definition, info: AgencyInfo | null): Values {
  if (!info) return {};
  const values: Values = {};
  for (const { name } of definition.fields) {
    const value: unknown = (info as Record<string, unknown>)[name];
    if (typeof value === 'string' ? value !== '' : typeof value === 'boolean' || typeof value === 'number') values[name] = value;
  }
  return values;
}

interface ShopDetailsEditorProps {
  definition: Definition;
  source: ShopSource;
  /** The ETag of the info the agency state holds. */
  etag: string;
}

/**
 * The shop form (schemas/forms/shop-details.json) over the agency state. Spara sends the nested payload with If-Match;
 * success commits it as the original. Återställ puts the original back. A 412 keeps the typed values on screen
 * under the conflict panel until "Ladda om" reads the latest version.
 */
export function ShopDetailsEditor({ definition, source, etag: loadedEtag }: ShopDetailsEditorProps) {
  const context = useSessionEngineContext();
  const { current } = useAtomValue(agencyAtom);
  const [etag, setEtag] = useState(loadedEtag);
  const [formKey, setFormKey] = useState(0); // a new key = a new form from the agency state's current values
  const [reloading, setReloading] = useState(false);
  const messages = useSaveMessages();
  const edit = useSetAtom(editAgencyInfoAtom);
  const commit = useSetAtom(commitAgencyInfoAtom);
  const reset = useSetAtom(resetAgencyInfoAtom);
  const loaded = useSetAtom(agencyLoadedAtom);

  async function save(payload: Record<string, unknown>): Promise<SubmitOutcome> {
    messages.clear({ keepConflict: true });
    try {
      const saved = await saveShopDetails(source, payload, etag);
      edit(saved.data);
      commit();
      setEtag(saved.etag);
      messages.saved(SHOP_SAVED);
      return SAVED; // the form stays open with the saved values: leaving no longer asks
    } catch (error) {
      messages.failed(error, () => SHOP_SAVE_FAILED);
    }
  }

  async function reloadLatest() {
    setReloading(true);
    try {
      const latest = await fetchShopDetails(source);
      loaded(latest.data);
      setEtag(latest.etag);
      messages.clear();
      setFormKey((key) => key + 1);
    } catch (error) {
      messages.failed(error, (failure) => pageInitErrorText(failure.code));
    } finally {
      setReloading(false);
    }
  }

  const restoreOriginal = () => {
    reset();
    messages.clear({ keepConflict: true });
    setFormKey((key) => key + 1);
  };

  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {SHOP_HEADING}
      </Typography>
      {messages.conflict && <ConflictPanel message={messages.conflict} onReload={() => void reloadLatest()} reloading={reloading} />}
      <FeedbackPanel variant={messages.feedback.variant} message={messages.feedback.text} permanent={messages.feedback.variant === 'error'} />
      <SchemaForm
        key={formKey}
        definition={definition}
        context={context}
        idPrefix="shop"
        initialValues={shopFormValues(definition, current)}
        serverErrors={messages.serverErrors}
        submitLabel={SAVE}
        onAttempt={() => messages.clear({ keepConflict: true })}
        onSubmit={(_values, payload) => save(payload.formPayload())}
        actions={
          <Button type="button" variant="outlined" onClick={restoreOriginal}>
            {RESET}
          </Button>
        }
      />
    </>
  );
}
