/** The sync's strings live in the common namespace under `sync.*` (a small module). */
export const SYNC_NS = 'common';
