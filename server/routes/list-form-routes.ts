import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiResponse, EndpointName } from '@ombudsportalen/portal/api';
import type { AccessGuard } from '../auth/access-guard.js';
import { agencyFactsOf, callerOf } from '../auth/api-guard.js';
import type { AuthenticatedUser } from '../auth/token-service.js';
import { requireTemplateAccess, validatedListValues } from '../forms/list-form-save.js';
import { templateForm, templateOf, type TemplateName } from '../forms/template-forms.js';
import { type ContractRouteOptions, contractRoute } from '../http/contract-route.js';
import { errors } from '../http/errors.js';
import { alreadyApplied, bodyUnderMatch, matchVersion, setEtag } from '../http/preconditions.js';
import type { VersionedList } from '../repositories/form-versions.js';

/** An agency's list as a repository keeps it: the rows GET answers (and the template builds its form of), under one version. */
export interface ListFormStore {
  /** The rows with their version, read in one snapshot. */
  read(agencyNumber: string): Promise<VersionedList<unknown[]>>;
  /**
   * Writes the changed entries ({ [payload.key]: param, [payload.value]: value }) if the version is still current:
   * checked and moved in the write's transaction, so of two saves over one version only the first is kept. Answers the
   * list as this save left it (a re-read could hold a later save and give its ETag), or undefined when it was not kept.
   */
  save(agencyNumber: string, version: number, changes: Record<string, unknown>[], by: string, at: string): Promise<VersionedList<unknown[]> | undefined>;
}

export interface ListForm {
  /** The template the form is built with: its payload names the body's list and entries, its x-visibleTo who may save. */
  template: TemplateName;
  store: ListFormStore;
  /** A check of the body beyond the list, before anything is read (e.g. who the body says changes). */
  checkBody?: (body: Record<string, unknown>, caller: AuthenticatedUser) => void;
}

const agencyParam = (request: FastifyRequest) => (request.params as Record<string, string | undefined>).agencyNumber;

/**
 * The GET and PUT routes of a list form (orders, terminal parameters; docs/definitions.md §15): GET answers the agency's
 * rows with their ETag; PUT sends the template's list, validated with the definition the template makes of the stored
 * rows, as the form is, and writes only the entries it sends (If-Match: 428 without, 412 when stale unless the rows
 * already hold every sent value).
 */
export function listFormRoutes(app: FastifyInstance, { template, store, checkBody }: ListForm) {
  const { payload } = templateOf(template);
  const agencyOf = async (request: FastifyRequest, agencyNumber: string | undefined) => {
    // After the access rules, so a 404 tells nothing to someone outside the agency. The caller's own is the guard's read.
    const agency = agencyNumber === undefined ? undefined : await agencyFactsOf(request, agencyNumber);
    if (agency === undefined) throw errors.agencyNotFound();
    return agency.agencyNumber;
  };
  const answer = <K extends EndpointName>(list: VersionedList<unknown[]>, reply: FastifyReply) => {
    setEtag(reply, list.version);
    return list.rows as ApiResponse<K>;
  };
  const options = <K extends EndpointName>(guards: AccessGuard[]) => ({ onRequest: guards }) as ContractRouteOptions<K>;

  return {
    read<K extends EndpointName>(name: K, guards: AccessGuard[], agencyNumberOf: (request: FastifyRequest) => string | undefined = agencyParam) {
      contractRoute(app, name, options<K>(guards), async (request, reply) => answer<K>(await store.read(await agencyOf(request, agencyNumberOf(request))), reply));
    },
    save<K extends EndpointName>(name: K, guards: AccessGuard[]) {
      contractRoute(app, name, options<K>([...guards, requireTemplateAccess(template)]), async (request, reply) => {
        const agencyNumber = await agencyOf(request, agencyParam(request));
        const caller = callerOf(request);
        const body = request.body as Record<string, unknown>;
        checkBody?.(body, caller);
        const current = await store.read(agencyNumber);
        const match = matchVersion(request, current.version);
        const form = templateForm(template, current.rows);
        const values = await bodyUnderMatch(match, () => validatedListValues(request, form, body, agencyNumber));
        const sent = form.definition.fields.filter((f) => Object.hasOwn(values, f.name));
        // The stored rows already hold each sent value when it equals the form's initial value, as the form shows it.
        const held = sent.every((f) => String(values[f.name] ?? '') === String(form.initialValues[f.name] ?? ''));
        if (alreadyApplied(match, held)) return answer<K>(current, reply);
        const changes = sent.map((f) =>
          ({ [payload.key]: f.param, [payload.value]: payload.valueAs === 'string' ? String(values[f.name]) : values[f.name] }));
        const saved = await store.save(agencyNumber, match.version, changes, caller.username, app.now().toISOString());
        if (saved === undefined) throw errors.preconditionFailed();
        return answer<K>(saved, reply);
      });
    },
  };
}
