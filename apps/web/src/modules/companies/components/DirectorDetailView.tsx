import { CollectTypes, type Director } from '@app/contracts';
import { Descriptions, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { translatePosition } from '@app/domain';
import { useLocale } from '../../../i18n';
import { formatDay } from '../../../lib/format';
import { FollowPersonButton } from '../../messages';
import { CollectButton, useRecordFootprint } from '../../user-content';
import { COMPANIES_NS } from '../constants';
import { companyDetailPath, companyNameOf, directorPath, personNameOf } from '../display';
import { useDirectorDetailQuery } from '../queries';
import { Section } from './CompanyPanels';
import { DemoTag } from './CompanyTags';
import { DemoNotice } from './DemoNotice';
import { BackLink, DetailState } from './DetailState';
import { DirectorCategoryTag } from './DirectorListView';
import '../companies.css';

/** One director (spec §2 /disData/director/detail?id, §3 Director) with the other directorships of the same name; counted against the company quota. */
export const DirectorDetailView = () => {
  const { t } = useTranslation(COMPANIES_NS);
  const locale = useLocale();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const isValidId = /^[0-9a-f-]{36}$/i.test(id);
  const query = useDirectorDetailQuery(isValidId ? id : undefined);
  const director = query.data?.director;
  const entry = director ? { type: CollectTypes.director, refKey: director.id, title: director.nameZh || director.nameEn || director.id, titleEn: director.nameEn, path: directorPath(director.id) } : null;
  useRecordFootprint(entry);
  const listPath = director?.resignedOn ? '/disData/director/cancel' : '/disData/director/list';
  const day = (value: string | null) => (value ? formatDay(value, locale) : '–');
  const company = (row: Director) => (
    <Link to={companyDetailPath(row)}>
      {row.stockCode} {companyNameOf({ shortNameEn: row.companyShortNameEn, shortNameCn: row.companyShortNameCn }, locale)}
    </Link>
  );
  const columns: TableColumnsType<Director> = [
    { key: 'company', title: t('columns.company'), render: (_, row) => company(row) },
    { key: 'category', title: t('columns.category'), width: 190, render: (_, row) => <DirectorCategoryTag category={row.category} /> },
    { key: 'position', title: t('columns.position'), render: (_, row) => <Link to={directorPath(row.id)}>{row.position ? translatePosition(row.position, locale) : t('directors.open')}</Link> },
    { key: 'appointedOn', title: t('columns.appointedOn'), width: 130, render: (_, row) => day(row.appointedOn) },
    { key: 'resignedOn', title: t('columns.resignedOn'), width: 130, render: (_, row) => (row.resignedOn ? day(row.resignedOn) : t('directors.serving')) },
  ];

  return (
    <div className="companies-detail">
      <BackLink to={listPath} />
      <DetailState query={query} listPath={listPath} isMissingKey={!isValidId}>
        {query.data && director && entry && (
          <>
            <DemoNotice source={director.source} />
            <header className="companies-detail__header">
              <div>
                <Typography.Title level={1} className="companies-detail__title">
                  {personNameOf(director, locale)}
                </Typography.Title>
                <div className="companies-detail__tags">
                  <DirectorCategoryTag category={director.category} />
                  <DemoTag source={director.source} />
                </div>
              </div>
              <div className="companies-detail__actions">
                <FollowPersonButton directorId={director.id} nameEn={director.nameEn} nameZh={director.nameZh} />
                <CollectButton {...entry} />
              </div>
            </header>
            {query.data.quota.limit !== null && <Typography.Text type="secondary">{t('detail.quotaUsed', { used: query.data.quota.used, limit: query.data.quota.limit })}</Typography.Text>}
            <Descriptions
              bordered
              size="small"
              column={{ xs: 1, md: 2 }}
              items={[
                { key: 'nameEn', label: t('directors.nameEn'), children: director.nameEn ?? '–' },
                { key: 'nameZh', label: t('directors.nameZh'), children: director.nameZh ?? '–' },
                { key: 'company', label: t('columns.company'), children: company(director) },
                { key: 'position', label: t('columns.position'), children: director.position ? translatePosition(director.position, locale) : '–' },
                { key: 'category', label: t('columns.category'), children: <DirectorCategoryTag category={director.category} /> },
                { key: 'appointedOn', label: t('columns.appointedOn'), children: day(director.appointedOn) },
                { key: 'resignedOn', label: t('columns.resignedOn'), children: director.resignedOn ? day(director.resignedOn) : t('directors.serving') },
                { key: 'gender', label: t('directors.gender'), children: director.gender ? t(`directors.genders.${director.gender}`) : '–' },
                { key: 'birthYear', label: t('directors.birthYear'), children: director.birthYear ?? '–' },
                { key: 'age', label: t('directors.age'), children: director.age ?? '–' },
                { key: 'education', label: t('directors.education'), children: director.education ?? '–', span: 2 },
              ]}
            />
            <Section title={t('directors.otherDirectorships', { count: query.data.otherDirectorships.length })}>
              <Typography.Paragraph type="secondary">{t('directors.sameNameNote')}</Typography.Paragraph>
              <Table<Director>
                rowKey="id"
                size="small"
                pagination={false}
                columns={columns}
                dataSource={query.data.otherDirectorships}
                scroll={{ x: 800 }}
                locale={{ emptyText: t('directors.noOtherDirectorships') }}
              />
            </Section>
          </>
        )}
      </DetailState>
    </div>
  );
};
