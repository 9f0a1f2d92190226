import { UserContentLimits } from '@app/contracts';
import type { TFunction } from 'i18next';

/** Form rules of a favourites folder name (spec §5, §9: required, at most 24 characters). */
export const folderNameRules = (t: TFunction) => [
  { required: true, whitespace: true, message: t('user-content:folder.nameRequired') },
  { max: UserContentLimits.folderNameMax, message: t('user-content:folder.nameTooLong', { max: UserContentLimits.folderNameMax }) },
];
