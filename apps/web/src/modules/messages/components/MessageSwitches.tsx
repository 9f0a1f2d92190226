import { useQueryClient } from '@tanstack/react-query';
import { Card, List, Spin, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_SWITCH_FIELDS } from '@app/contracts';
import { updateMessageSwitches } from '../api';
import { MESSAGES_NS } from '../constants';
import { messageKeys, useMessageSwitchesQuery } from '../queries';

/** /manage/person/wxSet (spec §2/§3): one switch per notification kind, with what triggers it; 1 on, 0 off. */
export const MessageSwitches = () => {
  const { t } = useTranslation();
  const { t: tm } = useTranslation(MESSAGES_NS);
  const query = useMessageSwitchesQuery();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState<string>();

  const toggle = async (field: string, on: boolean) => {
    setSaving(field);
    try {
      await updateMessageSwitches({ [field]: on ? 1 : 0 });
      await queryClient.invalidateQueries({ queryKey: messageKeys.switches() });
    } catch {
      // shown by the display policy
    } finally {
      setSaving(undefined);
    }
  };

  return (
    <Card title={t('messages.switches.title')} className="account-card" style={{ maxWidth: 760 }}>
      <Typography.Paragraph type="secondary">{tm('switches.intro')}</Typography.Paragraph>
      {!query.data ? (
        <Spin />
      ) : (
        <List
          dataSource={[...MESSAGE_SWITCH_FIELDS]}
          renderItem={(field) => (
            <List.Item
              data-switch={field}
              actions={[
                <Switch
                  key="switch"
                  checked={query.data[field] === 1}
                  loading={saving === field}
                  onChange={(on) => void toggle(field, on)}
                  aria-label={t(`messages.switches.${field}`)}
                />,
              ]}
            >
              <List.Item.Meta
                title={t(`messages.switches.${field}`)}
                description={tm(`switches.descriptions.${field}`)}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
};
