import { Alert, Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import * as api from '../api';
import { SECRETARY_NS } from '../constants';
import { useCalendarFeedQuery, useSecretaryMutation } from '../queries';

/** The personal iCalendar feed: a secret address shown once, revocable. */
export const CalendarFeedCard = () => {
  const { t } = useTranslation(SECRETARY_NS);
  const locale = useLocale();
  const feed = useCalendarFeedQuery();
  const [shownUrl, setShownUrl] = useState<string | null>(null);
  const create = useSecretaryMutation(api.calendarCreate);
  const revoke = useSecretaryMutation(api.calendarRevoke);
  const isActive = feed.data?.active ?? false;
  return (
    <Card size="small" title={t('feed.title')} data-testid="calendar-feed">
      <Typography.Paragraph type="secondary">{t('feed.intro')}</Typography.Paragraph>
      {shownUrl ? (
        <Alert type="success" showIcon title={t('feed.copyNow')} description={<Typography.Text copyable code data-testid="feed-url">{shownUrl}</Typography.Text>} />
      ) : (
        <Typography.Paragraph>{isActive && feed.data?.createDate ? t('feed.active', { date: formatDateTime(feed.data.createDate, locale) }) : t('feed.none')}</Typography.Paragraph>
      )}
      <Space style={{ marginTop: 8 }}>
        <Button onClick={async () => setShownUrl((await create.mutateAsync(undefined)).url)} loading={create.isPending}>
          {isActive ? t('feed.renew') : t('feed.create')}
        </Button>
        {isActive && (
          <Button danger onClick={async () => { await revoke.mutateAsync(undefined); setShownUrl(null); }} loading={revoke.isPending}>
            {t('feed.revoke')}
          </Button>
        )}
      </Space>
    </Card>
  );
};
