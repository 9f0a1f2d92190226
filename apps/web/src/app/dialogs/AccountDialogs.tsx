import { useQueryClient } from '@tanstack/react-query';
import { Modal } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LoginForm, ProfileFlow, WechatSignIn, accountDialogs, useAccountDialog, useAfterCompanySwitch } from '../../modules/account';
import { CertificationDialog, CompanySwitcherDialog } from '../../modules/organisation';
import { sessionKeys } from '../../modules/auth';
import { notify } from '../../lib/notify';

/** Sign-in, profile completion, company switcher and WeChat binding dialogs (loaded once a session or a dialog needs them). */
export const AccountDialogs = () => {
  const { t } = useTranslation('account');
  const open = useAccountDialog();
  const location = useLocation();
  const queryClient = useQueryClient();
  const afterCompanySwitch = useAfterCompanySwitch();
  // The login dialog opens in place (header sign-in); following its register or
  // forgot-password link moves to another page, so it closes there.
  const loginOpenedAt = useRef(location.pathname);
  useEffect(() => {
    if (open !== 'login') loginOpenedAt.current = location.pathname;
    else if (location.pathname !== loginOpenedAt.current) accountDialogs.close();
  }, [open, location.pathname]);
  return (
    <>
      <ProfileFlow />
      <Modal open={open === 'login'} title={t('login.title')} footer={null} onCancel={accountDialogs.close} destroyOnHidden width={440}>
        <LoginForm target={`${location.pathname}${location.search}`} linkSearch={`?redirect=${encodeURIComponent(location.pathname + location.search)}`} onSignedIn={accountDialogs.close} />
      </Modal>
      <CertificationDialog open={open === 'certification'} onClose={accountDialogs.close} />
      <CompanySwitcherDialog open={open === 'companySwitcher'} onClose={accountDialogs.close} onSwitched={(company, kind) => void afterCompanySwitch(company, kind)} />
      <Modal open={open === 'bindWeChat'} title={t('wechat.bindTitle')} footer={null} onCancel={accountDialogs.close} destroyOnHidden>
        {open === 'bindWeChat' && (
          <WechatSignIn
            mode="bind"
            onDone={(outcome) => {
              if (outcome.kind !== 'bound') return;
              notify.toast('success', t('wechat.bound'));
              accountDialogs.close();
              void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
            }}
          />
        )}
      </Modal>
    </>
  );
};
