import fs from 'node:fs';
import type { AppConfig } from '../../../config/env';
import type { CommerceRepository } from '../commerce.repository';
import { createAlipayProvider } from './alipay';
import type { PaymentProvider, ProviderName } from './payment-provider';
import { createSandboxProvider } from './sandbox';
import { createWechatPayProvider } from './wechat-pay';

export { NotificationRejectedError, type PaymentProvider } from './payment-provider';

/**
 * The configured payment providers (PAYMENT_PROVIDER): the sandbox plays both
 * methods; 'live' uses WeChat Pay for payWay 1 and Alipay for payWay 2. Keys are
 * read from their files once, at start.
 */
export const createPaymentProviders = (config: AppConfig, repository: CommerceRepository, publicBaseUrl: string, now: () => Date) => {
  const cashierPath = '/api/orderpay/sandbox/cashier';
  const notifyUrl = (provider: ProviderName) => `${publicBaseUrl}/api/orderpay/notify/${provider}`;
  if (config.PAYMENT_PROVIDER === 'sandbox') {
    const sandbox = createSandboxProvider(repository, { cashierUrl: (outTradeNo) => `${publicBaseUrl}${cashierPath}?outTradeNo=${outTradeNo}`, now });
    return {
      providerFor: (): PaymentProvider => sandbox,
      providerNamed: (name: string): PaymentProvider | undefined => (name === 'sandbox' ? sandbox : undefined),
      notifyUrl,
      sandbox: { provider: sandbox, notifyUrl: notifyUrl('sandbox'), cashierPath: `${publicBaseUrl}${cashierPath}` },
    };
  }
  const read = (file: string | undefined) => fs.readFileSync(file ?? '', 'utf8');
  // keys are read on first use, so that a process that never takes a payment starts without them
  let live: { wechat: PaymentProvider; alipay: PaymentProvider } | undefined;
  const providers = () =>
    (live ??= {
      wechat: createWechatPayProvider(
        {
          mchId: config.WECHATPAY_MCH_ID ?? '',
          appId: config.WECHATPAY_APP_ID ?? '',
          serialNo: config.WECHATPAY_SERIAL_NO ?? '',
          privateKey: read(config.WECHATPAY_PRIVATE_KEY_PATH),
          apiV3Key: config.WECHATPAY_APIV3_KEY ?? '',
          platformKeys: { [config.WECHATPAY_PLATFORM_KEY_ID ?? '']: read(config.WECHATPAY_PLATFORM_PUBLIC_KEY_PATH) },
        },
        config.WECHATPAY_API_BASE_URL,
      ),
      alipay: createAlipayProvider(
        { appId: config.ALIPAY_APP_ID ?? '', sellerId: config.ALIPAY_SELLER_ID ?? '', privateKey: read(config.ALIPAY_PRIVATE_KEY_PATH), alipayPublicKey: read(config.ALIPAY_PUBLIC_KEY_PATH) },
        config.ALIPAY_GATEWAY_URL,
      ),
    });
  return {
    providerFor: (payWay: number): PaymentProvider => (payWay === 2 ? providers().alipay : providers().wechat),
    providerNamed: (name: string): PaymentProvider | undefined => (name === 'wechat' ? providers().wechat : name === 'alipay' ? providers().alipay : undefined),
    notifyUrl,
    sandbox: undefined,
  };
};
