export { SecretaryHome } from './components/SecretaryHome';
export { MatterList } from './components/MatterList';
export { TaskList } from './components/TaskList';
export { MatterDetail } from './components/MatterDetail';
export { CertificateRegister } from './components/CertificateRegister';
export { CertificateDetail } from './components/CertificateDetail';
export { TemplateAdmin } from './components/TemplateAdmin';
export { secretaryKeys } from './queries';
export { SECRETARY_NS, TASK_LIST_SCOPES, type TaskListRoute } from './constants';
