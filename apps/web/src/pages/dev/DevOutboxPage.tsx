import { DevOutbox } from '../../modules/account';

/** /dev/outbox: development tool listing the codes the development providers sent. */
export const DevOutboxPage = () => <DevOutbox />;
