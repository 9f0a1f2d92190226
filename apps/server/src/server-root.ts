import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server), found from this module's own place: apps/server/src when the
 * server runs from source (tsx, tests), apps/server/dist when it runs built (scripts/build-server.mjs bundles
 * every module into apps/server/dist/server.mjs, at the same depth). Every path to a file outside the code
 * (migrations, shared data, the web build) starts here, never from another module's import.meta.url, which a
 * bundle would move.
 */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The repository's root folder. */
export const REPOSITORY_ROOT = path.resolve(SERVER_ROOT, '../..');
