import { CrownOutlined } from '@ant-design/icons';
import { Industries, PlacesOfIncorporation, SecuritiesTypes } from '@app/contracts';
import { Button, Form, Select, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { vipDialog } from '../../commerce';
import { COMPANIES_NS, VipLabel } from '../../companies';
import { DISCLOSURE_NS } from '../constants';
import { PlainText } from '../../../ui';

export type CompanyVipFiltersProps = {
  /** VIP members use the filters; everyone else sees them locked (the server answers -10, or 9999 to visitors). */
  canUse: boolean;
};

/**
 * The "Advanced (VIP)" row: the issuer's industry, securities type and place
 * of incorporation (spec §6). The choices and their names are the company
 * list's (the values stored in listed_companies); locked selects keep the
 * values of a shared link visible, and Reset clears them.
 */
export const CompanyVipFilters = ({ canUse }: CompanyVipFiltersProps) => {
  const { t, ready } = useTranslation([DISCLOSURE_NS, COMPANIES_NS]);
  const lockedHint = t('form.vipFilters.lockedHint');
  // (the companies strings come with the search form; until they are there the choices wait, never show keys)
  const options = (values: readonly string[], group: string) => (ready ? values.map((value) => ({ value, label: t(`${COMPANIES_NS}:${group}.${value}`) })) : []);
  const field = (name: 'industry' | 'securitiesType' | 'placeOfIncorporation', values: readonly string[], group: string) => {
    const select = (
      <Form.Item name={name} noStyle>
        <Select allowClear disabled={!canUse} placeholder={t('form.any')} options={options(values, group)} data-testid={`disclosure-${name}`} />
      </Form.Item>
    );
    return (
      <Form.Item htmlFor={name} label={<VipLabel>{t(`form.vipFilters.${name}`)}</VipLabel>}>
        {canUse ? (
          select
        ) : (
          // a disabled select takes no pointer events, so the tooltip sits on a wrapper
          <Tooltip title={lockedHint}>
            <span className="disclosure-search__locked">{select}</span>
          </Tooltip>
        )}
      </Form.Item>
    );
  };

  return (
    <div className="disclosure-search__vip" data-testid="disclosure-vip-filters">
      <PlainText strong className="disclosure-search__vip-title">
        {t('form.vipFilters.title')}
      </PlainText>
      <div className="disclosure-search__row">
        {field('industry', Industries, 'industries')}
        {field('securitiesType', SecuritiesTypes, 'securitiesTypes')}
        {field('placeOfIncorporation', PlacesOfIncorporation, 'places')}
        {!canUse && (
          <Form.Item label=" ">
            <Button icon={<CrownOutlined />} onClick={() => vipDialog.open('vip')} data-testid="disclosure-open-vip">
              {t('form.vipFilters.openVip')}
            </Button>
          </Form.Item>
        )}
      </div>
    </div>
  );
};
