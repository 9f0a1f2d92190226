import { CollectTypes, type ListedCompanyDetail } from '@app/contracts';
import { Descriptions, Tabs, Tag, Typography, type DescriptionsProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLocale } from '../../../i18n';
import { formatCompact, formatDay, formatDecimal, formatMonthDay, formatNumber } from '../../../lib/format';
import { CollectButton, FocusButton, useRecordFootprint } from '../../user-content';
import type { CompanyKey } from '../api';
import { COMPANIES_NS } from '../constants';
import { companyDetailPath, companyNameOf, fullNameOf, listingStatusPath, mainlandMarketOf, offeringPath, shareholdersPath, toNumberOrNull } from '../display';
import { useListedCompanyDetailQuery } from '../queries';
import { CompanyAnnouncements, DirectorsTable, FinancialStatementsView, Section, ShareholdersTable } from './CompanyPanels';
import { BackLink, DetailState } from './DetailState';
import { DemoTag, ListingSourceNote, ListingStateTag, TradingStateTag } from './CompanyTags';
import { DemoNotice } from './DemoNotice';
import { usePriceText } from './OfferingListView';
import '../companies.css';

export type CompanyDetailViewProps = {
  /** 'HK' for /disData/comp/detail, 'A' for /disData/comp/detailA (?market=SH|SZ|BJ optional). */
  variant: 'HK' | 'A';
};

/** Reads ?stockCode (and ?market on the A-share page). */
const readCompanyKey = (params: URLSearchParams, variant: 'HK' | 'A'): CompanyKey | undefined => {
  const stockCode = params.get('stockCode')?.trim() ?? '';
  if (!/^\d{1,6}$/.test(stockCode)) return undefined;
  return variant === 'HK' ? { market: 'HK', stockCode: stockCode.padStart(5, '0') } : { market: mainlandMarketOf(params.get('market')), stockCode };
};

const ProfileTab = ({ detail }: { detail: ListedCompanyDetail }) => {
  const { t } = useTranslation(COMPANIES_NS);
  const locale = useLocale();
  const priceText = usePriceText();
  const { company, offering } = detail;
  const text = (value: string | null | undefined) => value || '–';
  const marketCap = toNumberOrNull(company.marketCap);
  const items: DescriptionsProps['items'] = [
    { key: 'stockCode', label: t('profile.stockCode'), children: `${company.stockCode} (${t(`markets.${company.market}`)})` },
    { key: 'nameEn', label: t('profile.nameEn'), children: text(company.nameEn ?? company.shortNameEn) },
    { key: 'nameCn', label: t('profile.nameCn'), children: text(company.nameCn ?? company.shortNameCn) },
    { key: 'website', label: t('profile.website'), children: company.website ? <a href={company.website} target="_blank" rel="noreferrer noopener">{company.website}</a> : '–' },
    { key: 'board', label: t('profile.board'), children: company.board ? t(`boards.${company.board}`, { defaultValue: company.board }) : '–' },
    { key: 'securitiesType', label: t('profile.securitiesType'), children: company.securitiesType ? t(`securitiesTypes.${company.securitiesType}`, { defaultValue: company.securitiesType }) : '–' },
    { key: 'industry', label: t('profile.industry'), children: company.industry ? t(`industries.${company.industry}`, { defaultValue: company.industry }) : '–' },
    { key: 'issuedShares', label: t('profile.issuedShares'), children: company.issuedShares === null ? '–' : formatNumber(company.issuedShares, locale) },
    { key: 'financialYearEnd', label: t('profile.financialYearEnd'), children: company.financialYearEnd ? formatMonthDay(company.financialYearEnd, locale) : '–' },
    {
      key: 'averagePrice5d',
      label: t('profile.averagePrice5d'),
      children: company.averagePrice5d ? (
        <>
          {company.currency} {formatDecimal(company.averagePrice5d.value, locale)}{' '}
          <Typography.Text type="secondary">{t('profile.averageAsOf', { days: company.averagePrice5d.days, date: formatDay(company.averagePrice5d.lastDate, locale) })}</Typography.Text>{' '}
          {company.averagePrice5d.isDemonstration && <DemoTag source="demo" />}
        </>
      ) : (
        t('profile.noPrices')
      ),
    },
    { key: 'listingDate', label: t('profile.listingDate'), children: company.listingDate ? formatDay(company.listingDate, locale) : '–' },
    ...(company.delistingDate ? [{ key: 'delistingDate', label: t('profile.delistingDate'), children: formatDay(company.delistingDate, locale) }] : []),
    { key: 'placeOfIncorporation', label: t('profile.placeOfIncorporation'), children: company.placeOfIncorporation ? t(`places.${company.placeOfIncorporation}`, { defaultValue: company.placeOfIncorporation }) : '–' },
    { key: 'lotSize', label: t('profile.lotSize'), children: company.lotSize === null ? '–' : formatNumber(company.lotSize, locale) },
    { key: 'marketCap', label: t('profile.marketCap'), children: marketCap === null ? '–' : `${company.currency} ${formatCompact(marketCap, locale)}` },
    { key: 'registrar', label: t('profile.registrar'), children: text(company.registrar) },
    { key: 'principalOffice', label: t('profile.principalOffice'), children: text(company.principalOffice), span: 2 },
    { key: 'chairman', label: t('profile.chairman'), children: text(company.chairman) },
    { key: 'companySecretary', label: t('profile.companySecretary'), children: text(company.companySecretary) },
    { key: 'complianceAdviser', label: t('profile.complianceAdviser'), children: text(company.complianceAdviser) },
    { key: 'auditor', label: t('profile.auditor'), children: text(company.auditor) },
    { key: 'legalAdviser', label: t('profile.legalAdviser'), children: text(company.legalAdviser) },
    {
      key: 'pairedListing',
      label: t('profile.pairedListing'),
      children: company.pairedListing ? (
        <Link to={companyDetailPath(company.pairedListing)}>
          {company.pairedListing.stockCode} {companyNameOf(company.pairedListing, locale)} ({t(`markets.${company.pairedListing.market}`, { defaultValue: company.pairedListing.market })})
        </Link>
      ) : (
        '–'
      ),
    },
  ];
  return (
    <div className="companies-page">
      <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2 }} items={items} data-testid="company-profile" />
      {offering && (
        <Section title={t('profile.offering')} extra={<Link to={offeringPath(offering.id)}>{t('profile.offeringDetail')}</Link>}>
          <Descriptions
            size="small"
            column={{ xs: 1, md: 3 }}
            items={[
              { key: 'type', label: t('offering.type'), children: t(`offeringTypes.${offering.offeringType}`, { defaultValue: offering.offeringType }) },
              { key: 'state', label: t('offering.state'), children: <ListingStateTag state={offering.listingState} /> },
              { key: 'listingDate', label: t('columns.listingDate'), children: offering.listingDate ? formatDay(offering.listingDate, locale) : '–' },
              { key: 'price', label: t('columns.offerPrice'), children: priceText(offering) || '–' },
              { key: 'sponsors', label: t('columns.sponsors'), children: offering.sponsors.join('; ') || '–' },
            ]}
          />
        </Section>
      )}
    </div>
  );
};

/**
 * A listed company's page (spec §2 /disData/comp/detail and detailA): the
 * spec §3 profile, financial statements, shareholders, directors and
 * announcements. Opening it counts against the free daily company quota.
 */
export const CompanyDetailView = ({ variant }: CompanyDetailViewProps) => {
  const { t } = useTranslation(COMPANIES_NS);
  const locale = useLocale();
  const [params] = useSearchParams();
  const [tab, setTab] = useState('profile');
  const key = readCompanyKey(params, variant);
  const query = useListedCompanyDetailQuery(key);
  const detail = query.data;
  const company = detail?.company;
  const path = company ? companyDetailPath(company) : '';
  const collectEntry = company ? { type: CollectTypes.listedCompany, refKey: company.stockCode, title: fullNameOf(company, 'zh-HK'), titleEn: fullNameOf(company, 'en'), path } : null;
  useRecordFootprint(collectEntry);
  const listPath = company?.status === 2 ? '/disData/comp/delisted' : '/disData/comp/listed';

  return (
    <div className="companies-detail">
      <BackLink to={listPath} />
      <DetailState query={query} listPath={listPath} isMissingKey={!key}>
        {detail && company && collectEntry && (
          <>
            <DemoNotice source={company.source} notice="demoProfileNotice" />
            <header className="companies-detail__header">
              <div>
                <Typography.Title level={1} className="companies-detail__title" data-testid="company-title">
                  {company.stockCode} {fullNameOf(company, locale)}
                </Typography.Title>
                <div className="companies-detail__tags">
                  <Tag>{t(`markets.${company.market}`)}</Tag>
                  {company.board && <Tag>{t(`boards.${company.board}`, { defaultValue: company.board })}</Tag>}
                  {company.securitiesType && <Tag color="blue">{t(`securitiesTypes.${company.securitiesType}`, { defaultValue: company.securitiesType })}</Tag>}
                  <TradingStateTag state={company.tradingState} />
                  <DemoTag source={company.source} />
                </div>
                <ListingSourceNote source={company.listingSource} />
              </div>
              <div className="companies-detail__actions">
                <Link to={listingStatusPath(company)}>{t('status.open')}</Link>
                <FocusButton stockCode={company.stockCode} />
                <CollectButton {...collectEntry} />
              </div>
            </header>
            {detail.quota.limit !== null && <Typography.Text type="secondary">{t('detail.quotaUsed', { used: detail.quota.used, limit: detail.quota.limit })}</Typography.Text>}
            <Tabs
              activeKey={tab}
              onChange={setTab}
              destroyOnHidden
              items={[
                { key: 'profile', label: t('tabs.profile'), children: <ProfileTab detail={detail} /> },
                { key: 'financials', label: t('tabs.financials'), children: <FinancialStatementsView financials={detail.financials} /> },
                {
                  key: 'shareholders',
                  label: t('tabs.shareholders'),
                  children: (
                    <ShareholdersTable
                      shareholders={detail.shareholders}
                      footer={
                        detail.shareholdersTotal > detail.shareholders.length ? (
                          <Link to={shareholdersPath(company)}>{t('shareholders.viewAll', { count: detail.shareholdersTotal })}</Link>
                        ) : (
                          <Link to={shareholdersPath(company)}>{t('shareholders.openPage')}</Link>
                        )
                      }
                    />
                  ),
                },
                { key: 'directors', label: t('tabs.directors', { count: detail.directors.length }), children: <DirectorsTable directors={detail.directors} /> },
                { key: 'announcements', label: t('tabs.announcements'), children: <CompanyAnnouncements stockCode={company.stockCode} /> },
              ]}
            />
          </>
        )}
      </DetailState>
    </div>
  );
};
