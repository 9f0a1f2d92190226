import { CollectTypes } from '@app/contracts';
import { Descriptions, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLocale } from '../../../i18n';
import { formatDay, formatDecimal, formatNumber } from '../../../lib/format';
import { CollectButton, useRecordFootprint } from '../../user-content';
import { COMPANIES_NS } from '../constants';
import { companyDetailPath, listingStatusPath, offeringPath, toNumberOrNull } from '../display';
import { useOfferingDetailQuery } from '../queries';
import { ReviewStatusTag } from './ReviewStatusTag';
import { Section } from './CompanyPanels';
import { DemoTag, ListingStateTag } from './CompanyTags';
import { DemoNotice } from './DemoNotice';
import { BackLink, DetailState } from './DetailState';
import { usePriceText } from './OfferingListView';
import '../companies.css';

const LIST_PATH = '/disData/issue/list';

/** One new issue (spec §2 /disData/issue/detail?id, §3 Offering): terms, dates and parties; counted against the company quota. */
export const OfferingDetailView = () => {
  const { t } = useTranslation(COMPANIES_NS);
  const locale = useLocale();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const isValidId = /^[0-9a-f-]{36}$/i.test(id);
  const query = useOfferingDetailQuery(isValidId ? id : undefined);
  const priceText = usePriceText();
  const offering = query.data;
  const entry = offering ? { type: CollectTypes.offering, refKey: offering.id, title: offering.nameZh || offering.nameEn || offering.id, titleEn: offering.nameEn, path: offeringPath(offering.id) } : null;
  useRecordFootprint(entry);
  const day = (value: string | null) => (value ? formatDay(value, locale) : '–');
  const number = (value: number | null) => (value === null ? '–' : formatNumber(value, locale));
  const multiple = (value: string | null) => (toNumberOrNull(value) === null ? '–' : `${formatDecimal(Number(value).toFixed(2), locale)} ×`);

  return (
    <div className="companies-detail">
      <BackLink to={LIST_PATH} />
      <DetailState query={query} listPath={LIST_PATH} isMissingKey={!isValidId}>
        {offering && entry && (
          <>
            <DemoNotice source={offering.source} />
            <header className="companies-detail__header">
              <div>
                <Typography.Title level={1} className="companies-detail__title">
                  {[offering.stockCode, (locale === 'en' ? offering.nameEn || offering.nameZh : offering.nameZh || offering.nameEn) ?? ''].filter(Boolean).join(' ')}
                </Typography.Title>
                <div className="companies-detail__tags">
                  <ListingStateTag state={offering.listingState} />
                  <DemoTag source={offering.source} />
                  <ReviewStatusTag status={offering.reviewStatus} />
                  {offering.source === 'user' && <Typography.Text type="secondary">{t(offering.isOwnRecord ? 'offering.ownRecord' : 'offering.userRecord')}</Typography.Text>}
                </div>
              </div>
              <div className="companies-detail__actions">
                <Link to={listingStatusPath({ id: offering.id })}>{t('status.open')}</Link>
                {offering.stockCode && offering.listingState === 4 && <Link to={companyDetailPath({ market: offering.market, stockCode: offering.stockCode })}>{t('status.companyPage')}</Link>}
                <CollectButton {...entry} />
              </div>
            </header>
            {offering.quota.limit !== null && <Typography.Text type="secondary">{t('detail.quotaUsed', { used: offering.quota.used, limit: offering.quota.limit })}</Typography.Text>}
            <Descriptions
              bordered
              size="small"
              column={{ xs: 1, md: 2 }}
              items={[
                { key: 'nameEn', label: t('profile.nameEn'), children: offering.nameEn ?? '–' },
                { key: 'nameZh', label: t('profile.nameCn'), children: offering.nameZh ?? '–' },
                { key: 'board', label: t('profile.board'), children: t(`boards.${offering.board}`, { defaultValue: offering.board }) },
                { key: 'type', label: t('offering.type'), children: t(`offeringTypes.${offering.offeringType}`, { defaultValue: offering.offeringType }) },
                { key: 'applicationDate', label: t('columns.applicationDate'), children: day(offering.applicationDate) },
                { key: 'hearingDate', label: t('columns.hearingDate'), children: day(offering.hearingDate) },
                { key: 'prospectusDate', label: t('columns.prospectusDate'), children: day(offering.prospectusDate) },
                { key: 'listingDate', label: t('columns.listingDate'), children: day(offering.listingDate) },
                { key: 'price', label: t('columns.offerPrice'), children: priceText(offering) || '–' },
                { key: 'range', label: t('offering.priceRange'), children: priceText({ ...offering, offerPrice: null }) || '–' },
                { key: 'sharesOffered', label: t('offering.sharesOffered'), children: number(offering.sharesOffered) },
                { key: 'proceeds', label: t('columns.proceeds'), children: offering.proceeds ? `${offering.currency} ${formatDecimal(offering.proceeds, locale)}` : '–' },
                { key: 'greenshoe', label: t('offering.greenshoe'), children: number(offering.greenshoeShares) },
                { key: 'publicMultiple', label: t('offering.publicMultiple'), children: multiple(offering.publicSubscriptionMultiple) },
                { key: 'placingMultiple', label: t('offering.placingMultiple'), children: multiple(offering.placingSubscriptionMultiple) },
              ]}
            />
            <Section title={t('offering.parties')}>
              <List
                size="small"
                dataSource={[...offering.sponsors.map((name) => ({ role: t('offering.sponsor'), name })), ...offering.advisers.map((adviser) => ({ role: t(`adviserRoles.${adviser.role}`), name: adviser.name }))]}
                locale={{ emptyText: t('offering.noParties') }}
                renderItem={(party) => (
                  <List.Item>
                    <Typography.Text type="secondary">{party.role}</Typography.Text> {party.name}
                  </List.Item>
                )}
              />
            </Section>
          </>
        )}
      </DetailState>
    </div>
  );
};
