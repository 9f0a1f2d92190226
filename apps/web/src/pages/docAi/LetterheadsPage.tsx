import { LetterheadManager } from '../../modules/documents';

/** /docAi/head/index: letterhead templates. */
export const LetterheadsPage = () => <LetterheadManager />;
