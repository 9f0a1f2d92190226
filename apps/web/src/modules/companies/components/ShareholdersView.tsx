import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLocale } from '../../../i18n';
import { COMPANIES_NS } from '../constants';
import { companyDetailPath, companyMarketOf, fullNameOf } from '../display';
import { useShareholdersQuery } from '../queries';
import { ShareholdersTable } from './CompanyPanels';
import { DemoNotice } from './DemoNotice';
import { BackLink, DetailState } from './DetailState';
import '../companies.css';

/** Every substantial shareholder of a company (spec §2 /disData/comp/shDetail?market&stockCode); counted against the company quota. */
export const ShareholdersView = () => {
  const { t } = useTranslation(COMPANIES_NS);
  const locale = useLocale();
  const [params] = useSearchParams();
  const stockCode = params.get('stockCode')?.trim() ?? '';
  const market = companyMarketOf(params.get('market')?.trim());
  const key = /^\d{1,6}$/.test(stockCode) ? { market, stockCode } : undefined;
  const query = useShareholdersQuery(key);
  const company = query.data?.company;
  return (
    <div className="companies-detail">
      <BackLink to={company ? companyDetailPath(company) : '/disData/comp/listed'} />
      <DetailState query={query} listPath="/disData/comp/listed" isMissingKey={!key}>
        {query.data && company && (
          <>
            <DemoNotice source={query.data.list.some((row) => row.source === 'demo') ? 'demo' : null} />
            <Typography.Title level={1} className="companies-detail__title">
              {t('shareholders.title', { name: `${company.stockCode} ${fullNameOf(company, locale)}` })}
            </Typography.Title>
            <Typography.Text type="secondary">{t('shareholders.note')}</Typography.Text>
            <ShareholdersTable shareholders={query.data.list} footer={<Link to={companyDetailPath(company)}>{t('shareholders.backToCompany')}</Link>} />
          </>
        )}
      </DetailState>
    </div>
  );
};
