// Lifetimes and limits of the authorization server in one place (architecture.md, "Auth sequence").
export const ISSUER = 'ombudsportalen';
export const API_AUDIENCE = 'api-retail';
export const FLOW_TTL_MS = 10 * 60 * 1000;
export const CODE_TTL_MS = 60 * 1000;
export const ACCESS_TOKEN_TTL_S = 5 * 60;
export const ID_TOKEN_TTL_S = 5 * 60;
export const REFRESH_FAMILY_TTL_MS = 8 * 60 * 60 * 1000;
/** How long the token just rotated out still yields its successor (Connect2id: 5 s; ours covers a slow second tab). */
export const ROTATION_GRACE_MS = 10 * 1000;
export const LOCK_AFTER_FAILURES = 5;
/** The first temporary lock; each further lock before a successful login doubles it (at most 64 times: 16 hours). */
export const LOCK_BASE_MS = 15 * 60 * 1000;
/** A known browser's device cookie (docs/security.md row 23.6): renewed at each login from it, forgotten after 90 idle days. */
export const DEVICE_COOKIE_TTL_MS = 90 * 24 * 60 * 60 * 1000;
/** Known browsers kept per user, and users remembered per browser (a shop's staff share one computer). */
export const KNOWN_DEVICES_PER_USER = 10;
export const KNOWN_USERS_PER_DEVICE = 10;
