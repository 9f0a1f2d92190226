/** The i18n namespace of the message centre, the switches and the pushed-source alerts. */
export const MESSAGES_NS = 'messages';

/** Where the message centre lives (spec §2). */
export const MESSAGE_CENTRE_PATH = '/manage/sys/message';
