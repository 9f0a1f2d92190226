import {
  AUDITOR_CLIENT_SAMPLE,
  CompanyLimits,
  type AuditorClients,
  type AuditorClientsBody,
  type AuditorList,
  type AuditorListBody,
  type ContactList,
  type ContactListBody,
  type Locale,
} from '@app/contracts';
import { nameForReader } from '../../lib/reader-name';
import { localizeText, presentCompanyItem, presentProfileTexts } from './companies.presenter';
import { keywordVariants, marketsOfFilter } from './company-keys';
import type { DirectoryRepository } from './directory.repository';
import { stockListDayFor, type StockListDayReader } from './listing-facts';

type Dependencies = { directory: DirectoryRepository; stockListDay?: StockListDayReader };

const EMPTY = { list: [], total: 0 };

/**
 * The accounting-firm and contact directories (spec §2 /disData/acc/list,
 * /disData/contact/list), read from the listed companies' profiles. Public and
 * free like the company lists: the detail page is what counts against the quota.
 */
export const createDirectoryService = ({ directory, stockListDay = async () => null }: Dependencies) => {
  const pageOf = (body: { page: number; limit: number }) => ({ offset: (body.page - 1) * body.limit, limit: body.limit });
  const keywordsOf = (keyword: string | undefined) => {
    const variants = keyword ? keywordVariants(keyword) : [];
    return variants.length ? variants : undefined;
  };

  return {
    /** POST /au/auditor/list: firms by client count, with a sample of clients. */
    listAuditors: async (body: AuditorListBody, locale: Locale): Promise<AuditorList> => {
      const page = pageOf(body);
      if (page.offset >= CompanyLimits.maxOffset) return EMPTY;
      const { rows, total } = await directory.listAuditors({ keywords: keywordsOf(body.keyword), markets: marketsOfFilter(body.market), ...page }, AUDITOR_CLIENT_SAMPLE);
      return {
        list: rows.map((row) => ({
          name: row.name,
          displayName: localizeText({ en: row.name, zh: row.nameZh }, locale) ?? row.name,
          clients: row.clients,
          sample: row.sample.map((client) => ({ ...client, shortNameCn: nameForReader(client.shortNameCn, locale, client.market) })),
          source: row.isDemo ? 'demo' : null,
        })),
        total,
      };
    },

    /** POST /au/auditor/clients: the listed companies a firm audits (an unknown firm has none). */
    listAuditorClients: async (body: AuditorClientsBody, locale: Locale): Promise<AuditorClients> => {
      const page = pageOf(body);
      if (page.offset >= CompanyLimits.maxOffset) return EMPTY;
      const { rows, total } = await directory.listAuditorClients(body.name, { markets: marketsOfFilter(body.market), ...page });
      const day = await stockListDayFor(rows, stockListDay);
      return { list: rows.map((row) => presentCompanyItem(row, day, locale)), total };
    },

    /** POST /au/listedCompany/contacts: secretary, chairman, office, website and registrar per listed company. */
    listContacts: async (body: ContactListBody, locale: Locale): Promise<ContactList> => {
      const page = pageOf(body);
      if (page.offset >= CompanyLimits.maxOffset) return EMPTY;
      const { rows, total } = await directory.listContacts({ keywords: keywordsOf(body.keyword), markets: marketsOfFilter(body.market), ...page });
      return {
        list: rows.map((row) => {
          const texts = presentProfileTexts(row.profile, locale);
          return {
            market: row.market as ContactList['list'][number]['market'],
            stockCode: row.stockCode,
            shortNameEn: row.shortNameEn,
            shortNameCn: nameForReader(row.shortNameCn, locale, row.market),
            nameEn: row.nameEn,
            nameCn: nameForReader(row.nameCn, locale, row.market),
            companySecretary: texts.companySecretary,
            chairman: texts.chairman,
            principalOffice: texts.principalOffice,
            website: row.website,
            registrar: texts.registrar,
            source: row.profileSource,
          };
        }),
        total,
      };
    },
  };
};

export type DirectoryService = ReturnType<typeof createDirectoryService>;
