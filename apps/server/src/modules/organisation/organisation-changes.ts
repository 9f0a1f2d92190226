import { randomUUID } from 'node:crypto';
import { MessageType, type Locale } from '@app/contracts';
import type { UsersService } from '../auth/users.service';
import type { MessagesService } from '../messages/messages.service';
import en from './locales/changes/en.json' with { type: 'json' };
import zhCN from './locales/changes/zh-CN.json' with { type: 'json' };
import zhHK from './locales/changes/zh-HK.json' with { type: 'json' };

const catalogues: Record<Locale, typeof en> = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };
const fill = (template: string, params: Record<string, string>) => template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => params[name] ?? whole);

/** Message source of organisation changes (this module's choice; spec §4 routes sources it does not list to the message centre). */
export const ORGANISATION_CHANGE_SOURCE = 16;

/** What changed in an organisation (the `mediation` switch). */
export type OrganisationChange = keyof typeof en;

/**
 * Organisation changes in the message centre (issue 17, switch `mediation`): a person added to or removed
 * from the organisation, the administrator role handed to someone else, a client company added. Every other
 * member of the organisation is told (whoever made the change is not), each user once per change, with the
 * title in traditional Chinese and English and the content in both.
 */
export const createOrganisationChangeNotices = ({ users, messages }: { users: Pick<UsersService, 'userIdsOfOrganisation'>; messages: Pick<MessagesService, 'notifyMany'> }) => ({
  /** Tells the organisation's members but `actorUserId` about `change`; answers how many were told (switch on). */
  notify: async (organisationId: string, actorUserId: string, change: OrganisationChange, params: Record<string, string>): Promise<number> => {
    const recipients = (await users.userIdsOfOrganisation(organisationId)).filter((id) => id !== actorUserId);
    if (recipients.length === 0) return 0;
    const stored = await messages.notifyMany(recipients, 'mediation', {
      type: MessageType.mediation,
      source: ORGANISATION_CHANGE_SOURCE,
      title: fill(catalogues['zh-HK'][change].title, params),
      titleEn: fill(catalogues.en[change].title, params),
      content: [fill(catalogues.en[change].content, params), fill(catalogues['zh-HK'][change].content, params)].join('\n'),
      // each change is its own event: one message per member and change
      dedupeKey: `mediation:${change}:${randomUUID()}`,
    });
    return stored.length;
  },
});

export type OrganisationChangeNotices = ReturnType<typeof createOrganisationChangeNotices>;
