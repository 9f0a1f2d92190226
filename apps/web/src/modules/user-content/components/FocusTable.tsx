import { LockOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Input, Popconfirm, Segmented, Space, Table, Tag, Tooltip } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FocusCompany } from '@app/contracts';
import { FocusMarketTypes } from '@app/contracts';
import { useLocale } from '../../../i18n';
import { formatDate, formatNumber } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { StockPicker } from '../../organisation';
import { addFocus, deleteFocus, type FocusListQuery } from '../api';
import { USER_CONTENT_NS, PERSON_PAGE_SIZE, companyName } from '../constants';
import { useFocusListQuery } from '../queries';
import { refreshAfterFocusChange } from './focus-actions';

type MarketFilter = 'all' | 'hongKong' | 'aShares';
type SortRule = NonNullable<FocusListQuery['sortRule']>;

const SORTABLE: Record<string, SortRule> = { stockCode: 'stockCode', createDate: 'createDate', noticeNum: 'noticeNum' };

/**
 * /manage/person/focus: the followed companies with their announcements of
 * the last 30 days; search, follow another company, unfollow. The own and the
 * default client company are locked (spec §5).
 */
export const FocusTable = () => {
  const { t } = useTranslation(USER_CONTENT_NS);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [market, setMarket] = useState<MarketFilter>('all');
  const [sort, setSort] = useState<{ sortRule?: SortRule; sortType?: 'asc' | 'desc' }>({});
  const [picked, setPicked] = useState<string>();
  const [busy, setBusy] = useState(false);
  const list = useFocusListQuery({
    page,
    limit: PERSON_PAGE_SIZE,
    q_stockCode: search || undefined,
    type: market === 'all' ? undefined : FocusMarketTypes[market],
    ...sort,
  });

  const change = async (work: () => Promise<unknown>, successKey: string, stockCode: string) => {
    setBusy(true);
    try {
      await work();
      await refreshAfterFocusChange(queryClient);
      notify.toast('success', t(successKey, { stockCode }));
      return true;
    } catch {
      // the display policy showed the server's message
      return false;
    } finally {
      setBusy(false);
    }
  };

  const handleFollow = async () => {
    if (!picked) return;
    if (await change(() => addFocus(picked), 'focus.followed', picked)) setPicked(undefined);
  };

  const handleTableChange = (sorter: SorterResult<FocusCompany> | SorterResult<FocusCompany>[]) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const rule = single?.order ? SORTABLE[String(single.columnKey)] : undefined;
    setSort(rule ? { sortRule: rule, sortType: single.order === 'ascend' ? 'asc' : 'desc' } : {});
    setPage(1);
  };

  const sortOrderOf = (key: SortRule) => (sort.sortRule === key ? (sort.sortType === 'asc' ? 'ascend' : 'descend') : null);

  return (
    <Card size="small" title={t('focus.title')}>
      <Space wrap style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <Input.Search allowClear placeholder={t('focus.search')} aria-label={t('focus.search')} onSearch={(value) => (setSearch(value.trim()), setPage(1))} style={{ width: 240 }} />
          <Segmented<MarketFilter>
            value={market}
            onChange={(value) => (setMarket(value), setPage(1))}
            options={(['all', 'hongKong', 'aShares'] as const).map((value) => ({ value, label: t(`focus.markets.${value}`) }))}
          />
        </Space>
        <Space>
          <div style={{ width: 260 }}>
            <StockPicker value={picked} onChange={setPicked} />
          </div>
          <Button type="primary" disabled={!picked} loading={busy} onClick={() => void handleFollow()} data-testid="focus-add">
            {t('focus.follow')}
          </Button>
        </Space>
      </Space>
      <Table<FocusCompany>
        rowKey={(row) => `${row.market}:${row.stockCode}`}
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('focus.empty')} /> }}
        pagination={{ current: page, pageSize: PERSON_PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        onChange={(_pagination, _filters, sorter, extra) => extra.action === 'sort' && handleTableChange(sorter)}
        columns={[
          {
            title: t('focus.columns.stockCode'),
            key: 'stockCode',
            dataIndex: 'stockCode',
            width: 120,
            sorter: true,
            sortOrder: sortOrderOf('stockCode'),
            render: (code: string, row) => <Link to={`/disData/comp/detail?stockCode=${encodeURIComponent(code)}&market=${row.market}`}>{code}</Link>,
          },
          {
            title: t('focus.columns.name'),
            key: 'name',
            render: (_value, row) => (
              <Space wrap size={4}>
                <Link to={`/disData/comp/detail?stockCode=${encodeURIComponent(row.stockCode)}&market=${row.market}`}>{companyName(locale, row)}</Link>
                {row.lockReason && <Tag icon={<LockOutlined />}>{t(`focus.lockTags.${row.lockReason}`)}</Tag>}
              </Space>
            ),
          },
          { title: t('focus.columns.market'), dataIndex: 'market', width: 90, render: (value: string) => t(`focus.marketNames.${value}`) },
          {
            title: t('focus.columns.followedOn'),
            key: 'createDate',
            dataIndex: 'createDate',
            width: 140,
            sorter: true,
            sortOrder: sortOrderOf('createDate'),
            render: (value: string | null) => (value ? formatDate(value, locale) : t('focus.implicit')),
          },
          {
            title: t('focus.columns.notices'),
            key: 'noticeNum',
            dataIndex: 'noticeNum',
            width: 150,
            sorter: true,
            sortOrder: sortOrderOf('noticeNum'),
            render: (value: number, row) => <Link to={`/disData/notice/focus?stock=${encodeURIComponent(row.stockCode)}`}>{formatNumber(value, locale)}</Link>,
          },
          {
            title: t('focus.columns.actions'),
            key: 'actions',
            width: 190,
            render: (_value, row) => (
              <Space size="middle">
                <Link to={`/disData/notice/focus?stock=${encodeURIComponent(row.stockCode)}`}>{t('focus.announcements')}</Link>
                {row.locked ? (
                  <Tooltip title={t(row.lockReason === 'ownCompany' ? 'focus.lockedOwn' : 'focus.lockedService')}>
                    <Button type="link" size="small" disabled style={{ padding: 0 }}>
                      {t('focus.unfollow')}
                    </Button>
                  </Tooltip>
                ) : (
                  <Popconfirm
                    title={t('focus.unfollowConfirm', { stockCode: row.stockCode })}
                    okText={t('focus.unfollow')}
                    cancelText={t('actions.cancel')}
                    onConfirm={() => change(() => deleteFocus({ id: row.id, stockCode: row.stockCode }), 'focus.unfollowed', row.stockCode)}
                  >
                    <Button type="link" size="small" danger style={{ padding: 0 }}>
                      {t('focus.unfollow')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
};
