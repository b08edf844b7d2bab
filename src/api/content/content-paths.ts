/** The content service's path segment (spec part 1 §7: a third-party name) and its calls. */
export const CONTENT_SERVICE = 'contentful';
export const CONTENT_DATA_PATH = `/api/api-retail/v1/${CONTENT_SERVICE}/data`;
export const CONTENT_ALERTS_PATH = `/api/api-retail/v1/${CONTENT_SERVICE}/alerts`;
/** The login page's alert (no token yet; outside /api). */
export const LOGIN_ALERT_PATH = '/content/login-alert';
export const WINNERS_ARCHIVE_PATH = '/api/api-retail/v2/winnerslist/archive';
export const winnersFilePath = (fileId: string) => `${WINNERS_ARCHIVE_PATH}/file/${encodeURIComponent(fileId)}`;

/** Content include depth, alert limit, news page size (spec §9). */
export const CONTENT_INCLUDE_DEPTH = 10;
export const ALERT_LIMIT = 3;
export const NEWS_PAGE_SIZE = 6;
export const LOGIN_ALERT_TITLE = 'Alert inloggningssida';
