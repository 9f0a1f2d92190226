import { MessageSource, MessageType, personKeyOf, type MessageRef } from '@app/contracts';
import type { FeedDocument } from '../disclosure/document-feed.service';

/**
 * Pure rules of the alerts (issue 17): which switch a new document belongs to, which followed
 * people it concerns, and the message each follower gets. No I/O; alerts.service.ts applies them.
 */

/** A followed person: the key (normalised English name, else the Chinese one) and the names. */
export type FollowedPerson = { key: string; nameEn: string | null; nameZh: string | null };

/** The key of a person across every board they sit on (directors have no id beyond one directorship); shared with the page. */
export { personKeyOf };

/** Director changes: appointment, resignation, re-designation, retirement, change of directors (English and Chinese headlines). */
const DIRECTOR_CHANGE = /\b(director|directors|directorship|chairman|chief executive|re-?designation|retirement of)\b|董事|主席|行政總裁|行政总裁|調任|调任/i;

/** True when a headline is about board changes. */
export const isDirectorChange = (document: Pick<FeedDocument, 'titleEn' | 'titleZh'>): boolean =>
  DIRECTOR_CHANGE.test(document.titleEn ?? '') || DIRECTOR_CHANGE.test(document.titleZh ?? '');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** True when the document's titles name the person (English as whole words, any case; Chinese as written). */
export const namesPerson = (document: Pick<FeedDocument, 'titleEn' | 'titleZh'>, person: Pick<FollowedPerson, 'nameEn' | 'nameZh'>): boolean => {
  const english = person.nameEn?.replace(/\s+/g, ' ').trim();
  if (english && english.length >= 4) {
    const pattern = new RegExp(`(^|[^A-Za-z])${escapeRegExp(english).replace(/ /g, '\\s+')}([^A-Za-z]|$)`, 'i');
    if (pattern.test(document.titleEn ?? '') || pattern.test(document.titleZh ?? '')) return true;
  }
  const chinese = person.nameZh?.replace(/\s+/g, '').trim();
  return !!chinese && chinese.length >= 2 && ((document.titleZh ?? '').includes(chinese) || (document.titleEn ?? '').includes(chinese));
};

/**
 * The followed people a new announcement concerns: those it names, and, when it is about board
 * changes, those on (or formerly on) the boards of its issuers.
 */
export const peopleConcerned = (
  document: Pick<FeedDocument, 'titleEn' | 'titleZh'>,
  followed: readonly FollowedPerson[],
  boardNames: readonly { nameEn: string | null; nameZh: string | null }[],
): FollowedPerson[] => {
  const onBoard = isDirectorChange(document) ? new Set(boardNames.map(personKeyOf).filter((key): key is string => !!key)) : new Set<string>();
  return followed.filter((person) => onBoard.has(person.key) || namesPerson(document, person));
};

/** The switch (and message type) of a new document: announcements, rules and updates, enforcement. */
export const switchOfDocument = (kind: FeedDocument['kind']): 'announcementFocus' | 'regulatory' | 'violations' =>
  kind === 'announcement' ? 'announcementFocus' : kind === 'enforcement' ? 'violations' : 'regulatory';

/** Spec §4 message source of a document (its detail route). */
export const sourceOfDocument = (document: Pick<FeedDocument, 'kind' | 'market'>): number => {
  switch (document.kind) {
    case 'announcement':
      return document.market === 'SH' || document.market === 'SZ' || document.market === 'BJ' ? MessageSource.noticeA : MessageSource.notice;
    case 'law':
      return MessageSource.rule;
    case 'enforcement':
      return MessageSource.enforcement;
    case 'update':
      return MessageSource.regulatoryUpdate;
    default:
      return MessageSource.organisation;
  }
};

/** A regulatory topic: the issuing body (HKEX, SFC, CSRC, …), or for enforcement and updates the regulator of sourceType (1 HKEX, 0 SFC). */
export const topicOfDocument = (document: Pick<FeedDocument, 'issuingBody' | 'sourceType'>): string | null =>
  document.issuingBody ? document.issuingBody.toLowerCase() : document.sourceType === 1 ? 'hkex' : document.sourceType === 0 ? 'sfc' : null;

/** The topics a user may narrow regulatory and violations alerts to. */
export const ALERT_TOPICS = ['hkex', 'sfc', 'csrc', 'legco', 'sse', 'szse'] as const;

const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);
const codesOf = (document: Pick<FeedDocument, 'stockCodes'>) => (document.stockCodes.length > 0 ? `${document.stockCodes.join(', ')} ` : '');

/** The message a follower gets for a new document (both languages; the page shows the user's). */
export const documentMessage = (document: FeedDocument, type: keyof typeof MessageType, person?: FollowedPerson) => {
  const titleEn = document.titleEn ?? document.titleZh ?? '';
  const titleZh = document.titleZh ?? document.titleEn ?? '';
  const ref: MessageRef = { id: document.id, kind: document.kind, market: document.market, orgType: document.orgType, listType: document.listType, sourceType: document.sourceType };
  const lead = person ? { en: `${person.nameEn ?? person.nameZh}: `, zh: `${person.nameZh ?? person.nameEn}：` } : { en: '', zh: '' };
  return {
    type: MessageType[type],
    source: sourceOfDocument(document),
    title: clip(`${lead.zh}${codesOf(document)}${titleZh}`, 300),
    titleEn: clip(`${lead.en}${codesOf(document)}${titleEn}`, 300),
    md5Key: document.md5Key,
    docUrlCn: document.fileLinkZh,
    docUrlEn: document.fileLinkEn,
    ref,
    // one message per user and document for each switch
    dedupeKey: `${type}:${document.md5Key}`,
  };
};
