import type { Locale } from '@app/contracts';
import { toReaderScript } from '@app/domain/chinese-script';

/**
 * A message's title (or Chinese content) in the reader's language and script (issue 18). Messages store one
 * Chinese title, in the script of the document it is about (a Hong Kong announcement's traditional title, an
 * A-share one's simplified), and `titleEn`; a Chinese reader gets the Chinese title in their own script,
 * converted only when it is in the other one (running text: OpenCC phrases), so a zh-CN reader never reads
 * traditional Chinese and a zh-HK reader's 過戶 or 鰂魚涌 is never touched.
 */
export const inReaderScript = (text: string | null, reader: Locale): string | null =>
  text === null || reader === 'en' ? text : toReaderScript(text, reader, { kind: 'text' });

/** The one title a reader sees: English for an English reader (the Chinese one when there is none), else the Chinese one in their script. */
export const messageTitleFor = (message: { title: string; titleEn: string | null }, reader: Locale): string =>
  reader === 'en' ? message.titleEn || message.title : inReaderScript(message.title, reader) || message.titleEn || '';
