import type { SavedNames } from '../../lib/reader-name';
import type { SavedNamesRepository } from './saved-names.repository';

/**
 * How other modules read the names of the companies, people and offerings their users saved (user content's
 * favourites and footprints), so they list the subject under the name its source writes (issue 18).
 */
export const createSavedNamesService = (repository: SavedNamesRepository): SavedNames => ({
  /** Chinese names and markets by `${type}:${refKey}`; subjects no longer there are left out. */
  namesOf: (items) => repository.namesOf(items),
});
