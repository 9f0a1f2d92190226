import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Flex, Form, Input, Modal, Radio, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CollectStatus } from '@app/contracts';
import { UserContentLimits } from '@app/contracts';
import { notify } from '../../../lib/notify';
import { addCollected, addFolder, deleteCollected, type CollectEntry } from '../api';
import { USER_CONTENT_NS } from '../constants';
import { collectKeys, useFoldersQuery } from '../queries';
import { folderNameRules } from './folder-rules';

export type CollectDialogProps = {
  entry: CollectEntry;
  /** Where the item is collected already. */
  status: CollectStatus | undefined;
  onClose: () => void;
};

/**
 * Picks a favourites folder (or creates one) and collects the item into it;
 * folders that hold the item already say so and can give it up.
 */
export const CollectDialog = ({ entry, status, onClose }: CollectDialogProps) => {
  const { t } = useTranslation(USER_CONTENT_NS);
  const queryClient = useQueryClient();
  const folders = useFoldersQuery();
  const [form] = Form.useForm<{ name: string }>();
  const [chosen, setChosen] = useState<string>();
  const [busy, setBusy] = useState(false);
  const placeOf = (folderId: string) => status?.items.find((item) => item.favoritesId === folderId);
  const list = folders.data?.list ?? [];
  const selected = chosen ?? list.find((folder) => !placeOf(folder.id))?.id;

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: collectKeys.status(entry.type, entry.refKey) }),
      queryClient.invalidateQueries({ queryKey: collectKeys.folders() }),
      queryClient.invalidateQueries({ queryKey: collectKeys.items() }),
    ]);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      return true;
    } catch {
      // the display policy showed the server's message
      return false;
    } finally {
      setBusy(false);
    }
  };

  const handleCreate = async ({ name }: { name: string }) => {
    await run(async () => {
      const id = await addFolder({ name: name.trim() });
      form.resetFields();
      await queryClient.invalidateQueries({ queryKey: collectKeys.folders() });
      setChosen(id);
    });
  };

  const handleCollect = async () => {
    if (!selected) return;
    const done = await run(async () => {
      await addCollected(selected, entry);
      await refresh();
    });
    if (!done) return;
    notify.toast('success', t('collectDialog.success'));
    onClose();
  };

  const handleRemove = async (itemId: string) => {
    const done = await run(async () => {
      await deleteCollected(itemId);
      await refresh();
    });
    if (done) notify.toast('success', t('collectDialog.removed'));
  };

  return (
    <Modal
      open
      title={t('collectDialog.title')}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('actions.cancel')}
        </Button>,
        <Button key="collect" type="primary" loading={busy} disabled={!selected || Boolean(placeOf(selected))} onClick={() => void handleCollect()}>
          {t('collectDialog.collect')}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }}>
        {entry.title}
      </Typography.Paragraph>
      <Typography.Text strong>{t('collectDialog.pickFolder')}</Typography.Text>
      <div style={{ maxHeight: 280, overflowY: 'auto', margin: '8px 0 16px' }}>
        {folders.isLoading ? (
          <Spin />
        ) : list.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('collectDialog.noFolders')} />
        ) : (
          <Radio.Group value={selected} onChange={(event) => setChosen(event.target.value as string)} style={{ width: '100%' }}>
            <Flex vertical gap={8}>
              {list.map((folder) => {
                const place = placeOf(folder.id);
                return (
                  <Flex key={folder.id} justify="space-between" align="center">
                    <Radio value={folder.id} disabled={Boolean(place)}>
                      {folder.name} <Typography.Text type="secondary">({folder.itemCount})</Typography.Text>
                    </Radio>
                    {place && (
                      <Space size={4}>
                        <Tag color="gold">{t('collectDialog.collectedHere')}</Tag>
                        <Button type="link" size="small" disabled={busy} onClick={() => void handleRemove(place.id)}>
                          {t('collectDialog.remove')}
                        </Button>
                      </Space>
                    )}
                  </Flex>
                );
              })}
            </Flex>
          </Radio.Group>
        )}
      </div>
      <Form form={form} layout="inline" onFinish={(values) => void handleCreate(values)} requiredMark={false} style={{ flexWrap: 'nowrap' }}>
        <Form.Item name="name" rules={folderNameRules(t)} style={{ flex: 1 }}>
          <Input placeholder={t('collectDialog.newFolder')} aria-label={t('collectDialog.newFolder')} count={{ show: true, max: UserContentLimits.folderNameMax }} />
        </Form.Item>
        <Form.Item style={{ marginInlineEnd: 0 }}>
          <Button htmlType="submit" loading={busy}>
            {t('collectDialog.create')}
          </Button>
        </Form.Item>
      </Form>
    </Modal>
  );
};
