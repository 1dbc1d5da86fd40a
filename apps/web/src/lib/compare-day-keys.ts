/**
 * Orders ISO day keys (yyyy-MM-dd), oldest first: as plain strings they sort by date.
 * localeCompare gives the same order but starts the browser's collation library the first time,
 * a long task on a phone while a screen starts (lib/browser-time-zone.ts, issue 14).
 */
export const compareDayKeys = (first: string, second: string): number => {
  if (first === second) return 0;
  return first < second ? -1 : 1;
};
