import { Alert, Col, Divider, Form, Input, Modal, Row, Select, Space, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyDepartment, CompanyPerson } from '@app/contracts';
import { CompanyPersonLimits, JobStatus } from '@app/contracts';
import { SendCodeButton, smsCodeSender } from '../../../verification';
import type { PersonFields } from '../api';
import { ORGANISATION_NS, PHONE_REGIONS } from '../constants';
import { useDepartmentsQuery } from '../queries';

export type PersonFormDialogProps = {
  /** The account to edit; none to add one. */
  person?: CompanyPerson;
  onSubmit: (values: PersonFields) => Promise<boolean>;
  onClose: () => void;
  /** The department a new account starts in (the one selected on the organisation page). */
  defaultDeptId?: string;
};

type TreeOption = { value: string; title: string; children: TreeOption[] };
const toTreeOptions = (departments: CompanyDepartment[]): TreeOption[] =>
  departments.map((department) => ({ value: department.id, title: department.name, children: toTreeOptions(department.children) }));

// Optional text fields: a blank one is left out, which clears it on update.
const OPTIONAL_TEXT = ['email', 'job', 'standbyPhone', 'standbyEmail', 'tel', 'fox', 'remark', 'label'] as const;

// Stored phones carry their prefix (852…); the form edits the local number.
const localNumber = (phone: string | null | undefined) => {
  if (!phone) return undefined;
  const region = PHONE_REGIONS.find((candidate) => phone.startsWith(candidate.prefix.slice(1)));
  return { phone: region ? phone.slice(region.prefix.length - 1) : phone, phoneType: region?.value ?? 2 };
};

/**
 * Adds or edits an account (spec §3 Company person): name, phone with region,
 * e-mail, position, department, job status, second contacts, fax and notes.
 */
export const PersonFormDialog = ({ person, onSubmit, onClose, defaultDeptId }: PersonFormDialogProps) => {
  const { t } = useTranslation(ORGANISATION_NS);
  const [form] = Form.useForm<PersonFields>();
  const [busy, setBusy] = useState(false);
  const departments = useDepartmentsQuery();
  const stored = localNumber(person?.phone);
  const tooLong = (max: number) => ({ max, message: t('form.tooLong', { max }) });
  const contactNumber = { pattern: /^[0-9+\-() ]*$/, message: t('form.contactNumber') };
  // A new number needs its holder's code (no one may claim a number that is not theirs); the stored one does not.
  const phone = Form.useWatch('phone', form);
  const phoneType = Form.useWatch('phoneType', form);
  const needsCode = !stored || (phone ?? '').trim() !== stored.phone || phoneType !== stored.phoneType;
  const { beforeCaptcha, send: sendCode } = smsCodeSender(form, '7');

  const handleFinish = async (values: PersonFields) => {
    setBusy(true);
    const optional = Object.fromEntries(OPTIONAL_TEXT.map((field) => [field, values[field]?.trim() || undefined]));
    const saved = await onSubmit({
      ...optional,
      name: values.name.trim(),
      phone: values.phone.trim(),
      phoneType: values.phoneType,
      deptId: values.deptId || undefined,
      jobStatus: values.jobStatus,
      code: needsCode ? values.code?.trim() : undefined,
    });
    setBusy(false);
    if (saved) onClose();
  };

  return (
    <Modal open title={t(person ? 'form.editTitle' : 'form.addTitle')} okText={t('actions.save')} cancelText={t('actions.cancel')} confirmLoading={busy} onOk={() => form.submit()} onCancel={onClose}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          name: person?.name ?? undefined,
          phone: stored?.phone,
          phoneType: stored?.phoneType ?? 2,
          email: person?.email ?? undefined,
          job: person?.job ?? undefined,
          deptId: (person ? person.deptId : defaultDeptId) ?? undefined,
          jobStatus: person?.jobStatus ?? JobStatus.Current,
          standbyPhone: person?.standbyPhone ?? undefined,
          standbyEmail: person?.standbyEmail ?? undefined,
          tel: person?.tel ?? undefined,
          fox: person?.fox ?? undefined,
          remark: person?.remark ?? undefined,
          label: person?.label ?? undefined,
        }}
        onFinish={(values) => void handleFinish(values)}
      >
        <Form.Item name="name" label={t('form.name')} rules={[{ required: true, whitespace: true, message: t('form.nameRequired') }, { max: CompanyPersonLimits.nameMax, message: t('form.tooLong', { max: CompanyPersonLimits.nameMax }) }]}>
          <Input count={{ show: true, max: CompanyPersonLimits.nameMax }} />
        </Form.Item>
        <Form.Item label={t('form.phone')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="phoneType" noStyle>
              <Select style={{ width: 110 }} aria-label={t('form.phoneRegion')} options={PHONE_REGIONS.map((region) => ({ value: region.value, label: region.prefix }))} />
            </Form.Item>
            <Form.Item name="phone" noStyle rules={[{ required: true, whitespace: true, message: t('form.phoneRequired') }]}>
              <Input aria-label={t('form.phone')} maxLength={CompanyPersonLimits.phoneMax} />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        {needsCode && (
          <>
            <Alert type="info" showIcon message={t('form.codeHint')} style={{ marginBottom: 16 }} />
            <Form.Item label={t('form.code')} required>
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item name="code" noStyle rules={[{ required: true, pattern: /^\d{6}$/, message: t('form.codeRequired') }]}>
                  <Input aria-label={t('form.code')} maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
                </Form.Item>
                <SendCodeButton beforeCaptcha={beforeCaptcha} send={sendCode} />
              </Space.Compact>
            </Form.Item>
          </>
        )}
        <Form.Item name="email" label={t('form.email')} rules={[{ type: 'email', message: t('form.emailInvalid') }]}>
          <Input maxLength={CompanyPersonLimits.emailMax} />
        </Form.Item>
        <Form.Item name="job" label={t('form.job')} rules={[{ max: CompanyPersonLimits.jobMax, message: t('form.tooLong', { max: CompanyPersonLimits.jobMax }) }]}>
          <Input count={{ show: true, max: CompanyPersonLimits.jobMax }} />
        </Form.Item>
        <Row gutter={12}>
          <Col span={14}>
            <Form.Item name="deptId" label={t('form.department')}>
              <TreeSelect
                allowClear
                treeDefaultExpandAll
                loading={departments.isLoading}
                placeholder={t('form.noDepartment')}
                treeData={toTreeOptions(departments.data?.list ?? [])}
                notFoundContent={t('form.noDepartments')}
                aria-label={t('form.department')}
              />
            </Form.Item>
          </Col>
          <Col span={10}>
            <Form.Item name="jobStatus" label={t('form.jobStatus')}>
              <Select
                aria-label={t('form.jobStatus')}
                options={[
                  { value: JobStatus.Current, label: t('jobStatus.current') },
                  { value: JobStatus.Previous, label: t('jobStatus.previous') },
                ]}
              />
            </Form.Item>
          </Col>
        </Row>
        <Divider plain style={{ margin: '4px 0 12px' }}>
          {t('form.moreContacts')}
        </Divider>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="standbyPhone" label={t('form.standbyPhone')} rules={[contactNumber, tooLong(CompanyPersonLimits.standbyPhoneMax)]}>
              <Input maxLength={CompanyPersonLimits.standbyPhoneMax} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="standbyEmail" label={t('form.standbyEmail')} rules={[{ type: 'email', message: t('form.emailInvalid') }]}>
              <Input maxLength={CompanyPersonLimits.emailMax} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="tel" label={t('form.tel')} rules={[contactNumber, tooLong(CompanyPersonLimits.telMax)]}>
              <Input maxLength={CompanyPersonLimits.telMax} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="fox" label={t('form.fax')} rules={[contactNumber, tooLong(CompanyPersonLimits.telMax)]}>
              <Input maxLength={CompanyPersonLimits.telMax} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="label" label={t('form.label')} rules={[tooLong(CompanyPersonLimits.labelMax)]}>
          <Input count={{ show: true, max: CompanyPersonLimits.labelMax }} />
        </Form.Item>
        <Form.Item name="remark" label={t('form.remark')} rules={[tooLong(CompanyPersonLimits.remarkMax)]}>
          <Input.TextArea rows={2} count={{ show: true, max: CompanyPersonLimits.remarkMax }} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
