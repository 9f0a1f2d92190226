/**
 * Spec §9 file-size display: under 100 KB shows KB (a whole number, 0 as 1 KB),
 * otherwise MB with 2 decimals. 1 KB = 1024 bytes.
 */
export const formatStoredFileSize = (bytes: number): string => {
  const kilobytes = Math.ceil(bytes / 1024);
  if (kilobytes < 100) return `${Math.max(1, kilobytes)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
};

/** The extension of a name, upper-case, as the type column shows it ('PDF'); '' when none. */
export const typeLabelOf = (name: string, kind: 'folder' | 'file'): string => {
  if (kind === 'folder') return '';
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toUpperCase() : '';
};
