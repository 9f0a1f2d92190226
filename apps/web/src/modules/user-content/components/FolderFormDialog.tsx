import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FavoritesFolder } from '@app/contracts';
import { UserContentLimits } from '@app/contracts';
import { USER_CONTENT_NS } from '../constants';
import { folderNameRules } from './folder-rules';

export type FolderFormValues = { name: string; instructions?: string };

export type FolderFormDialogProps = {
  /** The folder to edit; none to create one. */
  folder?: FavoritesFolder;
  onSubmit: (values: FolderFormValues) => Promise<boolean>;
  onClose: () => void;
};

/** Creates or edits a favourites folder: name (required, at most 24 characters) and description. */
export const FolderFormDialog = ({ folder, onSubmit, onClose }: FolderFormDialogProps) => {
  const { t } = useTranslation(USER_CONTENT_NS);
  const [form] = Form.useForm<FolderFormValues>();
  const [busy, setBusy] = useState(false);

  const handleFinish = async (values: FolderFormValues) => {
    setBusy(true);
    const saved = await onSubmit({ name: values.name.trim(), instructions: values.instructions?.trim() || undefined });
    setBusy(false);
    if (saved) onClose();
  };

  return (
    <Modal open title={t(folder ? 'folder.editTitle' : 'folder.addTitle')} okText={t('actions.save')} cancelText={t('actions.cancel')} confirmLoading={busy} onOk={() => form.submit()} onCancel={onClose}>
      <Form form={form} layout="vertical" initialValues={{ name: folder?.name, instructions: folder?.instructions ?? undefined }} onFinish={(values) => void handleFinish(values)}>
        <Form.Item name="name" label={t('folder.name')} rules={folderNameRules(t)}>
          <Input count={{ show: true, max: UserContentLimits.folderNameMax }} placeholder={t('folder.namePlaceholder')} />
        </Form.Item>
        <Form.Item name="instructions" label={t('folder.instructions')} rules={[{ max: UserContentLimits.folderInstructionsMax, message: t('folder.instructionsTooLong', { max: UserContentLimits.folderInstructionsMax }) }]}>
          <Input.TextArea rows={3} showCount maxLength={UserContentLimits.folderInstructionsMax} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
