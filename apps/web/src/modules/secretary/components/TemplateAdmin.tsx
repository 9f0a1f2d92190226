import type { MatterTemplateView } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Collapse, Form, Input, InputNumber, Modal, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n';
import { ApiError } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import * as api from '../api';
import { REMINDER_OFFSET_CHOICES, SECRETARY_NS } from '../constants';
import { secretaryKeys, useSecretaryMutation } from '../queries';
import { RuleCell } from './parts';

type Task = MatterTemplateView['tasks'][number];
type Spec = { op: string; months?: number; days?: number; count?: number };
type Texts = { en: string; zhHK: string; zhCN: string };
type TaskValues = { names: Texts; amount?: number; offsets: number[]; daily: boolean; internalLeadBusinessDays?: number };
type Values = { names: Texts; descriptions: Texts; tasks: TaskValues[] };

const LANGUAGES = [
  ['en', 'English'],
  ['zhHK', '繁體中文（香港）'],
  ['zhCN', '简体中文'],
] as const;

/** The one number of a simple deadline rule (months, days or business days), or null for a combined rule. */
const amountField = (spec: Spec): 'months' | 'days' | 'count' | null =>
  spec.op === 'monthsAfter' ? 'months' : spec.op === 'daysAfter' || spec.op === 'clearDaysBefore' ? 'days' : ['businessDaysAfter', 'businessDaysBefore', 'clearBusinessDaysBefore'].includes(spec.op) ? 'count' : null;
const AMOUNT_RANGE = { months: [-24, 36], days: [-400, 400], count: [0, 60] } as const;

const nameOf = (names: Texts, locale: string) => (locale === 'en' ? names.en : locale === 'zh-CN' ? names.zhCN : names.zhHK);

/** Three inputs (English, Hong Kong traditional, simplified) for one localised text. */
const LocalisedInputs = ({ name, label, required, max, multiline }: { name: (string | number)[]; label: string; required: boolean; max: number; multiline?: boolean }) => {
  const { t } = useTranslation(SECRETARY_NS);
  return (
    <Form.Item label={label} style={{ marginBottom: 8 }}>
      {LANGUAGES.map(([key, language]) => (
        <Form.Item
          key={key}
          name={[...name, key]}
          style={{ marginBottom: 4 }}
          rules={[...(required ? [{ required: true, whitespace: true, message: t('templates.required') }] : []), { max, message: t('templates.tooLong', { max }) }]}
        >
          {multiline ? <Input.TextArea rows={2} placeholder={language} data-testid={`template-${name.join('-')}-${key}`} /> : <Input addonBefore={language} data-testid={`template-${name.join('-')}-${key}`} />}
        </Form.Item>
      ))}
    </Form.Item>
  );
};

/** Staff edit one template: names and description in three languages, each task's names, deadline number, reminders and internal lead. */
const TemplateEditor = ({ template, onClose }: { template: MatterTemplateView; onClose: () => void }) => {
  const { t } = useTranslation(SECRETARY_NS);
  const locale = useLocale();
  const [form] = Form.useForm<Values>();
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSecretaryMutation(api.updateTemplate);

  const initialValues: Values = {
    names: template.names,
    descriptions: template.descriptions ?? { en: '', zhHK: '', zhCN: '' },
    tasks: template.tasks.map((task) => {
      const spec = task.deadline as Spec;
      const field = amountField(spec);
      return { names: task.names, amount: field ? spec[field] : undefined, offsets: [...task.reminders.offsets], daily: task.reminders.daily, internalLeadBusinessDays: task.internalLeadBusinessDays };
    }),
  };

  const handleSave = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows what is wrong beside each field
    }
    setProblem(null);
    const tasks: Task[] = template.tasks.map((task, index) => {
      const edited = values.tasks[index];
      const spec = task.deadline as Spec;
      const field = amountField(spec);
      return {
        ...task,
        names: edited.names,
        deadline: field && edited.amount !== undefined ? { ...spec, [field]: edited.amount } : task.deadline,
        reminders: { offsets: [...edited.offsets].sort((a, b) => b - a) as Task['reminders']['offsets'], daily: edited.daily },
        ...(edited.internalLeadBusinessDays !== undefined && edited.internalLeadBusinessDays !== null ? { internalLeadBusinessDays: edited.internalLeadBusinessDays } : {}),
      };
    });
    const hasDescription = Object.values(values.descriptions).some((text) => text?.trim());
    try {
      await save.mutateAsync({ code: template.code, names: values.names, ...(hasDescription ? { descriptions: values.descriptions } : {}), inputs: template.inputs, tasks });
      notify.toast('success', t('templates.saved'));
      onClose();
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : String(error));
    }
  };

  return (
    <Modal open width={860} title={`${t('templates.edit')}: ${nameOf(template.names, locale)}`} onCancel={onClose} onOk={handleSave} okText={t('actions.save')} cancelText={t('actions.cancel')} confirmLoading={save.isPending}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert type="info" showIcon title={t('templates.startedKeep')} />
        {problem && <Alert type="error" showIcon title={problem} data-testid="template-problem" />}
        <Form<Values> form={form} layout="vertical" initialValues={initialValues}>
          <LocalisedInputs name={['names']} label={t('templates.name')} required max={200} />
          <LocalisedInputs name={['descriptions']} label={t('templates.description')} required={false} max={1000} multiline />
          <Collapse
            size="small"
            items={template.tasks.map((task, index) => {
              const spec = task.deadline as Spec;
              const field = amountField(spec);
              return {
                key: task.code,
                label: (
                  <Space wrap>
                    <span>{nameOf(task.names, locale)}</span>
                    <RuleCell rule={task.rule.rule} confidence={task.rule.confidence} />
                  </Space>
                ),
                forceRender: true,
                children: (
                  <Space orientation="vertical" style={{ width: '100%' }}>
                    <LocalisedInputs name={['tasks', index, 'names']} label={t('templates.taskName')} required max={200} />
                    <Space wrap align="start">
                      {field ? (
                        <Form.Item
                          name={['tasks', index, 'amount']}
                          label={t(`templates.amount.${spec.op}`)}
                          rules={[{ required: true, message: t('templates.required') }, { type: 'integer', min: AMOUNT_RANGE[field][0], max: AMOUNT_RANGE[field][1], message: t('templates.range', { min: AMOUNT_RANGE[field][0], max: AMOUNT_RANGE[field][1] }) }]}
                        >
                          <InputNumber precision={0} data-testid={`template-amount-${index}`} />
                        </Form.Item>
                      ) : (
                        <Form.Item label={t('templates.deadline')}>
                          <Typography.Text type="secondary">{t('templates.combined')}</Typography.Text>
                        </Form.Item>
                      )}
                      <Form.Item
                        name={['tasks', index, 'internalLeadBusinessDays']}
                        label={t('templates.internalLead')}
                        rules={[{ type: 'integer', min: 0, max: 30, message: t('templates.range', { min: 0, max: 30 }) }]}
                      >
                        <InputNumber precision={0} />
                      </Form.Item>
                      <Form.Item name={['tasks', index, 'offsets']} label={t('templates.reminders')}>
                        <Checkbox.Group options={REMINDER_OFFSET_CHOICES.map((offset) => ({ value: offset, label: t('task.daysBefore', { count: offset }) }))} />
                      </Form.Item>
                      <Form.Item name={['tasks', index, 'daily']} label={t('templates.daily')} valuePropName="checked">
                        <Switch />
                      </Form.Item>
                    </Space>
                  </Space>
                ),
              };
            })}
          />
        </Form>
      </Space>
    </Modal>
  );
};

/** /admin/secretaryTemplates (staff): the matter templates, seeded from the catalogue and editable. */
export const TemplateAdmin = () => {
  const { t } = useTranslation(SECRETARY_NS);
  const locale = useLocale();
  const templates = useQuery({ queryKey: [...secretaryKeys.all, 'admin-templates'], queryFn: api.listAdminTemplates });
  const [editing, setEditing] = useState<MatterTemplateView | null>(null);

  return (
    <Card title={t('templates.title')} data-testid="template-admin">
      <Typography.Paragraph type="secondary">{t('templates.intro')}</Typography.Paragraph>
      {templates.isError && <Alert type="error" showIcon title={templates.error instanceof ApiError ? templates.error.message : String(templates.error)} />}
      <Table<MatterTemplateView>
        rowKey="code"
        size="small"
        loading={templates.isLoading}
        dataSource={templates.data?.list ?? []}
        pagination={false}
        data-testid="template-table"
        columns={[
          { title: t('templates.name'), render: (_, template) => nameOf(template.names, locale) },
          { title: t('templates.category'), render: (_, template) => t(`category.${template.category}`), width: 220 },
          { title: t('templates.tasks'), render: (_, template) => template.tasks.length, width: 80 },
          {
            title: t('templates.unverified'),
            width: 110,
            render: (_, template) => {
              const count = template.tasks.filter((task) => task.rule.confidence === 'M').length;
              return count ? <Tag color="orange">{`[M] × ${count}`}</Tag> : '—';
            },
          },
          { title: t('templates.origin'), render: (_, template) => <Tag color={template.origin === 'staff' ? 'blue' : 'default'}>{t(`templates.origin_${template.origin}`)}</Tag>, width: 120 },
          {
            title: t('table.actions'),
            width: 90,
            render: (_, template) => (
              <Button size="small" onClick={() => setEditing(template)} data-testid="edit-template">
                {t('actions.edit')}
              </Button>
            ),
          },
        ]}
      />
      {editing && <TemplateEditor key={editing.code} template={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
};
