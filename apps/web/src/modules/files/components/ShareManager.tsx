import { SHARE_PERMISSIONS, SHARE_VALIDITIES, type Share, type ShareCreated, type SharePermission, type ShareValidity } from '@app/contracts';
import { Button, Form, Input, Modal, Radio, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import * as api from '../api';
import { FILES_NS } from '../constants';
import { useAccessesQuery, useFilesMutation, useSharesQuery } from '../queries';
import { CreatedLink } from './ShareDialog';

const STATUS_COLOUR: Record<Share['status'], string> = { valid: 'green', expired: 'default', suspended: 'orange', locked: 'red' };
type ChangeForm = { password?: string; validity: ShareValidity; permission: SharePermission; enabled: boolean };

/** Every link the user made (all of the organisation's for its administrator): counts, status, recent accesses; change, revoke, regenerate. */
export const ShareManager = ({ active }: { active: boolean }) => {
  const { t } = useTranslation(FILES_NS);
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const [changing, setChanging] = useState<Share>();
  const [accessesOf, setAccessesOf] = useState<Share>();
  const [regenerated, setRegenerated] = useState<ShareCreated>();
  const [form] = Form.useForm<ChangeForm>();
  const shares = useSharesQuery(page, active);
  const accesses = useAccessesQuery(accessesOf?.id);
  const revoke = useFilesMutation(api.revokeShare);
  const regenerate = useFilesMutation(api.regenerateShare);
  const update = useFilesMutation(api.updateShare);

  const handleRevoke = (share: Share) =>
    notify.confirm({
      title: t('shares.revokeTitle'),
      content: t('shares.revokeContent', { name: share.nodeName }),
      okText: t('shares.revoke'),
      onOk: async () => {
        try {
          await revoke.mutateAsync(share.id);
          notify.toast('success', t('shares.revoked'));
        } catch {
          // shown by the display policy
        }
      },
    });
  const handleChange = async (values: ChangeForm) => {
    if (!changing) return;
    try {
      await update.mutateAsync({
        id: changing.id,
        ...(values.password ? { password: values.password } : {}),
        validity: values.validity,
        permission: values.permission,
        enabled: values.enabled ? 'true' : 'false',
      });
      setChanging(undefined);
      notify.toast('success', t('done'));
    } catch {
      // shown by the display policy
    }
  };

  return (
    <>
      <Table<Share>
        rowKey="id"
        size="middle"
        data-testid="share-table"
        loading={shares.isFetching}
        dataSource={shares.data?.list ?? []}
        pagination={{ current: page, pageSize: 20, total: shares.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: t('shares.item'), dataIndex: 'nodeName' },
          { title: t('share.permission'), dataIndex: 'permission', render: (value: SharePermission) => t(`permission.${value}`) },
          { title: t('shares.sharedAt'), dataIndex: 'createdAt', render: (value: string) => formatDateTime(value, locale) },
          { title: t('shares.expiresAt'), dataIndex: 'expiresAt', render: (value: string | null) => (value ? formatDateTime(value, locale) : t('validity.permanent')) },
          { title: t('shares.status'), dataIndex: 'status', render: (value: Share['status']) => <Tag color={STATUS_COLOUR[value]}>{t(`status.${value}`)}</Tag> },
          { title: t('shares.views'), dataIndex: 'views' },
          { title: t('shares.downloads'), dataIndex: 'downloads' },
          {
            title: t('columns.actions'),
            key: 'actions',
            render: (_, share) => (
              <Space size={0} wrap>
                <Button size="small" type="link" onClick={() => setAccessesOf(share)}>
                  {t('shares.accesses')}
                </Button>
                <Button
                  size="small"
                  type="link"
                  onClick={() => {
                    form.setFieldsValue({ password: '', validity: share.validity, permission: share.permission, enabled: share.status !== 'suspended' });
                    setChanging(share);
                  }}
                >
                  {t('shares.change')}
                </Button>
                <Button size="small" type="link" onClick={() => void regenerate.mutateAsync(share.id).then(setRegenerated, () => undefined)}>
                  {t('shares.regenerate')}
                </Button>
                <Button size="small" type="link" danger onClick={() => handleRevoke(share)} data-testid={`revoke-${share.nodeName}`}>
                  {t('shares.revoke')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal open={Boolean(changing)} title={t('shares.changeTitle', { name: changing?.nodeName ?? '' })} onCancel={() => setChanging(undefined)} onOk={() => form.submit()} destroyOnHidden>
        <Form form={form} layout="vertical" onFinish={(values) => void handleChange(values)}>
          <Form.Item name="password" label={t('shares.newPassword')} rules={[{ min: 4, max: 32, message: t('share.passwordLength', { min: 4, max: 32 }) }]}>
            <Input.Password autoComplete="new-password" placeholder={t('shares.keepPassword')} />
          </Form.Item>
          <Form.Item name="validity" label={t('share.validity')}>
            <Radio.Group optionType="button" options={SHARE_VALIDITIES.map((value) => ({ value, label: t(`validity.${value}`) }))} />
          </Form.Item>
          <Form.Item name="permission" label={t('share.permission')}>
            <Radio.Group options={SHARE_PERMISSIONS.map((value) => ({ value, label: t(`permission.${value}`) }))} />
          </Form.Item>
          <Form.Item name="enabled" label={t('shares.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
      <Modal open={Boolean(regenerated)} title={t('shares.regenerated')} footer={null} onCancel={() => setRegenerated(undefined)} destroyOnHidden>
        {regenerated && <CreatedLink created={regenerated} />}
      </Modal>
      <Modal open={Boolean(accessesOf)} width={760} title={t('shares.accessesTitle', { name: accessesOf?.nodeName ?? '' })} footer={null} onCancel={() => setAccessesOf(undefined)} destroyOnHidden>
        <Table
          rowKey={(row) => `${row.at}-${row.action}-${row.ip}`}
          size="small"
          loading={accesses.isLoading}
          dataSource={accesses.data?.list ?? []}
          pagination={false}
          columns={[
            { title: t('shares.at'), dataIndex: 'at', render: (value: string) => formatDateTime(value, locale) },
            { title: t('shares.action'), dataIndex: 'action', render: (value: string) => t(`audit.${value}`, { defaultValue: value }) },
            { title: t('shares.result'), dataIndex: 'result', render: (value: string) => t(`auditResult.${value}`, { defaultValue: value }) },
            { title: 'IP', dataIndex: 'ip' },
          ]}
        />
      </Modal>
    </>
  );
};
