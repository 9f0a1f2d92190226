import type { TaskView } from '@app/contracts';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, DatePicker, Form, Input, Modal, Select, Space, Switch, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n';
import { ApiError } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import * as api from '../api';
import { REMINDER_OFFSET_CHOICES, SECRETARY_NS } from '../constants';
import { usePeopleQuery, useSecretaryMutation } from '../queries';
import { RuleCell, taskLabel, useShowWarnings } from './parts';

type Values = {
  statutoryDate?: Dayjs | null;
  internalDate?: Dayjs | null;
  leadUserId?: string | null;
  participantIds?: string[];
  remark?: string;
  relatedDocuments?: { title: string; reference: string }[];
  reminderOffsets?: number[];
  reminderDaily?: boolean;
};

const day = (value: string | null) => (value ? dayjs(value) : null);
const iso = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : null);

/** Edits a task: dates, lead person and participants (the organisation's people), notes, related documents, reminders. */
export const TaskEditor = ({ task, onClose }: { task: TaskView; onClose: () => void }) => {
  const { t } = useTranslation(SECRETARY_NS);
  const locale = useLocale();
  const people = usePeopleQuery();
  const showWarnings = useShowWarnings();
  const [problem, setProblem] = useState<string | null>(null);
  const [form] = Form.useForm<Values>();
  const save = useSecretaryMutation(api.updateTask);
  const options = (people.data?.list ?? []).map((person) => ({ value: person.id, label: person.name ?? person.id }));

  const handleSave = async () => {
    const values = await form.validateFields();
    setProblem(null);
    try {
      const result = await save.mutateAsync({
        id: task.id,
        statutoryDate: iso(values.statutoryDate),
        internalDate: iso(values.internalDate),
        leadUserId: values.leadUserId ?? null,
        participantIds: values.participantIds ?? [],
        remark: values.remark ?? null,
        relatedDocuments: (values.relatedDocuments ?? []).filter((document) => document?.title),
        reminderOffsets: values.reminderOffsets ?? [],
        reminderDaily: values.reminderDaily ?? false,
      });
      notify.toast('success', t('task.saved'));
      showWarnings(result.warnings);
      onClose();
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : String(error));
    }
  };

  return (
    <Modal open title={`${t('task.edit')}: ${taskLabel(task, locale)}`} onCancel={onClose} onOk={handleSave} okText={t('actions.save')} cancelText={t('actions.cancel')} confirmLoading={save.isPending} width={720}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <RuleCell rule={task.rule} confidence={task.rule ? task.confidence : null} kind={task.kind} source={task.source} />
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{
            statutoryDate: day(task.statutoryDate),
            internalDate: day(task.internalDate),
            leadUserId: task.lead?.id ?? undefined,
            participantIds: task.participants.map((person) => person.id),
            remark: task.remark ?? undefined,
            relatedDocuments: task.relatedDocuments,
            reminderOffsets: task.reminderOffsets,
            reminderDaily: task.reminderDaily,
          }}
        >
          <Space wrap>
            <Form.Item name="statutoryDate" label={t('task.statutoryDate')}>
              <DatePicker format="YYYY-MM-DD" />
            </Form.Item>
            <Form.Item name="internalDate" label={t('task.internalDate')}>
              <DatePicker format="YYYY-MM-DD" data-testid="task-internal-date" />
            </Form.Item>
          </Space>
          <Space wrap style={{ width: '100%' }}>
            <Form.Item name="leadUserId" label={t('task.lead')} style={{ minWidth: 220 }}>
              <Select allowClear options={options} data-testid="task-lead" />
            </Form.Item>
            <Form.Item name="participantIds" label={t('task.participants')} style={{ minWidth: 320 }}>
              <Select mode="multiple" allowClear options={options} />
            </Form.Item>
          </Space>
          <Form.Item label={t('task.reminders')}>
            <Space wrap>
              <Form.Item name="reminderOffsets" noStyle>
                <Checkbox.Group options={REMINDER_OFFSET_CHOICES.map((offset) => ({ value: offset, label: t('task.daysBefore', { count: offset }) }))} />
              </Form.Item>
              <Form.Item name="reminderDaily" valuePropName="checked" noStyle>
                <Switch checkedChildren={t('task.daily')} unCheckedChildren={t('task.daily')} />
              </Form.Item>
            </Space>
          </Form.Item>
          <Form.Item name="remark" label={t('task.remark')}>
            <Input.TextArea maxLength={2000} rows={3} />
          </Form.Item>
          <Typography.Text strong>{t('matter.documents')}</Typography.Text>
          <Alert type="info" showIcon title={t('matter.documentsNote')} style={{ margin: '8px 0' }} />
          <Form.List name="relatedDocuments">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="baseline">
                    <Form.Item name={[field.name, 'title']} rules={[{ required: true, message: t('matter.documentTitle') }]}>
                      <Input placeholder={t('matter.documentTitle')} maxLength={200} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'reference']}>
                      <Input placeholder={t('matter.documentReference')} maxLength={500} style={{ width: 320 }} />
                    </Form.Item>
                    <MinusCircleOutlined onClick={() => remove(field.name)} />
                  </Space>
                ))}
                <Button type="dashed" onClick={() => add({ title: '', reference: '' })} icon={<PlusOutlined />}>
                  {t('actions.add')}
                </Button>
              </>
            )}
          </Form.List>
        </Form>
        {problem && <Alert type="error" showIcon title={problem} data-testid="task-problem" />}
      </Space>
    </Modal>
  );
};
