import { PlusOutlined } from '@ant-design/icons';
import { Badge, Button, Calendar, Card, Col, Row, Space, Statistic, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../i18n';
import { SECRETARY_NS } from '../constants';
import { useHomeQuery } from '../queries';
import { CalendarFeedCard } from './CalendarFeedCard';
import { taskLabel } from './parts';
import { StartMatterDialog } from './StartMatterDialog';
import { StatsCard } from './StatsCard';

const COUNT_LINKS = [
  ['overdue', '/disAi/item/ovList'],
  ['today', '/disAi/item/time0'],
  ['within5', '/disAi/item/time5'],
  ['within30', '/disAi/item/time30'],
  ['inProgress', '/disAi/item/bhList'],
  ['archived', '/disAi/item/bdList'],
] as const;

/** /disAi/index: what is overdue, due today, within 5 and 30 days; a month calendar; matters by company; statistics; the calendar feed. */
export const SecretaryHome = () => {
  const { t } = useTranslation(SECRETARY_NS);
  const locale = useLocale();
  const [month, setMonth] = useState<string | undefined>(undefined);
  const [isStarting, setStarting] = useState(false);
  const home = useHomeQuery(month);
  const data = home.data;
  const byDate = new Map<string, NonNullable<typeof data>['calendar']>();
  for (const entry of data?.calendar ?? []) byDate.set(entry.date, [...(byDate.get(entry.date) ?? []), entry]);

  const cellRender = (value: Dayjs) => {
    const entries = byDate.get(value.format('YYYY-MM-DD')) ?? [];
    return (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {entries.slice(0, 3).map((entry) => (
          <li key={`${entry.taskId}-${entry.isStatutory}`}>
            <Link to={`/disAi/item/fileEdit?id=${entry.matterId}`}>
              <Badge status={entry.state === 'done' ? 'success' : entry.state === 'overdue' ? 'error' : entry.isStatutory ? 'warning' : 'processing'} text={<span style={{ fontSize: 11 }}>{taskLabel({ names: entry.name, period: null }, locale)}</span>} />
            </Link>
          </li>
        ))}
        {entries.length > 3 && <li style={{ fontSize: 11 }}>+{entries.length - 3}</li>}
      </ul>
    );
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="secretary-home">
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <div>
          <Typography.Title level={3} style={{ marginBottom: 4 }}>
            {t('home.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('home.intro')}</Typography.Text>
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setStarting(true)} data-testid="start-matter">
          {t('home.start')}
        </Button>
      </Space>
      {data && <Typography.Text type="secondary">{t('home.todayIs', { date: data.today })}</Typography.Text>}
      <Row gutter={[12, 12]}>
        {COUNT_LINKS.map(([key, path]) => (
          <Col key={key} xs={12} md={8} lg={4}>
            <Link to={path}>
              <Card size="small" hoverable>
                <Statistic title={t(`home.${key}`)} value={data?.counts[key] ?? 0} styles={key === 'overdue' && (data?.counts.overdue ?? 0) > 0 ? { content: { color: '#cf1322' } } : undefined} />
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
      <Card size="small" title={t('home.calendar')} extra={<Space size={4}><Tag color="processing">{t('home.calendarInternal')}</Tag><Tag color="warning">{t('home.calendarStatutory')}</Tag></Space>}>
        <Calendar cellRender={(value, info) => (info.type === 'date' ? cellRender(value) : info.originNode)} onPanelChange={(value) => setMonth(value.format('YYYY-MM'))} value={month ? dayjs(`${month}-01`) : undefined} />
      </Card>
      <Card size="small" title={t('home.byCompany')}>
        <Table
          size="small"
          rowKey="company"
          pagination={false}
          dataSource={data?.byCompany ?? []}
          locale={{ emptyText: t('lists.emptyMatters') }}
          columns={[
            { title: t('home.company'), render: (_, row) => <Link to={`/disAi/item/bhList?company=${encodeURIComponent(row.company)}`}>{`${row.company === row.companyName ? '' : `${row.company} `}${row.companyName}`}</Link> },
            { title: t('home.matters'), dataIndex: 'matters', width: 100 },
            { title: t('home.openTasks'), dataIndex: 'openTasks', width: 120 },
            { title: t('home.overdue'), dataIndex: 'overdue', width: 100 },
          ]}
        />
      </Card>
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={14}>
          <StatsCard />
        </Col>
        <Col xs={24} lg={10}>
          <CalendarFeedCard />
        </Col>
      </Row>
      <StartMatterDialog open={isStarting} onClose={() => setStarting(false)} />
    </Space>
  );
};
