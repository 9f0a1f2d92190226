export { SyncAdmin } from './components/SyncAdmin';
export { syncKeys } from './queries';
