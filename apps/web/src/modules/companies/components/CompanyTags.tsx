import { CrownOutlined } from '@ant-design/icons';
import { listingStateName, type ListingSource } from '@app/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n';
import { formatDay } from '../../../lib/format';
import { COMPANIES_NS } from '../constants';
import { PlainTag, PlainText } from '../../../ui';

/** Generated demonstration rows are labelled wherever they appear. */
export const DemoTag = ({ source }: { source: string | null | undefined }) => {
  const { t } = useTranslation(COMPANIES_NS);
  if (source !== 'demo') return null;
  return (
    <PlainTag color="orange" className="companies-demo-tag" data-testid="demo-tag">
      {t('demoData')}
    </PlainTag>
  );
};

/** "HKEX list of listed companies, snapshot of 31 May 2023": the list listing facts come from, with its day. */
export const useListingSourceText = () => {
  const { t } = useTranslation(COMPANIES_NS);
  const locale = useLocale();
  return (source: ListingSource) =>
    source.asOf ? t(`listingSource.${source.list}`, { date: formatDay(source.asOf, locale) }) : t(source.list === 'hkex-stock-list' ? 'listingSource.hkex-stock-list-undated' : `listingSource.${source.list}`, { date: '–' });
};

/** Where a company's listing status, board and names come from (issue 18: a real fact always names its source). */
export const ListingSourceNote = ({ source }: { source: ListingSource | null | undefined }) => {
  const { t } = useTranslation(COMPANIES_NS);
  const sourceText = useListingSourceText();
  if (!source) return null;
  return (
    <PlainText type="secondary" className="companies-listing-source" data-testid="listing-source">
      {t('listingSource.label', { source: sourceText(source) })}
    </PlainText>
  );
};

const STATE_COLORS: Record<string, string> = {
  applying: 'blue',
  postHearing: 'geekblue',
  offered: 'purple',
  listed: 'green',
  returned: 'volcano',
  lapsed: 'default',
  processing: 'cyan',
  cancelled: 'red',
  delisted: 'default',
};

/** A listing state (spec §4) as a coloured tag. */
export const ListingStateTag = ({ state }: { state: number }) => {
  const { t } = useTranslation(COMPANIES_NS);
  const name = listingStateName(state);
  if (!name) return null;
  return <PlainTag color={STATE_COLORS[name]}>{t(`listingStates.${name}`)}</PlainTag>;
};

const TRADING_COLORS: Record<string, string> = { normal: 'green', suspended: 'red', halted: 'orange', delisted: 'default' };

/** Trading state: normal, suspended, short suspension (halted) or delisted. */
export const TradingStateTag = ({ state }: { state: string | null }) => {
  const { t } = useTranslation(COMPANIES_NS);
  if (!state) return null;
  return <PlainTag color={TRADING_COLORS[state] ?? 'default'}>{t(`tradingStates.${state}`, { defaultValue: state })}</PlainTag>;
};

/** A filter label with the VIP badge (spec §6: industry, securities type and place of incorporation are VIP-only). */
export const VipLabel = ({ children }: { children: ReactNode }) => {
  // common, not companies: the label is on the first page, which does not load the companies strings (issue 19)
  const { t } = useTranslation('common');
  return (
    <span className="companies-vip-label">
      {children}
      <PlainTag color="gold" icon={<CrownOutlined />} className="companies-vip-label__badge">
        {t('vip.badge')}
      </PlainTag>
    </span>
  );
};
