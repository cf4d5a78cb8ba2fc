/** Spec §5: PMAP takes .xlsx and .xls, whatever the letters' case (the server checks the bytes). */
export const PMAP_FILE_EXTENSIONS = ['.xlsx', '.xls'] as const;
export const PMAP_FILE_ACCEPT = [
  ...PMAP_FILE_EXTENSIONS,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
].join(',');

export function isPmapFileName(name: string): boolean {
  const lower = name.toLowerCase();
  return PMAP_FILE_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** Spec §2.5: the chosen file's size in KB ('12.4 KB'). */
export function fileSizeKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A campaign's window as people read it: 'Jul 1, 2026 - Jul 31, 2026' (UTC days, as stored). */
export function campaignDateRange(validFrom: string, validTo: string): string {
  return `${dayFormat.format(new Date(validFrom))} - ${dayFormat.format(new Date(validTo))}`;
}

/** Percent off MAP with one decimal: 12.345 → '12.3%'. */
export function discountPercent(value: number): string {
  return `${value.toFixed(1)}%`;
}
