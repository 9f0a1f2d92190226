/** The namespace of the file store's strings (locales/<lng>/files.json). */
export const FILES_NS = 'files';
/** Which screen shows the store: the AI secretary's (/disAi/file/index) or document generation's (/docAi/file/index). */
export type FilesContext = 'secretary' | 'documents';
