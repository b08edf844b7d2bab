// The content service's calls are the contract's (schemas/api/content.json: contentData, contentAlerts, loginAlert,
// winnersArchive, winnersFile); these are the SPA's own limits.

/** Content include depth, alert limit, news page size (spec §9). */
export const CONTENT_INCLUDE_DEPTH = 10;
export const ALERT_LIMIT = 3;
export const NEWS_PAGE_SIZE = 6;
