import type { Locale } from '@app/contracts';

type CompanyNames = {
  stockCode?: string | null;
  shortNameEn?: string | null;
  shortNameCn?: string | null;
  userCompanyName?: string | null;
};

/**
 * The current company's name for the header (spec §2): the short name in the
 * interface language, else the other one, else the registered company name.
 */
export const companyDisplayName = (company: CompanyNames | null | undefined, locale: Locale): string => {
  if (!company) return '';
  const english = company.shortNameEn?.trim();
  const chinese = company.shortNameCn?.trim();
  const preferred = locale === 'en' ? english || chinese : chinese || english;
  return preferred || company.userCompanyName?.trim() || company.stockCode?.trim() || '';
};
