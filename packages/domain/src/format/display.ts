/**
 * Spec §9 mobile masking: keep the first 3 and last 4 digits. Numbers too
 * short to hide anything are masked after the first 3 characters.
 */
export const maskMobile = (phone: string): string => {
  const text = phone.trim();
  if (text.length > 7) return `${text.slice(0, 3)}${'*'.repeat(text.length - 7)}${text.slice(-4)}`;
  if (text.length > 3) return `${text.slice(0, 3)}${'*'.repeat(text.length - 3)}`;
  return text;
};

/**
 * Spec §9 file size display: under 100 KB shows whole KB (0 bytes shows 1 KB),
 * otherwise MB with 2 decimals.
 */
export const formatFileSize = (bytes: number): string => {
  const kilobytes = bytes / 1024;
  if (kilobytes < 100) return `${Math.max(1, Math.round(kilobytes))} KB`;
  return `${(kilobytes / 1024).toFixed(2)} MB`;
};

/** Spec §9: prices are stored in cents and shown as value / 100 with 2 decimals. */
export const formatCents = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
};
