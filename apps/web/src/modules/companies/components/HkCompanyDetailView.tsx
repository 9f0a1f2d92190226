import { CollectTypes } from '@app/contracts';
import { Descriptions, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { translateCompanyType, translateWindingUpMode } from '@app/domain';
import { useLocale } from '../../../i18n';
import { formatDay } from '../../../lib/format';
import { CollectButton, useRecordFootprint } from '../../user-content';
import { COMPANIES_NS } from '../constants';
import { hkCompanyPath } from '../display';
import { useHkCompanyDetailQuery } from '../queries';
import { DemoTag } from './CompanyTags';
import { DemoNotice } from './DemoNotice';
import { BackLink, DetailState } from './DetailState';
import { HkStatusTag } from './HkCompanyListView';
import { Section } from './CompanyPanels';
import '../companies.css';

const LIST_PATH = '/disData/comp/hkCom';

/** A Hong Kong registry company (spec §2 /disData/comp/detailHK?companyNo, §3 registry record); counted against the company quota. */
export const HkCompanyDetailView = () => {
  const { t } = useTranslation(COMPANIES_NS);
  const locale = useLocale();
  const [params] = useSearchParams();
  const companyNo = params.get('companyNo')?.trim().toUpperCase() ?? '';
  const isValidNumber = /^[A-Z0-9]{1,20}$/.test(companyNo);
  const query = useHkCompanyDetailQuery(isValidNumber ? companyNo : undefined);
  const company = query.data;
  const entry = company ? { type: CollectTypes.hkCompany, refKey: company.companyNo, title: company.nameZh || company.nameEn || company.companyNo, titleEn: company.nameEn, path: hkCompanyPath(company.companyNo) } : null;
  useRecordFootprint(entry);
  const day = (value: string | null) => (value ? formatDay(value, locale) : '–');

  return (
    <div className="companies-detail">
      <BackLink to={LIST_PATH} />
      <DetailState query={query} listPath={LIST_PATH} isMissingKey={!isValidNumber}>
        {company && entry && (
          <>
            <DemoNotice source={company.source} />
            <header className="companies-detail__header">
              <div>
                <Typography.Title level={1} className="companies-detail__title">
                  {(locale === 'en' ? company.nameEn || company.nameZh : company.nameZh || company.nameEn) ?? company.companyNo}
                </Typography.Title>
                <div className="companies-detail__tags">
                  <HkStatusTag status={company.status} />
                  <DemoTag source={company.source} />
                </div>
              </div>
              <div className="companies-detail__actions">
                <CollectButton {...entry} titleEn={entry.titleEn ?? undefined} />
              </div>
            </header>
            {company.quota.limit !== null && <Typography.Text type="secondary">{t('detail.quotaUsed', { used: company.quota.used, limit: company.quota.limit })}</Typography.Text>}
            <Descriptions
              bordered
              size="small"
              column={{ xs: 1, md: 2 }}
              items={[
                { key: 'companyNo', label: t('hk.companyNo'), children: company.companyNo },
                { key: 'nameEn', label: t('profile.nameEn'), children: company.nameEn ?? '–' },
                { key: 'nameZh', label: t('profile.nameCn'), children: company.nameZh ?? '–' },
                { key: 'companyType', label: t('hk.companyType'), children: company.companyType ? translateCompanyType(company.companyType, locale) : '–' },
                { key: 'registerKind', label: t('hk.registerKind'), children: t(`hk.registerKinds.${company.registerKind}`, { defaultValue: company.registerKind }) },
                { key: 'placeOfIncorporation', label: t('profile.placeOfIncorporation'), children: company.placeOfIncorporation ? t(`places.${company.placeOfIncorporation}`, { defaultValue: company.placeOfIncorporation }) : '–' },
                { key: 'incorporationDate', label: t('hk.incorporationDate'), children: day(company.incorporationDate) },
                { key: 'status', label: t('hk.status'), children: <HkStatusTag status={company.status} /> },
                { key: 'windingUpMode', label: t('hk.windingUpMode'), children: company.windingUpMode ? translateWindingUpMode(company.windingUpMode, locale) : '–' },
                { key: 'dissolutionDate', label: t('hk.dissolutionDate'), children: day(company.dissolutionDate) },
              ]}
            />
            <Section title={t('hk.nameHistory')}>
              <Table
                rowKey={(row) => `${row.date}:${row.nameEn ?? row.nameZh}`}
                size="small"
                pagination={false}
                dataSource={company.nameHistory}
                locale={{ emptyText: t('hk.noNameHistory') }}
                columns={[
                  { key: 'date', title: t('hk.nameChangedOn'), width: 160, render: (_, row) => day(row.date) },
                  { key: 'nameEn', title: t('profile.nameEn'), render: (_, row) => row.nameEn ?? '–' },
                  { key: 'nameZh', title: t('profile.nameCn'), render: (_, row) => row.nameZh ?? '–' },
                ]}
              />
            </Section>
          </>
        )}
      </DetailState>
    </div>
  );
};
