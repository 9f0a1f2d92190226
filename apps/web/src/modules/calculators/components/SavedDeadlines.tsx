import { BellOutlined, CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import type { SavedDeadlineKind } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, List, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { useSession } from '../../auth';
import { addSavedDeadline, deleteSavedDeadline, listSavedDeadlines } from '../api';
import { useCalculatorText } from '../notes';

export const savedDeadlineKeys = { list: () => ['calculators', 'savedDeadlines'] as const };

export type RemindMeButtonProps = { kind: SavedDeadlineKind; date: string; title: string };

/**
 * "Remind me" beside a computed deadline (issue 17): saves it for the signed-in user, who then gets a
 * `calendar` message 3 days before and on the day. Visitors see it disabled with a sign-in hint.
 */
export const RemindMeButton = ({ kind, date, title }: RemindMeButtonProps) => {
  const { t } = useCalculatorText();
  const session = useSession();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [savedFor, setSavedFor] = useState<string | null>(null);
  const saved = savedFor === `${kind}:${date}:${title}`;

  if (session.isVisitor) {
    return (
      <Tooltip title={t('saved.signInHint')}>
        {/* a disabled button swallows hover events: the span carries the tooltip */}
        <span data-testid="remind-me-hint">
          <Button icon={<BellOutlined />} disabled data-testid="remind-me">
            {t('saved.remindMe')}
          </Button>
        </span>
      </Tooltip>
    );
  }

  const save = async () => {
    setBusy(true);
    try {
      await addSavedDeadline({ title, deadlineDate: date, calculatorKind: kind });
      setSavedFor(`${kind}:${date}:${title}`);
      notify.toast('success', t('saved.saved'));
      await queryClient.invalidateQueries({ queryKey: savedDeadlineKeys.list() });
    } catch {
      // the display policy showed the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <Tooltip title={t('saved.remindHint')}>
      <Button icon={saved ? <CheckOutlined /> : <BellOutlined />} loading={busy} disabled={saved} onClick={() => void save()} data-testid="remind-me">
        {saved ? t('saved.reminding') : t('saved.remindMe')}
      </Button>
    </Tooltip>
  );
};

/** "My saved deadlines" (signed-in users only): upcoming first, each with delete (which stops its reminders). */
export const SavedDeadlinesList = () => {
  const { t } = useCalculatorText();
  const session = useSession();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: savedDeadlineKeys.list(), queryFn: () => listSavedDeadlines(), enabled: !session.isVisitor });
  const [deleting, setDeleting] = useState<string | null>(null);
  if (session.isVisitor) return null;

  const remove = async (id: string) => {
    setDeleting(id);
    try {
      await deleteSavedDeadline(id);
      notify.toast('success', t('saved.deleted'));
      await queryClient.invalidateQueries({ queryKey: savedDeadlineKeys.list() });
    } catch {
      // the display policy showed the server's message
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Card size="small" title={t('saved.title')} style={{ marginTop: 16 }} data-testid="saved-deadlines">
      <List
        size="small"
        loading={query.isLoading}
        dataSource={query.data?.list ?? []}
        locale={{ emptyText: t('saved.empty') }}
        renderItem={(item) => (
          <List.Item
            actions={[
              <Button key="delete" size="small" danger icon={<DeleteOutlined />} loading={deleting === item.id} onClick={() => void remove(item.id)} aria-label={t('saved.delete')}>
                {t('saved.delete')}
              </Button>,
            ]}
          >
            <Typography.Text strong>{item.deadlineDate}</Typography.Text>&nbsp;
            <Typography.Text>{item.stockCode ? `${item.stockCode} ${item.title}` : item.title}</Typography.Text>&nbsp;
            <Typography.Text type="secondary">({t(`saved.kinds.${item.calculatorKind}`)})</Typography.Text>
          </List.Item>
        )}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {t('saved.explain')}
      </Typography.Paragraph>
    </Card>
  );
};
