import { useQueryClient } from '@tanstack/react-query';
import { Card, List, Spin, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_SWITCH_FIELDS } from '@app/contracts';
import { updateMessageSwitches } from '../api';
import { messageKeys, useMessageSwitchesQuery } from '../queries';

/** /manage/person/wxSet (spec §2/§3): one switch per notification kind; 1 on, 0 off. */
export const MessageSwitches = () => {
  const { t } = useTranslation();
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
    <Card title={t('messages.switches.title')} className="account-card" style={{ maxWidth: 720 }}>
      {!query.data ? (
        <Spin />
      ) : (
        <List
          dataSource={[...MESSAGE_SWITCH_FIELDS]}
          renderItem={(field) => (
            <List.Item
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
              {t(`messages.switches.${field}`)}
            </List.Item>
          )}
        />
      )}
    </Card>
  );
};
