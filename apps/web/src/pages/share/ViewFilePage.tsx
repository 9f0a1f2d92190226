import { ViewFile } from '../../modules/files';

/** /viewFile (public): one shared file shown full page. */
export const ViewFilePage = () => <ViewFile />;
