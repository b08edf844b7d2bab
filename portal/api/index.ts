// The API contracts (schemas/api/*.json) for the SPA and the server: derived types, paths, URL building.
export type * from './contracts.gen';
export { API_ENDPOINTS } from './contracts.gen';
export type { ApiBody, ApiParams, ApiQuery, ApiResponse, EndpointName } from './api-url';
export { apiUrl, matchApiUrl } from './api-url';
// The portal's declaration types (menu, staff card, access decisions, content audience, reporting views), from schemas/meta.
export type * from './declarations.gen';
