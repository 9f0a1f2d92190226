import { useSearchParams } from 'react-router';
import { FileManager } from '../../modules/files';

/**
 * /docAi/file/index: document generation's files (the same store, labelled for generated documents).
 * `?space=&folder=` opens a folder first (the generated-documents list links to a document's folder).
 */
export const DocumentFilesPage = () => {
  const [params] = useSearchParams();
  return <FileManager context="documents" initialSpace={params.get('space') ?? undefined} initialFolderId={params.get('folder') ?? undefined} />;
};
