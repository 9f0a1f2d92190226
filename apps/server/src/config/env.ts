import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SyncSourceIds, type SyncSourceId } from '@app/contracts';
import { z } from 'zod';
import { REPOSITORY_ROOT } from '../server-root';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

/** The pepper a development checkout runs with (the schema's default below); production refuses it. */
export const DEVELOPMENT_PEPPER = 'compliance-desk-development-pepper';

/** Secrets with a development default: production must set each one (name → default). */
const DEFAULT_SECRETS = { VERIFICATION_CODE_PEPPER: DEVELOPMENT_PEPPER, FILES_SIGNING_SECRET: 'compliance-desk-development-files-signing-secret' } as const;

/**
 * Which proxies in front of the server are trusted for X-Forwarded-For / -Proto / -Host
 * (Fastify's trustProxy): false, true, a hop count, or a list of addresses and CIDR ranges.
 */
const trustProxySetting = z
  .string()
  .trim()
  .transform((value, context): boolean | number | string[] => {
    if (['false', 'no'].includes(value)) return false;
    if (['true', 'yes'].includes(value)) return true;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops >= 0 && hops <= 20) return hops;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const valid = entries.every((entry) => {
      const [address, prefix, extra] = entry.split('/');
      const version = isIP(address);
      return version !== 0 && extra === undefined && (prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128)));
    });
    if (!valid) {
      context.addIssue({ code: 'custom', message: 'must be false, true, a hop count (0–20) or comma-separated proxy addresses / CIDR ranges' });
      return z.NEVER;
    }
    return entries;
  });

/**
 * TRUST_PROXY as Fastify's trustProxy option: a hop count becomes "trust the first n hops"
 * (what proxy-addr does with a number), the rest pass as they are.
 */
export const fastifyTrustProxy = (setting: boolean | number | string[]): boolean | string[] | ((address: string, hop: number) => boolean) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

/** Comma-separated browser origins (scheme://host[:port]) allowed to call the API from another site. */
const originList = z
  .string()
  .transform((value, context): string[] => {
    const origins = value.split(',').map((entry) => entry.trim()).filter(Boolean);
    const invalid = origins.filter((origin) => {
      try {
        return new URL(origin).origin !== origin;
      } catch {
        return true;
      }
    });
    if (invalid.length > 0) {
      context.addIssue({ code: 'custom', message: `must be origins such as https://app.example.com (no path or trailing slash): ${invalid.join(', ')}` });
      return z.NEVER;
    }
    return origins;
  });

/** Every environment variable the server reads, with its default and why it exists. */
const EnvSchema = z.object({
  // Any value; 'production' refuses to start with a default secret (VERIFICATION_CODE_PEPPER), or with the development outbox or the WeChat simulator unless DEV_TOOLS=true.
  NODE_ENV: z.string().default('development'),
  // Allow the development outbox (/api/dev/outbox), the WeChat simulator and the clock and job tools (/api/dev/clock, /api/dev/jobs/run) with NODE_ENV=production (a demonstration server only: anyone can read the codes and move the clock).
  DEV_TOOLS: booleanFlag.default(false),
  // Port the HTTP server listens on (API and web app together).
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535).default(3000),
  // Interface to bind; 'localhost' serves both IPv4 and IPv6 loopback.
  HOST: z.string().min(1).default('localhost'),
  // Folder for the embedded database and stored files; relative paths start at the working directory.
  DATA_DIR: z.string().min(1).default('./data'),
  // Most megabytes one organisation may store: the file store (every version, the recycle bin included) and business cards together, one figure.
  ORGANISATION_STORAGE_QUOTA_MB: z.coerce.number({ error: 'must be a number' }).int().min(1).default(500),
  // postgres://user@host:port/db switches from the embedded PGlite to a PostgreSQL server.
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
    .optional(),
  // Server processes: 1, a number up to 64, or 'auto' (one per CPU core). More than one needs DATABASE_URL (PGlite is one process's database): the first process migrates and seeds, starts the others on the same port and restarts one that stops. A PostgreSQL deployment should set `auto`: the throughput figures (`npm run bench:api`) are measured so.
  WORKERS: z
    .string()
    .trim()
    .transform((value, context): number => {
      if (value === 'auto') return os.availableParallelism();
      const count = /^\d+$/.test(value) ? Number(value) : Number.NaN;
      if (count >= 1 && count <= 64) return count;
      context.addIssue({ code: 'custom', message: "must be a number from 1 to 64, or 'auto' (one per CPU core)" });
      return z.NEVER;
    })
    .default(1),
  // Connections in the pool when DATABASE_URL is set (per process).
  DATABASE_POOL_SIZE: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100).default(10),
  // Log level: fatal, error, warn, info, debug, trace or silent. At `info` every request writes one line, except answered health probes (`GET /api/health`) and the web app's files (a page view is logged once, as its page); a failing or slow one still does.
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Human-readable logs (pino-pretty) instead of JSON lines.
  LOG_PRETTY: booleanFlag.default(false),
  // Run due background jobs (reminders, expiries, refunds, purges, alerts) in this process; 'false' leaves them to other processes on the same database.
  JOBS_RUNNER: booleanFlag.default(true),
  // How often the job runner looks for due jobs, in milliseconds.
  JOBS_POLL_MS: z.coerce.number({ error: 'must be a number' }).int().min(100).max(60_000).default(1000),
  // Load demonstration data (synthetic announcements, company details, prices) on first start; reference data always loads.
  SEED_DEMO: booleanFlag.default(true),
  // Built web app to serve; empty string disables serving it (API only).
  WEB_DIST_DIR: z.string().default(path.join(REPOSITORY_ROOT, 'apps/web/dist')),
  // Proxies trusted for X-Forwarded-For/-Proto (client IP of the per-IP limits, HTTPS): 'false' (the connection's address), a hop count (1 = one reverse proxy), proxy addresses/CIDRs (10.0.0.0/8,127.0.0.1), or 'true' (every hop; only if the proxy overwrites the header).
  TRUST_PROXY: trustProxySetting.default(false),
  // Other sites (origins, comma-separated, e.g. https://partner.example.com) whose pages may call the API from the browser (CORS); unset allows the app's own origin only.
  ALLOWED_ORIGINS: originList.optional(),
  // Address users reach the app at; WeChat redirects back to it (default http://localhost:PORT).
  PUBLIC_BASE_URL: z.string().url({ error: 'must be a URL such as https://example.com' }).optional(),
  // WeChat sign-in: 'simulator' (a local page plays WeChat; development) or 'wechat' (Open Platform).
  WECHAT_PROVIDER: z.enum(['simulator', 'wechat']).default('simulator'),
  // WeChat Open Platform website application AppID (needed when WECHAT_PROVIDER=wechat).
  WECHAT_APP_ID: z.string().optional(),
  // WeChat Open Platform AppSecret (needed when WECHAT_PROVIDER=wechat).
  WECHAT_APP_SECRET: z.string().optional(),
  // WeChat mini-program AppID, for mini-program codes (/miniweixin/miniCode) when WECHAT_PROVIDER=wechat.
  WECHAT_MINI_APP_ID: z.string().optional(),
  // WeChat mini-program AppSecret, for mini-program codes when WECHAT_PROVIDER=wechat.
  WECHAT_MINI_APP_SECRET: z.string().optional(),
  // Back-office staff (certification review) by phone, comma-separated in international form, e.g. +85291234567,+8613800138000; besides users flagged is_staff.
  STAFF_PHONES: z
    .string()
    .regex(/^\+?\d{6,15}(\s*,\s*\+?\d{6,15})*$/, { error: 'must be phone numbers with their dial code, separated by commas' })
    .transform((value) => new Set(value.split(',').map((phone) => phone.trim().replace(/^\+/, ''))))
    .optional(),
  // WeChat API host, overridable for tests.
  WECHAT_API_BASE_URL: z.string().url().default('https://api.weixin.qq.com'),
  // WeChat QR-login page host, overridable for tests.
  WECHAT_OPEN_BASE_URL: z.string().url().default('https://open.weixin.qq.com'),
  // SMS delivery: 'dev' (development outbox and log), 'aliyun' (Aliyun SMS) or 'twilio'.
  SMS_PROVIDER: z.enum(['dev', 'aliyun', 'twilio']).default('dev'),
  // Aliyun SMS AccessKey id (needed when SMS_PROVIDER=aliyun).
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().optional(),
  // Aliyun SMS AccessKey secret (needed when SMS_PROVIDER=aliyun).
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().optional(),
  // Approved Aliyun SMS signature name (needed when SMS_PROVIDER=aliyun).
  ALIYUN_SMS_SIGN_NAME: z.string().optional(),
  // Approved Aliyun SMS template code with a ${code} variable (needed when SMS_PROVIDER=aliyun).
  ALIYUN_SMS_TEMPLATE_CODE: z.string().optional(),
  // Aliyun SMS API endpoint, overridable for tests.
  ALIYUN_SMS_ENDPOINT: z.string().url({ error: 'must be a URL' }).default('https://dysmsapi.aliyuncs.com'),
  // Twilio account SID (needed when SMS_PROVIDER=twilio).
  TWILIO_ACCOUNT_SID: z.string().optional(),
  // Twilio auth token (needed when SMS_PROVIDER=twilio).
  TWILIO_AUTH_TOKEN: z.string().optional(),
  // Twilio sender: a phone number (+1…) or a messaging service SID (MG…) (needed when SMS_PROVIDER=twilio).
  TWILIO_FROM: z.string().optional(),
  // Twilio REST API base URL, overridable for tests.
  TWILIO_BASE_URL: z.string().url({ error: 'must be a URL' }).default('https://api.twilio.com'),
  // E-mail delivery: 'dev' (development outbox and log) or 'smtp'.
  MAIL_PROVIDER: z.enum(['dev', 'smtp']).default('dev'),
  // SMTP server host (needed when MAIL_PROVIDER=smtp).
  SMTP_HOST: z.string().optional(),
  // SMTP port: 587 (STARTTLS), 465 (with SMTP_SECURE=true) or 25.
  SMTP_PORT: z.coerce.number({ error: 'must be a number' }).int().min(1).max(65535).default(587),
  // Connect with TLS from the start (port 465); otherwise STARTTLS is used when offered.
  SMTP_SECURE: booleanFlag.default(false),
  // SMTP user name; empty sends without authentication.
  SMTP_USER: z.string().optional(),
  // SMTP password.
  SMTP_PASSWORD: z.string().optional(),
  // Sender of every e-mail, e.g. "Compliance Desk <no-reply@example.com>".
  MAIL_FROM: z.string().min(3).default('Compliance Desk <no-reply@localhost>'),
  // SMS codes one phone number may receive per day (Hong Kong calendar day).
  SMS_DAILY_LIMIT_PER_PHONE: z.coerce.number({ error: 'must be a number' }).int().min(1).default(10),
  // SMS codes one client IP address may request per day.
  SMS_DAILY_LIMIT_PER_IP: z.coerce.number({ error: 'must be a number' }).int().min(1).default(30),
  // E-mail codes one address may receive per day.
  EMAIL_DAILY_LIMIT_PER_ADDRESS: z.coerce.number({ error: 'must be a number' }).int().min(1).default(10),
  // E-mail codes one client IP address may request per day.
  EMAIL_DAILY_LIMIT_PER_IP: z.coerce.number({ error: 'must be a number' }).int().min(1).default(30),
  // Lifetime of an SMS or e-mail verification code, in seconds.
  VERIFICATION_CODE_TTL_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(60).max(3600).default(300),
  // Secret mixed into stored code and ticket hashes; set a long random value in production (openssl rand -hex 32): NODE_ENV=production refuses the default.
  VERIFICATION_CODE_PEPPER: z.string().min(16, { error: 'must be at least 16 characters' }).default('compliance-desk-development-pepper'),
  // redis://host:port: live message events between server processes go over Redis pub/sub (otherwise PostgreSQL LISTEN/NOTIFY with DATABASE_URL, or in memory with PGlite).
  REDIS_URL: z.string().regex(/^rediss?:\/\//, { error: 'must start with redis:// or rediss://' }).optional(),
  // Seconds between scans for new documents to alert followers about (announcementFocus, director, regulatory, violations).
  ALERTS_SCAN_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(3600).default(5),
  // How often each open live connection's session is re-checked, in seconds (a signed-out page is told and closed); 0 turns the check off.
  LIVE_SESSION_CHECK_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(3600).default(30),
  // Seconds a signed-in caller (session → user and organisation) and each user's page reads (message header and bell, favourites
  // lists, followed and client companies) are kept in memory at most; changes made through the server (sign-outs, account changes,
  // new messages, every other write) end them at once in every process (PostgreSQL NOTIFY), so this bounds staleness only when a
  // notification is lost or a row is changed by hand. 0 turns these caches off.
  // System parameters (staff edit them in the database) are kept as long.
  SESSION_CACHE_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(60).default(5),
  // Search pages (a query's rows and count) kept in memory per process, least recently used out first (about 23 kB for a page of 20);
  // each is served only while the documents and the catalogue are unchanged (change counters read on every search), so every
  // process stays exact. A date preset's search is kept until its moving start passes a document. Five times as many result rows are kept by id under the same rule (a new query showing rows already read skips reading them). 0 turns both off.
  SEARCH_CACHE_ENTRIES: z.coerce.number({ error: 'must be a number' }).int().min(0).max(100_000).default(2000),
  // Largest request body accepted, in bytes (uploads are limited to 10 MB each by the spec).
  BODY_LIMIT_BYTES: z.coerce.number({ error: 'must be a number' }).int().min(1024).default(11 * 1024 * 1024),
  // Where the file store keeps file contents: 'local' (DATA_DIR/files/store, one machine or a shared volume) or 's3' (an S3-compatible bucket, for several machines).
  FILES_STORAGE: z.enum(['local', 's3']).default('local'),
  // S3-compatible endpoint URL (MinIO, OSS, Ceph); unset for AWS S3 itself (with FILES_STORAGE=s3).
  S3_ENDPOINT: z.string().url({ error: 'must be a URL' }).optional(),
  // S3 region (with FILES_STORAGE=s3).
  S3_REGION: z.string().min(1).default('us-east-1'),
  // S3 bucket for file contents (needed when FILES_STORAGE=s3).
  S3_BUCKET: z.string().min(1).optional(),
  // S3 access key id (needed when FILES_STORAGE=s3).
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  // S3 secret access key (needed when FILES_STORAGE=s3).
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Path-style S3 addressing (true for MinIO and most self-hosted servers).
  S3_FORCE_PATH_STYLE: booleanFlag.default(true),
  // Prefix of every object key in the bucket (several deployments may share one bucket).
  S3_PREFIX: z.string().regex(/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/, { error: 'must be letters, digits, - and _ separated by /' }).optional(),
  // Secret that signs share-link sessions and download URLs (HMAC); set a long random value in production (openssl rand -hex 32): NODE_ENV=production refuses the default.
  FILES_SIGNING_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).default('compliance-desk-development-files-signing-secret'),
  // Generated PDFs embed this CJK font collection (Debian fonts-noto-cjk): the HK and SC faces by PostScript name.
  DOCUMENTS_CJK_FONT_REGULAR: z.string().min(1).default('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'),
  // The bold weight of the same collection (headings of generated PDFs).
  DOCUMENTS_CJK_FONT_BOLD: z.string().min(1).default('/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc'),
  // Secretary reminders: hours (Hong Kong time, HH:MM-HH:MM) when SMS and WeChat reminders wait; e-mail and the message centre go at once.
  SECRETARY_QUIET_HOURS: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, { error: 'must be HH:MM-HH:MM, e.g. 22:00-08:00' })
    .default('22:00-08:00'),
  // WeChat Official Account (verified service account) AppID for reminder and alert template messages when WECHAT_PROVIDER=wechat.
  WECHAT_OA_APP_ID: z.string().optional(),
  // WeChat Official Account AppSecret for reminder and alert template messages.
  WECHAT_OA_APP_SECRET: z.string().optional(),
  // Token of the Official Account's server callback (its console: Settings and development → Basic configuration → Server URL `<PUBLIC_BASE_URL>/api/weixin/mp/callback`, plaintext mode): 3-32 letters or digits. With it the callback records who follows the account (subscribe / unsubscribe, linked by unionId), which real WeChat alerts need; without it real alerts are skipped as `notFollowing`.
  WECHAT_MP_TOKEN: z.string().regex(/^[A-Za-z0-9]{3,32}$/, { error: 'must be 3-32 letters or digits (as in the Official Account console)' }).optional(),
  // Template id of the approved reminder template (fields thing1 matter, time2 deadline, thing3 task); without it WeChat reminders are skipped.
  WECHAT_REMINDER_TEMPLATE_ID: z.string().optional(),
  // Template id of the approved alert template (fields thing1 kind of alert, thing2 title, time3 time); without it no alert is sent to WeChat (messages stay in the message centre).
  WECHAT_ALERT_TEMPLATE_ID: z.string().optional(),
  // Public-source sync (issue 18; off by default): the sources to fetch on their schedules, comma-separated, or 'all': hkex-latest, hkex-title-search, hkex-stock-lists, hk-holidays, sfc-news, hkex-categories, cr-companies. Needs outbound HTTPS; staff see the runs at /admin/sync.
  SYNC_SOURCES: z
    .string()
    .transform((value, context): SyncSourceId[] => {
      const names = value.split(',').map((entry) => entry.trim()).filter(Boolean);
      if (names.length === 1 && names[0] === 'all') return [...SyncSourceIds];
      const unknown = names.filter((name) => !(SyncSourceIds as readonly string[]).includes(name));
      if (unknown.length > 0) {
        context.addIssue({ code: 'custom', message: `unknown source ${unknown.join(', ')}; use 'all' or some of ${SyncSourceIds.join(', ')}` });
        return z.NEVER;
      }
      return [...new Set(names)] as SyncSourceId[];
    })
    .optional(),
  // Public-source sync: least milliseconds between two requests to the same host (a polite rate).
  SYNC_REQUEST_GAP_MS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(600_000).default(3000),
  // Payments: 'sandbox' (a local page plays the payer and signs notifications like WeChat Pay / Alipay; development) or 'live' (WeChat Pay APIv3 Native for payWay 1, Alipay for payWay 2).
  PAYMENT_PROVIDER: z.enum(['sandbox', 'live']).default('sandbox'),
  // WeChat Pay merchant id (mchid), needed when PAYMENT_PROVIDER=live.
  WECHATPAY_MCH_ID: z.string().optional(),
  // WeChat Pay AppID bound to the merchant (appid).
  WECHATPAY_APP_ID: z.string().optional(),
  // Serial number of the merchant API certificate (openssl x509 -in apiclient_cert.pem -noout -serial).
  WECHATPAY_SERIAL_NO: z.string().optional(),
  // Path of the merchant API private key (apiclient_key.pem).
  WECHATPAY_PRIVATE_KEY_PATH: z.string().optional(),
  // APIv3 key (32 characters) that decrypts notification resources.
  WECHATPAY_APIV3_KEY: z.string().length(32, { error: 'must be 32 characters' }).optional(),
  // Path of the WeChat Pay public key (or platform certificate public key) that verifies callbacks.
  WECHATPAY_PLATFORM_PUBLIC_KEY_PATH: z.string().optional(),
  // Id of that key as callbacks name it in Wechatpay-Serial (PUB_KEY_ID_… or the platform certificate serial).
  WECHATPAY_PLATFORM_KEY_ID: z.string().optional(),
  // WeChat Pay API host, overridable for tests.
  WECHATPAY_API_BASE_URL: z.string().url().default('https://api.mch.weixin.qq.com'),
  // Alipay application id, needed when PAYMENT_PROVIDER=live.
  ALIPAY_APP_ID: z.string().optional(),
  // Alipay seller id (the merchant's 2088… PID), compared with seller_id in notifications.
  ALIPAY_SELLER_ID: z.string().optional(),
  // Path of the application private key (PKCS#8 PEM) that signs Alipay requests (RSA2).
  ALIPAY_PRIVATE_KEY_PATH: z.string().optional(),
  // Path of the Alipay public key (PEM) that verifies Alipay notifications.
  ALIPAY_PUBLIC_KEY_PATH: z.string().optional(),
  // Alipay gateway, overridable for tests.
  ALIPAY_GATEWAY_URL: z.string().url().default('https://openapi.alipay.com/gateway.do'),
});

/** Names of every variable the server reads (the README table must list them all). */
export const CONFIG_VARIABLES = Object.keys(EnvSchema.shape);

export type AppConfig = Omit<z.infer<typeof EnvSchema>, 'DATA_DIR' | 'WEB_DIST_DIR'> & {
  /** Absolute data folder. */
  DATA_DIR: string;
  /** Absolute folder of the built web app, or '' when not served. */
  WEB_DIST_DIR: string;
};

/** The development stand-ins a configuration uses: their codes and scans are open to anyone who can reach the server. */
const developmentToolsIn = (config: Pick<AppConfig, 'SMS_PROVIDER' | 'MAIL_PROVIDER' | 'WECHAT_PROVIDER' | 'PAYMENT_PROVIDER'>): string[] => [
  ...(config.SMS_PROVIDER === 'dev' ? ['SMS_PROVIDER=dev (development outbox)'] : []),
  ...(config.MAIL_PROVIDER === 'dev' ? ['MAIL_PROVIDER=dev (development outbox)'] : []),
  ...(config.WECHAT_PROVIDER === 'simulator' ? ['WECHAT_PROVIDER=simulator (WeChat simulator)'] : []),
  ...(config.PAYMENT_PROVIDER === 'sandbox' ? ['PAYMENT_PROVIDER=sandbox (payment sandbox: anyone can "pay")'] : []),
];

/** What PAYMENT_PROVIDER=live needs (WeChat Pay and Alipay merchant settings). */
const LIVE_PAYMENT_VARIABLES = [
  'WECHATPAY_MCH_ID',
  'WECHATPAY_APP_ID',
  'WECHATPAY_SERIAL_NO',
  'WECHATPAY_PRIVATE_KEY_PATH',
  'WECHATPAY_APIV3_KEY',
  'WECHATPAY_PLATFORM_PUBLIC_KEY_PATH',
  'WECHATPAY_PLATFORM_KEY_ID',
  'ALIPAY_APP_ID',
  'ALIPAY_SELLER_ID',
  'ALIPAY_PRIVATE_KEY_PATH',
  'ALIPAY_PUBLIC_KEY_PATH',
] as const;

/** Raised when the environment is invalid; the message lists every problem. */
export class ConfigError extends Error {}

/**
 * Parses and validates the environment. The only place that reads process.env.
 * @throws ConfigError listing each wrong variable and why.
 */
export const loadConfig = (environment: NodeJS.ProcessEnv = process.env): AppConfig => {
  const present = Object.fromEntries(
    Object.keys(EnvSchema.shape).flatMap((key) => {
      const value = environment[key];
      return value === undefined || (value === '' && key !== 'WEB_DIST_DIR') ? [] : [[key, value]];
    }),
  );
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}=${JSON.stringify(present[String(issue.path[0])] ?? '')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const config = result.data;
  if (config.WECHAT_PROVIDER === 'wechat' && (!config.WECHAT_APP_ID || !config.WECHAT_APP_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  WECHAT_PROVIDER=wechat needs WECHAT_APP_ID and WECHAT_APP_SECRET');
  }
  if (config.WORKERS > 1 && !config.DATABASE_URL) {
    throw new ConfigError(`Invalid configuration:\n  WORKERS=${config.WORKERS} needs DATABASE_URL: the embedded PGlite database serves one process`);
  }
  const missingPayment = LIVE_PAYMENT_VARIABLES.filter((name) => config.PAYMENT_PROVIDER === 'live' && !config[name]);
  if (missingPayment.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  PAYMENT_PROVIDER=live needs ${missingPayment.join(', ')}`);
  }
  const developmentTools = developmentToolsIn(config);
  if (config.NODE_ENV === 'production' && !config.DEV_TOOLS && developmentTools.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n${developmentTools.map((tool) => `  ${tool}`).join('\n')}\n  NODE_ENV=production needs real providers (or DEV_TOOLS=true on a demonstration server)`,
    );
  }
  const defaultSecrets = Object.entries(DEFAULT_SECRETS).filter(([name, value]) => config[name as keyof typeof DEFAULT_SECRETS] === value);
  if (config.NODE_ENV === 'production' && defaultSecrets.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n${defaultSecrets.map(([name]) => `  ${name} is the development default: set a long random value (openssl rand -hex 32)`).join('\n')}\n  NODE_ENV=production refuses default secrets`,
    );
  }
  return {
    ...config,
    DATA_DIR: path.resolve(config.DATA_DIR),
    WEB_DIST_DIR: config.WEB_DIST_DIR === '' ? '' : path.resolve(config.WEB_DIST_DIR),
  };
};
