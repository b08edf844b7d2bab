/** The instant the template database is created at and every test app starts at: its report data ends 2026-11-01. */
export const TEST_START = '2026-11-02T08:00:00.000Z';
