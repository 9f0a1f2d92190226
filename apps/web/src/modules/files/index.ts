export { FileManager } from './components/FileManager';
export { ShareDetail } from './components/ShareDetail';
export { ViewFile } from './components/ViewFile';
export { filesKeys } from './queries';
export { formatStoredFileSize } from './utils';
export type { FilesContext } from './constants';
