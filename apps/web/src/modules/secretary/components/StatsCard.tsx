import { Card, Col, Row, Statistic, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { SECRETARY_NS } from '../constants';
import { useStatsQuery } from '../queries';

/** Statistics: done on time (by the statutory date), done late, open, overdue; by person and by company. */
export const StatsCard = () => {
  const { t } = useTranslation(SECRETARY_NS);
  const stats = useStatsQuery();
  const data = stats.data;
  const counts = ['onTime', 'late', 'open', 'overdue'] as const;
  const countColumns = counts.map((key) => ({ title: t(`stats.${key}`), dataIndex: key, width: 90 }));
  return (
    <Card size="small" title={t('stats.title')} data-testid="secretary-stats">
      <Row gutter={12}>
        {counts.map((key) => (
          <Col key={key} span={6}>
            <Statistic title={t(`stats.${key}`)} value={data?.[key] ?? 0} />
          </Col>
        ))}
      </Row>
      <Table size="small" style={{ marginTop: 12 }} pagination={false} rowKey={(row) => row.personId ?? '-'} title={() => t('stats.byPerson')} dataSource={data?.byPerson ?? []}
        columns={[{ title: t('filters.person'), render: (_, row) => row.name ?? t('stats.unassigned') }, ...countColumns]} />
      <Table size="small" style={{ marginTop: 12 }} pagination={false} rowKey="companyName" title={() => t('stats.byCompany')} dataSource={data?.byCompany ?? []}
        columns={[{ title: t('filters.company'), dataIndex: 'companyName' }, ...countColumns]} />
    </Card>
  );
};
