import { FavoritesManager } from '../../../modules/collect';

/** /manage/person/collect: favourites folders and the items collected into them. */
export const CollectPage = () => <FavoritesManager />;
