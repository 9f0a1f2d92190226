import { MessageCentre } from '../../modules/messages';

/** /manage/sys/message: the message centre. */
export const MessageCentrePage = () => <MessageCentre />;
