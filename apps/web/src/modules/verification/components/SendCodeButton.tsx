import { SMS_RESEND_SECONDS } from '@app/domain';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SliderCaptcha } from './SliderCaptcha';

export type SendCodeButtonProps = {
  /** Validates the phone / e-mail first; false stops before the captcha. */
  beforeCaptcha: () => Promise<boolean>;
  /** Sends the code with the solved captcha's ticket; resolves false when nothing was sent. */
  send: (captchaTicket: string) => Promise<boolean>;
};

/** "Get code": slider captcha first, then the code, then a 60 s countdown (spec §4/§5). */
export const SendCodeButton = ({ beforeCaptcha, send }: SendCodeButtonProps) => {
  const { t } = useTranslation('account');
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);

  const start = async () => {
    if (await beforeCaptcha()) setCaptchaOpen(true);
  };

  const onSolved = async (ticket: string) => {
    setCaptchaOpen(false);
    setSending(true);
    try {
      if (await send(ticket)) setSeconds(SMS_RESEND_SECONDS);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button onClick={() => void start()} disabled={seconds > 0} loading={sending} data-testid="send-code">
        {seconds > 0 ? t('code.resendIn', { seconds }) : t('code.get')}
      </Button>
      <SliderCaptcha open={captchaOpen} onSolved={(ticket) => void onSolved(ticket)} onCancel={() => setCaptchaOpen(false)} />
    </>
  );
};
