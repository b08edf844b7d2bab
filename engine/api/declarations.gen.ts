// Generated from schemas/meta/*.schema.json by `npm run contracts`: do not edit. A test fails when this file is stale.
// The types of API contract files (schemas/api/*.json).

/** Named shapes (types) and endpoints (method, path, params, query, body, responses). Types and endpoint names are unique across all files; a $ref names a type: {"$ref": "AgencyInfo"}. */
export type ApiContractFile = {
  $schema?: string;
  description: string;
  types?: Record<string, ShapeJson>;
  endpoints?: Record<string, EndpointJson>;
};

export type ShapeJson = Record<string, unknown>;

export type EndpointJson = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  /** Further paths the server answers the same way (the SPA uses path). */
  aliases?: string[];
  description: string;
  params?: {
    type: 'object';
    [key: string]: unknown;
  };
  query?: {
    type: 'object';
    [key: string]: unknown;
  };
  body?: ShapeJson;
  /** Status code to the answer's shape; every 2xx is an answer the caller may get (its type the union of their shapes; 204 none). A response shape is an allow-list: a field it does not name never leaves the server. */
  response: Record<string, ShapeJson>;
};
