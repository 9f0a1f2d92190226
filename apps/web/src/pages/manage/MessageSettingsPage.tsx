import { MessageSwitches } from '../../modules/account';

/** /manage/person/wxSet: notification switches. */
export const MessageSettingsPage = () => <MessageSwitches />;
