import type { DocumentFamily } from '@app/contracts';
import { Alert, Button, Card, List, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../i18n';
import { DOCUMENTS_NS, EDITOR_PATH } from '../constants';
import { useTemplatesQuery } from '../queries';
import { triText } from '../utils';
import { RuleList } from './RuleList';

/** The document types of one family: built ones open the editor; the others say plainly they are not available yet. */
export const TemplateCatalogue = ({ family }: { family: DocumentFamily }) => {
  const { t } = useTranslation(DOCUMENTS_NS);
  const locale = useLocale();
  const templates = useTemplatesQuery(family);
  if (templates.isPending) return <Skeleton active />;
  if (templates.isError) return <Alert type="error" showIcon title={t('catalogue.loadFailed')} />;
  const built = templates.data.filter((template) => template.built).length;
  return (
    <Card title={t(`families.${family}.title`)} extra={<Typography.Text type="secondary">{t('catalogue.builtCount', { built, total: templates.data.length })}</Typography.Text>}>
      <Typography.Paragraph type="secondary">{t(`families.${family}.description`)}</Typography.Paragraph>
      <List
        itemLayout="vertical"
        dataSource={templates.data}
        renderItem={(template) => (
          <List.Item
            key={template.id}
            data-testid={`template-${template.id}`}
            actions={[
              template.built ? (
                <Link key="create" to={`${EDITOR_PATH}?templateId=${encodeURIComponent(template.id)}`}>
                  <Button type="primary">{t('catalogue.create')}</Button>
                </Link>
              ) : (
                <Tag key="unbuilt" color="default">
                  {t('catalogue.notBuilt')}
                </Tag>
              ),
            ]}
          >
            <List.Item.Meta
              title={
                <Space wrap>
                  <span>{triText(template.title, locale)}</span>
                  {template.built && template.scripts.map((script) => <Tag key={script}>{t(`scripts.${script}`)}</Tag>)}
                </Space>
              }
              description={template.built ? null : t('catalogue.notBuiltDescription')}
            />
            <RuleList rules={template.rules} />
          </List.Item>
        )}
      />
    </Card>
  );
};
