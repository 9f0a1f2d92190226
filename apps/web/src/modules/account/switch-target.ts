import type { ServiceCompany } from '@app/contracts';
import type { ServiceCompanyKind } from '../organisation';

/** The company detail pages of spec §2 (listed Hong Kong, A share, Hong Kong registry). */
const COMPANY_DETAIL_PATHS: readonly string[] = ['/disData/comp/detail', '/disData/comp/detailA', '/disData/comp/detailHK'];

/** A-share codes have six digits; Hong Kong stock codes at most five. */
const A_SHARE_CODE = /^\d{6}$/;

/**
 * Spec §4: picking a service company on a company detail page first opens the
 * detail route of the picked company, then the page reloads. Only listed picks
 * have a detail route by stock code; otherwise (or elsewhere) undefined: just reload.
 */
export const detailPathAfterSwitch = (pathname: string, company: Pick<ServiceCompany, 'stockCode'>, kind: ServiceCompanyKind): string | undefined => {
  if (kind !== 'listed' || !company.stockCode || !COMPANY_DETAIL_PATHS.includes(pathname)) return undefined;
  const stockCode = encodeURIComponent(company.stockCode);
  return A_SHARE_CODE.test(company.stockCode) ? `/disData/comp/detailA?stockCode=${stockCode}` : `/disData/comp/detail?stockCode=${stockCode}`;
};
