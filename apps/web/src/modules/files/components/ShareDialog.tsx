import { FilesLimits, SHARE_PERMISSIONS, SHARE_VALIDITIES, type FileNode, type ShareCreated, type SharePermission, type ShareValidity } from '@app/contracts';
import { Alert, Button, Form, Input, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as api from '../api';
import { FILES_NS } from '../constants';
import { useFilesMutation } from '../queries';

type ShareForm = { password: string; validity: ShareValidity; permission: SharePermission };

/** The link as shown once (only its hash is kept): address and a reminder to send the password separately. */
export const CreatedLink = ({ created }: { created: ShareCreated }) => {
  const { t } = useTranslation(FILES_NS);
  return (
    <>
      <Alert type="success" showIcon title={t('share.created')} description={t('share.onceOnly')} style={{ marginBottom: 12 }} />
      <Typography.Paragraph copyable={{ text: api.shareAddress(created.path) }} data-testid="share-link" style={{ wordBreak: 'break-all' }}>
        {api.shareAddress(created.path)}
      </Typography.Paragraph>
    </>
  );
};

/** Spec §5: sharing needs the item, a permission and a share password; validity 1 day, 7 days, 1 month or permanent (§9). */
export const ShareDialog = ({ node, onClose }: { node: FileNode | undefined; onClose: () => void }) => {
  const { t } = useTranslation(FILES_NS);
  const [form] = Form.useForm<ShareForm>();
  const [created, setCreated] = useState<ShareCreated>();
  const add = useFilesMutation(api.addShare);
  const handleClose = () => {
    setCreated(undefined);
    form.resetFields();
    onClose();
  };
  const handleFinish = async (values: ShareForm) => {
    if (!node) return;
    try {
      setCreated(await add.mutateAsync({ id: node.id, ...values }));
    } catch {
      // shown by the display policy
    }
  };
  return (
    <Modal open={Boolean(node)} title={t('share.title', { name: node?.name ?? '' })} onCancel={handleClose} footer={null} destroyOnHidden>
      {created ? (
        <>
          <CreatedLink created={created} />
          <Button type="primary" onClick={handleClose}>
            {t('share.close')}
          </Button>
        </>
      ) : (
        <Form form={form} layout="vertical" onFinish={(values) => void handleFinish(values)} initialValues={{ validity: '7d', permission: node?.rights.download ? 'download' : 'read' }}>
          <Form.Item label={t('share.item')}>
            <Typography.Text strong>{node?.name}</Typography.Text>
          </Form.Item>
          <Form.Item
            name="password"
            label={t('share.password')}
            rules={[
              { required: true, message: t('share.passwordRequired') },
              { min: FilesLimits.sharePasswordMin, max: FilesLimits.sharePasswordMax, message: t('share.passwordLength', { min: FilesLimits.sharePasswordMin, max: FilesLimits.sharePasswordMax }) },
            ]}
          >
            <Input.Password autoComplete="new-password" data-testid="share-password" />
          </Form.Item>
          <Form.Item name="validity" label={t('share.validity')} rules={[{ required: true }]}>
            <Radio.Group optionType="button" options={SHARE_VALIDITIES.map((value) => ({ value, label: t(`validity.${value}`) }))} data-testid="share-validity" />
          </Form.Item>
          <Form.Item name="permission" label={t('share.permission')} rules={[{ required: true, message: t('share.permissionRequired') }]}>
            <Radio.Group
              options={SHARE_PERMISSIONS.map((value) => ({ value, label: t(`permission.${value}`), disabled: value === 'download' && !node?.rights.download }))}
              data-testid="share-permission"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={add.isPending} data-testid="share-submit">
            {t('share.submit')}
          </Button>
        </Form>
      )}
    </Modal>
  );
};
