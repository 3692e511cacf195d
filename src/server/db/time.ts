/** Timestamps are stored as ISO-8601 UTC text: sortable and comparable as strings on every dialect. */
export const isoNow = (offsetSeconds = 0): string =>
  new Date(Date.now() + offsetSeconds * 1000).toISOString();
