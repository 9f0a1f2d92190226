export { DownloadCentre } from './components/DownloadCentre';
export { downloadKeys, useBuildDownloadMutation, usePreparedDownloadsQuery } from './queries';
