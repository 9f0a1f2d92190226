import { DocumentFamilies } from '@app/contracts';
import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DOCUMENTS_NS, FAMILY_PATHS, LETTERHEADS_PATH } from '../constants';
import { useTemplatesQuery } from '../queries';

/** /docAi/create/createHome: choose a family of documents. */
export const FamilyChooser = () => {
  const { t } = useTranslation(DOCUMENTS_NS);
  const templates = useTemplatesQuery();
  return (
    <>
      <Typography.Paragraph>{t('home.intro')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {DocumentFamilies.map((family) => {
          const ofFamily = templates.data?.filter((template) => template.family === family) ?? [];
          const built = ofFamily.filter((template) => template.built).length;
          return (
            <Col key={family} xs={24} md={12} xl={8}>
              <Link to={FAMILY_PATHS[family]}>
                <Card hoverable title={t(`families.${family}.title`)} data-testid={`family-${family}`}>
                  <Typography.Paragraph type="secondary" style={{ minHeight: 44 }}>
                    {t(`families.${family}.description`)}
                  </Typography.Paragraph>
                  {templates.data && <Typography.Text type={built ? undefined : 'secondary'}>{built ? t('catalogue.builtCount', { built, total: ofFamily.length }) : t('home.noneBuilt')}</Typography.Text>}
                </Card>
              </Link>
            </Col>
          );
        })}
      </Row>
      <Typography.Paragraph style={{ marginTop: 16 }}>
        <Link to={LETTERHEADS_PATH}>{t('home.letterheadsLink')}</Link>
      </Typography.Paragraph>
    </>
  );
};
