import { LeftOutlined, MobileOutlined, RightOutlined, ShoppingCartOutlined, VerticalAlignTopOutlined, WechatOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { BREAKPOINT_COLLAPSE } from '@app/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlainPopover, PlainTooltip, QrPlaceholder } from '../../ui';

export type RightNavProps = { showCart: boolean };

/**
 * Right-side floating nav (spec §2): collapsible; a cart shortcut on cart
 * pages; hover popovers for the mini program and official account codes.
 */
export const RightNav = ({ showCart }: RightNavProps) => {
  const { t } = useTranslation();
  // starts folded on narrow screens, where it would cover the content
  const [collapsed, setCollapsed] = useState(() => typeof window !== 'undefined' && window.innerWidth < BREAKPOINT_COLLAPSE);

  const qr = (labelKey: string) => <QrPlaceholder label={t(labelKey)} note={t('qr.notAvailable')} size={140} />;

  return (
    <aside className={`right-nav${collapsed ? ' right-nav--collapsed' : ''}`} aria-label={t('rightNav.label')}>
      <PlainTooltip title={collapsed ? t('rightNav.expand') : t('rightNav.collapse')} placement="left">
        <Button
          type="text"
          size="small"
          className="right-nav__toggle"
          icon={collapsed ? <LeftOutlined /> : <RightOutlined />}
          onClick={() => setCollapsed(!collapsed)}
          aria-label={collapsed ? t('rightNav.expand') : t('rightNav.collapse')}
          aria-expanded={!collapsed}
        />
      </PlainTooltip>
      {!collapsed && (
        <div className="right-nav__items">
          {showCart && (
            <PlainTooltip title={t('rightNav.cart')} placement="left">
              <Link to="/manage/sCart/index" aria-label={t('rightNav.cart')}>
                <Button type="text" icon={<ShoppingCartOutlined />} tabIndex={-1} />
              </Link>
            </PlainTooltip>
          )}
          <PlainPopover content={qr('qr.miniProgram')} placement="left" trigger="hover">
            <Button type="text" icon={<MobileOutlined />} aria-label={t('qr.miniProgram')} />
          </PlainPopover>
          <PlainPopover content={qr('qr.officialAccount')} placement="left" trigger="hover">
            <Button type="text" icon={<WechatOutlined />} aria-label={t('qr.officialAccount')} />
          </PlainPopover>
          <PlainTooltip title={t('rightNav.top')} placement="left">
            <Button
              type="text"
              icon={<VerticalAlignTopOutlined />}
              aria-label={t('rightNav.top')}
              onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            />
          </PlainTooltip>
        </div>
      )}
    </aside>
  );
};
