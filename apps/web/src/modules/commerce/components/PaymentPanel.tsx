import { AlipayCircleOutlined, WechatOutlined } from '@ant-design/icons';
import { Alert, Button, Result, Segmented, Space, Spin, Typography } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommerceLimits, type ApplyPay } from '@app/contracts';
import { useLocale } from '../../../i18n';
import { formatPrice } from '../../../lib/format';
import { applyPay, payDetail } from '../api';
import { COMMERCE_NS, PAY_WAYS } from '../constants';

/** Alipay may answer a page for an iframe (our sandbox cashier, same origin) instead of QR text. */
const isPageUrl = (codeUrl: string) => {
  try {
    return new URL(codeUrl).origin === window.location.origin;
  } catch {
    return false;
  }
};

type PaymentPanelProps = {
  orderId: string;
  amount: number;
  currency: string;
  /** Called once when the poll sees payStatus '1'. */
  onPaid: () => void;
};

/**
 * The order payment (spec §4): apply for payment, show the WeChat QR (size 180)
 * or the Alipay page, poll getTcPayDetail every 1.5 s until payStatus is '1'.
 * Switching method applies again (the server closes the other attempt first).
 */
export const PaymentPanel = ({ orderId, amount, currency, onPaid }: PaymentPanelProps) => {
  const { t } = useTranslation(COMMERCE_NS);
  const locale = useLocale();
  const [payWay, setPayWay] = useState<number>(1);
  const [attempt, setAttempt] = useState<ApplyPay | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [state, setState] = useState<'loading' | 'waiting' | 'closed' | 'failed' | 'paid'>('loading');
  const [round, setRound] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setState('loading');
    setQr(null);
    applyPay(orderId, payWay)
      .then(async (reply) => {
        if (cancelled) return;
        setAttempt(reply);
        if (!(payWay === 2 && isPageUrl(reply.CodeUrl))) setQr(await QRCode.toDataURL(reply.CodeUrl, { width: CommerceLimits.qrSize, margin: 1 }));
        if (!cancelled) setState('waiting');
      })
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
    };
  }, [orderId, payWay, round]);

  useEffect(() => {
    if (state !== 'waiting' || !attempt) return;
    const timer = window.setInterval(() => {
      payDetail(attempt.PayId)
        .then((detail) => {
          if (detail.payStatus === '1') {
            window.clearInterval(timer);
            setState('paid');
            onPaid();
          } else if (detail.payStatus === '2') {
            window.clearInterval(timer);
            setState('closed');
          }
        })
        .catch(() => undefined);
    }, CommerceLimits.pollMilliseconds);
    return () => window.clearInterval(timer);
  }, [state, attempt, onPaid]);

  return (
    <div className="payment-panel" data-testid="payment-panel">
      <Space orientation="vertical" size="middle" style={{ width: '100%', alignItems: 'center' }}>
        <Typography.Text>
          {t('payment.amount')} <Typography.Text strong data-testid="payment-amount">{formatPrice(amount, currency, locale)}</Typography.Text>
        </Typography.Text>
        <Segmented
          value={payWay}
          onChange={(value) => setPayWay(Number(value))}
          disabled={state === 'paid'}
          options={PAY_WAYS.map((way) => ({ value: way.payWay, label: t(`payment.${way.key}`), icon: way.payWay === 1 ? <WechatOutlined /> : <AlipayCircleOutlined /> }))}
        />
        {state === 'loading' && <Spin />}
        {state === 'waiting' && attempt && qr && (
          <>
            <img src={qr} width={CommerceLimits.qrSize} height={CommerceLimits.qrSize} alt={t('payment.qrAlt')} data-testid="payment-qr" data-code-url={attempt.CodeUrl} />
            <Typography.Text type="secondary">{payWay === 1 ? t('payment.scanWechat') : t('payment.scanAlipay')}</Typography.Text>
          </>
        )}
        {state === 'waiting' && attempt && !qr && (
          <iframe title={t('payment.alipay')} src={attempt.CodeUrl} width={420} height={360} style={{ border: '1px solid #f0f0f0', borderRadius: 8 }} data-testid="payment-iframe" />
        )}
        {state === 'waiting' && <Typography.Text type="secondary">{t('payment.waiting')}</Typography.Text>}
        {state === 'paid' && <Result status="success" title={t('payment.paid')} />}
        {state === 'closed' && (
          <Alert type="warning" showIcon title={t('payment.closed')} action={<Button onClick={() => setRound((value) => value + 1)}>{t('payment.again')}</Button>} />
        )}
        {state === 'failed' && <Alert type="error" showIcon title={t('payment.failed')} action={<Button onClick={() => setRound((value) => value + 1)}>{t('payment.again')}</Button>} />}
      </Space>
    </div>
  );
};
