import type { Locale } from './locale';
import { MessageSource, type MessageRef } from './messages';
import { SAVED_DEADLINE_PATHS, type SavedDeadlineKind } from './saved-deadlines';

/** What routing reads of a message. */
type Routable = { source: number; md5Key: string | null; docUrlCn: string | null; docUrlEn: string | null; ref?: MessageRef | null };

const langTypeOf = (locale: Locale) => (locale === 'en' ? 2 : 1);
const query = (entries: Record<string, string | number | null | undefined>) =>
  new URLSearchParams(
    Object.entries(entries)
      .filter((entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== undefined)
      .map(([key, value]) => [key, String(value)]),
  ).toString();

/**
 * Spec §4 message source routing: 1 notice detail; 14 notice detailA; 2 downloads; 3 or 4 the
 * document link (by language) or the message centre; 5 rule detail; 6 and 7 supervision detail;
 * 8 organisation detail; 9, 10, 11 the person info page. Answers an in-app path, or an outside URL.
 */
export const messageTarget = (message: Routable, locale: Locale, messageCentrePath: string): { path: string; external: boolean } => {
  const langType = langTypeOf(locale);
  const id = message.ref?.id;
  const inApp = (path: string) => ({ path, external: false });
  switch (message.source) {
    case MessageSource.notice:
      return message.md5Key ? inApp(`/disData/notice/detail?${query({ md5Key: message.md5Key, langType })}`) : inApp(messageCentrePath);
    case MessageSource.noticeA:
      return message.md5Key ? inApp(`/disData/notice/detailA?${query({ md5Key: message.md5Key, langType })}`) : inApp(messageCentrePath);
    case MessageSource.downloads:
      return inApp('/disData/download/index');
    case MessageSource.documentLink:
    case MessageSource.documentLinkOther: {
      const url = locale === 'en' ? message.docUrlEn || message.docUrlCn : message.docUrlCn || message.docUrlEn;
      return url ? { path: url, external: true } : inApp(messageCentrePath);
    }
    case MessageSource.rule:
      return id ? inApp(`/disData/ruleL/detail?${query({ id, langType })}`) : inApp(messageCentrePath);
    case MessageSource.enforcement:
      return id ? inApp(`/disData/ruleB/detail?${query({ id, langType })}`) : inApp(messageCentrePath);
    case MessageSource.regulatoryUpdate:
      return id ? inApp(`/disData/sup/detail?${query({ id, langType, sourceType: message.ref?.sourceType })}`) : inApp(messageCentrePath);
    case MessageSource.organisation:
      return id ? inApp(`/disData/org/detail?${query({ id, langType, orgType: message.ref?.orgType, listType: message.ref?.listType })}`) : inApp(messageCentrePath);
    case MessageSource.companyApproved:
    case MessageSource.certificationPassed:
    case MessageSource.serviceOpened:
      return inApp('/manage/person/info');
    case MessageSource.calculatorDeadline: {
      const kind = message.ref?.kind;
      return kind && kind in SAVED_DEADLINE_PATHS ? inApp(SAVED_DEADLINE_PATHS[kind as SavedDeadlineKind]) : inApp(messageCentrePath);
    }
    default:
      return inApp(messageCentrePath);
  }
};
