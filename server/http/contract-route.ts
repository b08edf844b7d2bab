// Routes from the API contracts (schemas/api/*.json): the path, the request schemas Fastify validates with and the
// response schemas it serialises with (an allow-list) all come from the contract; the handler's types are derived.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions, RouteShorthandOptions } from 'fastify';
import type { ApiBody, ApiParams, ApiQuery, ApiResponse, EndpointName } from '@ombudsportalen/portal/api';
import { readContracts } from '@ombudsportalen/portal/api/read-contracts';

const contracts = readContracts();

export type ContractRoute<K extends EndpointName> = { Params: ApiParams<K>; Querystring: ApiQuery<K>; Body: ApiBody<K> };
export type ContractRequest<K extends EndpointName> = FastifyRequest<ContractRoute<K>>;
/** Everything of a route but its schema and URL: access rules (onRequest), preValidation, bodyLimit … */
export type ContractRouteOptions<K extends EndpointName> = Omit<RouteShorthandOptions<any, any, any, ContractRoute<K>>, 'schema'>; // eslint-disable-line @typescript-eslint/no-explicit-any
export type ContractHandler<K extends EndpointName> = (request: ContractRequest<K>, reply: FastifyReply) => Promise<ApiResponse<K> | FastifyReply>;

const CONTRACT = 'contract';

// The named shapes, once per encapsulation context, so {"$ref": "AgencyInfo"} resolves for validation and serialisation.
export function addContractSchemas(app: FastifyInstance): void {
  for (const [name, shape] of Object.entries(contracts.types)) {
    if (app.getSchema(name) === undefined) app.addSchema({ $id: name, ...shape });
  }
}

/** The contract's path as this plugin registers it: {param} → :param, less the plugin's prefix. */
function routeUrl(name: string, path: string, prefix: string): string {
  if (!path.startsWith(prefix)) throw new Error(`${name}: ${path} lies outside this plugin's prefix ${prefix}`);
  return path.slice(prefix.length).replace(/\{([A-Za-z0-9_]+)\}/g, ':$1') || '/';
}

/** Registers the contract's endpoint (and its aliases) on this plugin, with the contract's schemas. */
export function contractRoute<K extends EndpointName>(app: FastifyInstance, name: K, options: ContractRouteOptions<K>, handler: ContractHandler<K>): void {
  const endpoint = contracts.endpoints[name];
  if (endpoint === undefined) throw new Error(`${name} is not declared in schemas/api`);
  addContractSchemas(app);
  const schema = {
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.body && { body: endpoint.body }),
    response: endpoint.response,
  };
  for (const path of [endpoint.path, ...(endpoint.aliases ?? [])]) {
    app.route<ContractRoute<K>>({
      ...options,
      method: endpoint.method,
      url: routeUrl(name, path, app.prefix),
      schema,
      config: { ...(options.config as object | undefined), [CONTRACT]: name } as object,
      handler: handler as never,
    });
  }
}

/** The property names a named shape declares: the fields a body may carry, for a 400 naming any other. */
export function contractFields(typeName: string): string[] {
  const shape = contracts.types[typeName];
  if (shape === undefined) throw new Error(`${typeName} is not declared in schemas/api`);
  return Object.keys((shape['properties'] ?? {}) as object);
}

/** The property names an endpoint's body declares, inline, in the named shapes it references or in each part of an allOf. */
export function bodyFields(name: EndpointName): string[] {
  return shapeFields(contracts.endpoints[name]?.body);
}

function shapeFields(shape: Record<string, unknown> | undefined): string[] {
  const ref = shape?.['$ref'];
  if (typeof ref === 'string') return contractFields(ref);
  const parts = Array.isArray(shape?.['allOf']) ? (shape['allOf'] as Record<string, unknown>[]).flatMap(shapeFields) : [];
  return [...new Set([...parts, ...Object.keys((shape?.['properties'] ?? {}) as object)])];
}

/** The endpoint a request was routed to, by its contract name; undefined for a route without a contract. */
export function contractOf(request: FastifyRequest): EndpointName | undefined {
  const name = (request.routeOptions.config as unknown as Record<string, unknown> | undefined)?.[CONTRACT];
  return typeof name === 'string' ? (name as EndpointName) : undefined;
}

/** onRoute hook: a route registered without contractRoute stops the start-up (every endpoint is declared in schemas/api). */
export function assertContractDeclared(route: RouteOptions): void {
  const config = route.config as Record<string, unknown> | undefined;
  if (route.method === 'HEAD' || typeof config?.[CONTRACT] === 'string') return;
  throw new Error(`${String(route.method)} ${route.url} is not declared in schemas/api: register it with contractRoute()`);
}
