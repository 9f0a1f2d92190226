import type { RuleReference } from '@app/contracts';
import { Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n';
import { DOCUMENTS_NS } from '../constants';
import { triText } from '../utils';

const TAG_COLOUR = { V: 'green', S: 'blue', M: 'orange', T: 'purple' } as const;

/** A template's rule references with the brief's confidence tags; [M] facts are marked unverified. */
export const RuleList = ({ rules }: { rules: RuleReference[] }) => {
  const { t } = useTranslation(DOCUMENTS_NS);
  const locale = useLocale();
  if (rules.length === 0) return null;
  return (
    <Space orientation="vertical" size={2} data-testid="template-rules">
      {rules.map((rule) => {
        const note = triText(rule.note, locale);
        return (
          <Typography.Text key={rule.rule} style={{ fontSize: 13 }}>
            <Tooltip title={t(`tags.${rule.tag}.hint`)}>
              <Tag color={TAG_COLOUR[rule.tag]}>{t(`tags.${rule.tag}.label`)}</Tag>
            </Tooltip>
            <strong>{rule.rule}</strong>
            {note ? ` – ${note}` : ''}
          </Typography.Text>
        );
      })}
    </Space>
  );
};
