import { FileManager } from '../../modules/files';

/** /disAi/file/index: the AI secretary's files (the organisation's file store, labelled for the secretary). */
export const SecretaryFilesPage = () => <FileManager context="secretary" />;
