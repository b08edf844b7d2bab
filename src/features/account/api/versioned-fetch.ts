// Moved to src/api (orders and terminal parameters save with If-Match too).
export * from '../../../api/versioned-fetch';
