import { FavoritesManager } from '../../../modules/user-content';

/** /manage/person/collect: favourites folders and the items collected into them. */
export const CollectPage = () => <FavoritesManager />;
