import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CollectedItem, CollectType } from '@app/contracts';
import { COLLECT_TYPE_VALUES } from '@app/contracts';
import { useLocale } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { deleteCollected } from '../api';
import { USER_CONTENT_NS, PERSON_PAGE_SIZE, displayTitle } from '../constants';
import { collectKeys, useCollectedQuery } from '../queries';

export type CollectedItemsTableProps = {
  /** Only this folder's items; undefined for every folder. */
  favoritesId: string | undefined;
};

/** Collected items with a title filter and a type filter; each opens its page or is removed. */
export const CollectedItemsTable = ({ favoritesId }: CollectedItemsTableProps) => {
  const { t } = useTranslation(USER_CONTENT_NS);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [title, setTitle] = useState('');
  const [type, setType] = useState<CollectType>();
  const items = useCollectedQuery({ page, limit: PERSON_PAGE_SIZE, favoritesId, articleTitle: title || undefined, type });

  const handleRemove = async (item: CollectedItem) => {
    try {
      await deleteCollected(item.id);
      await queryClient.invalidateQueries({ queryKey: collectKeys.all });
      notify.toast('success', t('items.removed'));
    } catch {
      // shown by the display policy
    }
  };

  return (
    <Card size="small" title={t('items.title')}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search allowClear placeholder={t('items.filterTitle')} aria-label={t('items.filterTitle')} onSearch={(value) => (setTitle(value.trim()), setPage(1))} style={{ width: 260 }} />
        <Select<CollectType>
          allowClear
          placeholder={t('items.allTypes')}
          aria-label={t('items.filterType')}
          value={type}
          onChange={(value) => (setType(value), setPage(1))}
          options={COLLECT_TYPE_VALUES.map((value) => ({ value, label: t(`types.${value}`) }))}
          style={{ width: 180 }}
        />
      </Space>
      <Table<CollectedItem>
        rowKey="id"
        size="middle"
        loading={items.isFetching}
        dataSource={items.data?.list ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('items.empty')} /> }}
        pagination={{ current: page, pageSize: PERSON_PAGE_SIZE, total: items.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          {
            title: t('items.columns.title'),
            key: 'title',
            render: (_value, item) => <Link to={item.path}>{displayTitle(locale, item.articleTitle, item.articleTitleEn)}</Link>,
          },
          { title: t('items.columns.type'), dataIndex: 'type', width: 130, render: (value: number) => <Tag>{t(`types.${value}`)}</Tag> },
          ...(favoritesId ? [] : [{ title: t('items.columns.folder'), dataIndex: 'favoritesName', width: 160, ellipsis: true }]),
          { title: t('items.columns.collectedOn'), dataIndex: 'createDate', width: 130, render: (value: string) => formatDate(value, locale) },
          {
            title: t('items.columns.actions'),
            key: 'actions',
            width: 150,
            render: (_value, item) => (
              <Space size="middle">
                <Link to={item.path}>{t('actions.open')}</Link>
                <Popconfirm title={t('items.removeConfirm')} okText={t('actions.remove')} okButtonProps={{ danger: true }} cancelText={t('actions.cancel')} onConfirm={() => handleRemove(item)}>
                  <Button type="link" size="small" danger style={{ padding: 0 }}>
                    {t('actions.remove')}
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
