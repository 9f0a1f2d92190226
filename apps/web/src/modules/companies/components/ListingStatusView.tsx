import { Descriptions, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { listingStateName } from '@app/contracts';
import { useLocale } from '../../../i18n';
import { formatDay } from '../../../lib/format';
import { COMPANIES_NS } from '../constants';
import { companyDetailPath, companyMarketOf, offeringPath } from '../display';
import { useListingStatusQuery } from '../queries';
import { DemoTag, ListingSourceNote, ListingStateTag, TradingStateTag } from './CompanyTags';
import { DemoNotice } from './DemoNotice';
import { BackLink, DetailState } from './DetailState';
import { usePriceText } from './OfferingListView';
import '../companies.css';

/** Reads ?id (an applicant's offering) or ?market&stockCode (a listed company). */
const readStatusKey = (params: URLSearchParams) => {
  const id = params.get('id')?.trim() ?? '';
  if (/^[0-9a-f-]{36}$/i.test(id)) return { id };
  const stockCode = params.get('stockCode')?.trim() ?? '';
  return /^\d{1,6}$/.test(stockCode) ? { market: companyMarketOf(params.get('market')?.trim()), stockCode } : undefined;
};

/**
 * The listing-state history (spec §2 /disData/comp/statusDetail, §4 states):
 * A1 application, hearing (PHIP), prospectus, listing, delisting, or the
 * state an application ended in; with the trading state while listed.
 */
export const ListingStatusView = () => {
  const { t } = useTranslation(COMPANIES_NS);
  const locale = useLocale();
  const [params] = useSearchParams();
  const key = readStatusKey(params);
  const query = useListingStatusQuery(key);
  const priceText = usePriceText();
  const status = query.data;
  const name = status ? ((locale === 'en' ? status.nameEn || status.nameCn : status.nameCn || status.nameEn) ?? '') : '';
  const listPath = key && 'id' in key ? '/disData/prospectus/status' : '/disData/comp/listed';

  return (
    <div className="companies-detail">
      <BackLink to={listPath} />
      <DetailState query={query} listPath={listPath} isMissingKey={!key}>
        {status && (
          <>
            <DemoNotice source={status.source} notice={status.listingSource ? 'demoProfileNotice' : 'demoNotice'} />
            <header className="companies-detail__header">
              <div>
                <Typography.Title level={1} className="companies-detail__title">
                  {[status.stockCode, name].filter(Boolean).join(' ')}
                </Typography.Title>
                <div className="companies-detail__tags">
                  <ListingStateTag state={status.listingState} />
                  <TradingStateTag state={status.listingState === 4 ? status.tradingState : null} />
                  {status.board && <span>{t(`boards.${status.board}`, { defaultValue: status.board })}</span>}
                  <DemoTag source={status.source} />
                </div>
                <ListingSourceNote source={status.listingSource} />
              </div>
              <div className="companies-detail__actions">
                {status.stockCode && (status.listingState === 4 || status.listingState === 9) && (
                  <Link to={companyDetailPath({ market: status.market, stockCode: status.stockCode })}>{t('status.companyPage')}</Link>
                )}
                {status.offering && <Link to={offeringPath(status.offering.id)}>{t('profile.offeringDetail')}</Link>}
              </div>
            </header>
            <Steps
              className="companies-timeline"
              direction="vertical"
              size="small"
              current={status.history.length - 1}
              items={status.history.map((step) => ({
                title: t(`listingStates.${listingStateName(step.state)}`),
                description: step.date ? formatDay(step.date, locale) : t('status.noDate'),
              }))}
              data-testid="listing-history"
            />
            {status.history.length === 0 && <Typography.Text type="secondary">{t('status.noHistory')}</Typography.Text>}
            {status.offering && (
              <Descriptions
                bordered
                size="small"
                column={{ xs: 1, md: 2 }}
                items={[
                  { key: 'type', label: t('offering.type'), children: t(`offeringTypes.${status.offering.offeringType}`, { defaultValue: status.offering.offeringType }) },
                  { key: 'price', label: t('columns.offerPrice'), children: priceText(status.offering) || '–' },
                  { key: 'sponsors', label: t('columns.sponsors'), children: status.offering.sponsors.join('; ') || '–' },
                ]}
              />
            )}
          </>
        )}
      </DetailState>
    </div>
  );
};
