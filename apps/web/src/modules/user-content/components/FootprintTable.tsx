import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Footprint } from '@app/contracts';
import { UserContentLimits } from '@app/contracts';
import { useLocale } from '../../../i18n';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { deleteFootprint } from '../api';
import { USER_CONTENT_NS, PERSON_PAGE_SIZE, displayTitle } from '../constants';
import { collectKeys, useFootprintsQuery } from '../queries';

/** /manage/person/history: the detail pages the user opened, newest visit first; open or delete each. */
export const FootprintTable = () => {
  const { t } = useTranslation(USER_CONTENT_NS);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const footprints = useFootprintsQuery({ page, limit: PERSON_PAGE_SIZE, sortRule: 'visitDate', sortType: 'desc' });

  const handleDelete = async (footprint: Footprint) => {
    try {
      await deleteFootprint(footprint.id);
      await queryClient.invalidateQueries({ queryKey: collectKeys.footprints() });
      notify.toast('success', t('history.deleted'));
    } catch {
      // shown by the display policy
    }
  };

  return (
    <Card size="small" title={t('history.title')}>
      <Typography.Paragraph type="secondary">{t('history.intro', { kept: UserContentLimits.footprintsKept })}</Typography.Paragraph>
      <Table<Footprint>
        rowKey="id"
        size="middle"
        loading={footprints.isFetching}
        dataSource={footprints.data?.list ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('history.empty')} /> }}
        pagination={{ current: page, pageSize: PERSON_PAGE_SIZE, total: footprints.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: t('history.columns.title'), key: 'title', render: (_value, row) => <Link to={row.path}>{displayTitle(locale, row.title, row.titleEn)}</Link> },
          { title: t('history.columns.type'), dataIndex: 'type', width: 130, render: (value: number) => <Tag>{t(`types.${value}`)}</Tag> },
          { title: t('history.columns.visitedAt'), dataIndex: 'visitDate', width: 190, render: (value: string) => formatDateTime(value, locale) },
          { title: t('history.columns.visits'), dataIndex: 'visitCount', width: 90, render: (value: number) => formatNumber(value, locale) },
          {
            title: t('history.columns.actions'),
            key: 'actions',
            width: 140,
            render: (_value, row) => (
              <Space size="middle">
                <Link to={row.path}>{t('actions.open')}</Link>
                <Popconfirm title={t('history.deleteConfirm')} okText={t('actions.delete')} okButtonProps={{ danger: true }} cancelText={t('actions.cancel')} onConfirm={() => handleDelete(row)}>
                  <Button type="link" size="small" danger style={{ padding: 0 }}>
                    {t('actions.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
};
