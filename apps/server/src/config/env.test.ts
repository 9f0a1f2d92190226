import path from 'node:path';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from './env';

describe(loadConfig.name, () => {
  it('gives the documented defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: 'localhost', DATA_DIR: path.resolve('./data'), LOG_LEVEL: 'info', SEED_DEMO: true, DATABASE_POOL_SIZE: 10 });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.WEB_DIST_DIR.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('reads and converts the values it is given', () => {
    const config = loadConfig({ PORT: '8080', DATA_DIR: '/srv/data', DATABASE_URL: 'postgres://u@db:5432/app', SEED_DEMO: 'false', WEB_DIST_DIR: '' });
    expect(config).toMatchObject({ PORT: 8080, DATA_DIR: '/srv/data', DATABASE_URL: 'postgres://u@db:5432/app', SEED_DEMO: false, WEB_DIST_DIR: '' });
  });

  it('switches no public source on by default; SYNC_SOURCES names some, or all, and refuses unknown ones', () => {
    expect(loadConfig({}).SYNC_SOURCES).toBeUndefined();
    expect(loadConfig({ SYNC_SOURCES: 'sfc-news, hkex-latest,sfc-news' }).SYNC_SOURCES).toEqual(['sfc-news', 'hkex-latest']);
    expect(loadConfig({ SYNC_SOURCES: 'all' }).SYNC_SOURCES).toHaveLength(7);
    expect(() => loadConfig({ SYNC_SOURCES: 'hkex-latest,twitter' })).toThrow(/SYNC_SOURCES="hkex-latest,twitter": unknown source twitter/);
  });

  it('runs one process unless WORKERS asks for more, which needs a PostgreSQL server', () => {
    expect(loadConfig({}).WORKERS).toBe(1);
    expect(loadConfig({ WORKERS: '4', DATABASE_URL: 'postgres://u@db/app' }).WORKERS).toBe(4);
    expect(loadConfig({ WORKERS: 'auto', DATABASE_URL: 'postgres://u@db/app' }).WORKERS).toBe(os.availableParallelism());
    expect(() => loadConfig({ WORKERS: '0' })).toThrow(/WORKERS="0": must be a number from 1 to 64/);
    expect(() => loadConfig({ WORKERS: 'two', DATABASE_URL: 'postgres://u@db/app' })).toThrow(/WORKERS="two"/);
    expect(() => loadConfig({ WORKERS: '2' })).toThrow('WORKERS=2 needs DATABASE_URL: the embedded PGlite database serves one process');
  });

  it('treats an empty DATABASE_URL as unset (embedded database)', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('lists every wrong value with the reason', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', SEED_DEMO: 'maybe' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT="eighty": must be a number');
    expect(message).toContain('DATABASE_URL="mysql://x": must start with postgres:// or postgresql://');
    expect(message).toContain('LOG_LEVEL="loud"');
    expect(message).toContain('SEED_DEMO="maybe": must be true or false');
  });

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT="70000"/);
  });
});

describe('the production guard on development tools', () => {
  const REAL_PROVIDERS = {
    SMS_PROVIDER: 'twilio',
    MAIL_PROVIDER: 'smtp',
    SMTP_HOST: 'smtp.example.com',
    WECHAT_PROVIDER: 'wechat',
    WECHAT_APP_ID: 'wx-app',
    WECHAT_APP_SECRET: 'wx-secret',
    VERIFICATION_CODE_PEPPER: '5f0c2b7e9a4d4c1e8b3a6f2d7c9e1a4b',
    FILES_SIGNING_SECRET: '9c1e4b7a2d5f8e0b3c6a9d2f5e8b1c4a',
    PAYMENT_PROVIDER: 'live',
    WECHATPAY_MCH_ID: '1900000001',
    WECHATPAY_APP_ID: 'wx-app',
    WECHATPAY_SERIAL_NO: 'ABC123',
    WECHATPAY_PRIVATE_KEY_PATH: '/keys/apiclient_key.pem',
    WECHATPAY_APIV3_KEY: '0123456789abcdef0123456789abcdef',
    WECHATPAY_PLATFORM_PUBLIC_KEY_PATH: '/keys/wechatpay_pub.pem',
    WECHATPAY_PLATFORM_KEY_ID: 'PUB_KEY_ID_0001',
    ALIPAY_APP_ID: '2021000000000000',
    ALIPAY_SELLER_ID: '2088000000000000',
    ALIPAY_PRIVATE_KEY_PATH: '/keys/alipay_app_key.pem',
    ALIPAY_PUBLIC_KEY_PATH: '/keys/alipay_public.pem',
  };

  it('refuses NODE_ENV=production with the dev outbox or the WeChat simulator, naming each', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('SMS_PROVIDER=dev (development outbox)');
    expect(message).toContain('MAIL_PROVIDER=dev (development outbox)');
    expect(message).toContain('WECHAT_PROVIDER=simulator (WeChat simulator)');
    expect(message).toContain('DEV_TOOLS=true');
  });

  it.each([
    ['SMS', { SMS_PROVIDER: 'dev' }, 'SMS_PROVIDER=dev'],
    ['e-mail', { MAIL_PROVIDER: 'dev' }, 'MAIL_PROVIDER=dev'],
    ['WeChat', { WECHAT_PROVIDER: 'simulator' }, 'WECHAT_PROVIDER=simulator'],
  ])('refuses a single development %s provider in production', (_case, override, named) => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...REAL_PROVIDERS, ...override })).toThrow(named);
  });

  it('refuses the payment sandbox in production unless DEV_TOOLS=true', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...REAL_PROVIDERS, PAYMENT_PROVIDER: 'sandbox' })).toThrow('PAYMENT_PROVIDER=sandbox');
    expect(loadConfig({ NODE_ENV: 'production', ...REAL_PROVIDERS, PAYMENT_PROVIDER: 'sandbox', DEV_TOOLS: 'true' }).PAYMENT_PROVIDER).toBe('sandbox');
    expect(() => loadConfig({ NODE_ENV: 'production', ...REAL_PROVIDERS, ALIPAY_APP_ID: undefined })).toThrow('PAYMENT_PROVIDER=live needs ALIPAY_APP_ID');
  });

  it('starts in production with real providers', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...REAL_PROVIDERS })).toMatchObject({ NODE_ENV: 'production', DEV_TOOLS: false });
  });

  it('starts in production with development tools when DEV_TOOLS=true says so', () => {
    expect(loadConfig({ NODE_ENV: 'production', DEV_TOOLS: 'true', VERIFICATION_CODE_PEPPER: REAL_PROVIDERS.VERIFICATION_CODE_PEPPER, FILES_SIGNING_SECRET: REAL_PROVIDERS.FILES_SIGNING_SECRET })).toMatchObject({ SMS_PROVIDER: 'dev', WECHAT_PROVIDER: 'simulator', DEV_TOOLS: true });
  });

  it('refuses to start in production with the default verification-code pepper, saying what to set', () => {
    const { VERIFICATION_CODE_PEPPER: _pepper, ...withoutPepper } = REAL_PROVIDERS;
    expect(() => loadConfig({ NODE_ENV: 'production', ...withoutPepper })).toThrow(
      'VERIFICATION_CODE_PEPPER is the development default: set a long random value (openssl rand -hex 32)',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_TOOLS: 'true' })).toThrow('NODE_ENV=production refuses default secrets');
    expect(() => loadConfig({ NODE_ENV: 'production', ...withoutPepper, VERIFICATION_CODE_PEPPER: 'compliance-desk-development-pepper' })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'development' }).VERIFICATION_CODE_PEPPER).toBe('compliance-desk-development-pepper');
  });

  it.each(['development', 'test', 'staging'])('allows development tools with NODE_ENV=%s', (nodeEnv) => {
    expect(loadConfig({ NODE_ENV: nodeEnv }).SMS_PROVIDER).toBe('dev');
  });
});

describe('README configuration table', () => {
  it('lists every variable the server reads', () => {
    const readme = fs.readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    const missing = CONFIG_VARIABLES.filter((name) => !readme.includes(`| \`${name}\` |`));
    expect(missing).toEqual([]);
  });
});
