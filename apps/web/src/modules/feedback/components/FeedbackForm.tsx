import { AddFeedbackBodySchema, FeedbackLimits, FeedbackType } from '@app/contracts';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { validationDetailsOf } from '../../../lib/errorPolicy';
import { schemaRule, toFieldErrors, type FieldSchema } from '../../../lib/form-rules';
import { ApiError } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { useAddFeedbackMutation } from '../queries';

type FeedbackValues = { name?: string; phone?: string; company?: string; job?: string; content?: string };

export type FeedbackFormProps = {
  /** 'footer' sends feedback type 2, 'contact' type 1 (spec §3). */
  variant: 'footer' | 'contact';
  /** Where the request comes from, e.g. 'companyMember'. */
  source?: string;
  /** Adds the company and position fields (contact requests). */
  withCompany?: boolean;
  /** The signed-in user's id, when there is one. */
  userId?: string;
  /** Label of the content field. */
  contentLabel?: string;
  onSubmitted?: () => void;
};

const FIELD_SCHEMAS: Record<keyof FeedbackValues, FieldSchema> = {
  name: AddFeedbackBodySchema.shape.name,
  phone: AddFeedbackBodySchema.shape.phone,
  company: AddFeedbackBodySchema.shape.company,
  job: AddFeedbackBodySchema.shape.job,
  content: AddFeedbackBodySchema.shape.content,
};

/**
 * The feedback / contact form (spec §5): name ≤ 20, a valid phone and content
 * ≤ 200 with a counter, each required with its own message. The rules run the
 * contracts schema, so the messages are the server's.
 */
export const FeedbackForm = ({ variant, source, withCompany = false, userId, contentLabel, onSubmitted }: FeedbackFormProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<FeedbackValues>();
  const mutation = useAddFeedbackMutation();
  const fieldNames: (keyof FeedbackValues)[] = withCompany ? ['name', 'phone', 'company', 'job', 'content'] : ['name', 'phone', 'content'];

  const ruleFor = (field: keyof FeedbackValues) =>
    schemaRule(FIELD_SCHEMAS[field], (key) => t(`errors:${key}`, { field: t(`errors:fields.${field}`) }));

  const handleFinish = async (values: FeedbackValues) => {
    try {
      // Empty fields are dropped before sending (lib/http.ts), so the server names the missing ones.
      const reply = await mutation.mutateAsync({
        name: values.name ?? '',
        phone: values.phone ?? '',
        content: values.content ?? '',
        company: values.company,
        job: values.job,
        type: variant === 'footer' ? FeedbackType.Footer : FeedbackType.Contact,
        source,
        userId,
      });
      notify.toast('success', reply.resultMsg || t('errors:success.feedbackReceived'));
      form.resetFields();
      onSubmitted?.();
    } catch (error) {
      const details = error instanceof ApiError ? validationDetailsOf(error.resultData) : undefined;
      if (details) form.setFields(toFieldErrors(details, fieldNames));
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={handleFinish} requiredMark disabled={mutation.isPending} aria-label={t('feedback.formLabel')}>
      <Form.Item name="name" label={t('feedback.name')} required rules={[ruleFor('name')]}>
        <Input autoComplete="name" placeholder={t('feedback.namePlaceholder')} />
      </Form.Item>
      <Form.Item name="phone" label={t('feedback.phone')} required rules={[ruleFor('phone')]}>
        <Input autoComplete="tel" inputMode="tel" placeholder={t('feedback.phonePlaceholder')} />
      </Form.Item>
      {withCompany && (
        <>
          <Form.Item name="company" label={t('feedback.company')} rules={[ruleFor('company')]}>
            <Input autoComplete="organization" />
          </Form.Item>
          <Form.Item name="job" label={t('feedback.job')} rules={[ruleFor('job')]}>
            <Input autoComplete="organization-title" />
          </Form.Item>
        </>
      )}
      <Form.Item name="content" label={contentLabel ?? t('feedback.content')} required rules={[ruleFor('content')]}>
        <Input.TextArea rows={4} showCount maxLength={FeedbackLimits.contentMax} placeholder={t('feedback.contentPlaceholder')} />
      </Form.Item>
      <Form.Item noStyle>
        <Button type="primary" htmlType="submit" loading={mutation.isPending}>
          {t('feedback.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
};
