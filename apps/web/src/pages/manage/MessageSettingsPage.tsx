import { MessageSwitches } from '../../modules/messages';

/** /manage/person/wxSet: notification switches. */
export const MessageSettingsPage = () => <MessageSwitches />;
