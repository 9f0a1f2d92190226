import { CertificateDetail, CertificateRegister, MatterDetail, MatterList, SecretaryHome, TaskList } from '../../modules/secretary';

/** /disAi/index: the secretary's home. */
export const SecretaryHomePage = () => <SecretaryHome />;
/** /disAi/item/bhList: matters in progress. */
export const MattersInProgressPage = () => <MatterList archived={false} />;
/** /disAi/item/bdList: archived matters (withdraw archive). */
export const ArchivedMattersPage = () => <MatterList archived />;
/** /disAi/item/ovList: overdue tasks. */
export const OverdueTasksPage = () => <TaskList list="ovList" />;
/** /disAi/item/time0: tasks due today. */
export const DueTodayPage = () => <TaskList list="time0" />;
/** /disAi/item/time5: tasks due within 5 days. */
export const DueWithin5Page = () => <TaskList list="time5" />;
/** /disAi/item/time30: tasks due within 30 days. */
export const DueWithin30Page = () => <TaskList list="time30" />;
/** /disAi/item/fileEdit?id=…: one matter, its tasks and documents. */
export const MatterDetailPage = () => <MatterDetail />;
/** /disAi/cert/business: certificates and licences. */
export const CertificatesPage = () => <CertificateRegister />;
/** /disAi/cert/businessDetail: one certificate. */
export const CertificateDetailPage = () => <CertificateDetail />;
