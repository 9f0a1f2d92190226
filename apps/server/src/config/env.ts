import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

/** The pepper a development checkout runs with (the schema's default below); production refuses it. */
export const DEVELOPMENT_PEPPER = 'compliance-desk-development-pepper';

/** Secrets with a development default: production must set each one (name → default). */
const DEFAULT_SECRETS = { VERIFICATION_CODE_PEPPER: DEVELOPMENT_PEPPER } as const;

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
  // Allow the development outbox (/api/dev/outbox) and the WeChat simulator with NODE_ENV=production (a demonstration server only: anyone can read the codes).
  DEV_TOOLS: booleanFlag.default(false),
  // Port the HTTP server listens on (API and web app together).
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535).default(3000),
  // Interface to bind; 'localhost' serves both IPv4 and IPv6 loopback.
  HOST: z.string().min(1).default('localhost'),
  // Folder for the embedded database and stored files; relative paths start at the working directory.
  DATA_DIR: z.string().min(1).default('./data'),
  // postgres://user@host:port/db switches from the embedded PGlite to a PostgreSQL server.
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
    .optional(),
  // Connections in the pool when DATABASE_URL is set.
  DATABASE_POOL_SIZE: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100).default(10),
  // Log level: fatal, error, warn, info, debug, trace or silent.
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Human-readable logs (pino-pretty) instead of JSON lines.
  LOG_PRETTY: booleanFlag.default(false),
  // Load demonstration data (synthetic announcements, company details, prices) on first start; reference data always loads.
  SEED_DEMO: booleanFlag.default(true),
  // Built web app to serve; empty string disables serving it (API only).
  WEB_DIST_DIR: z.string().default(path.join(repositoryRoot, 'apps/web/dist')),
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
  // Largest request body accepted, in bytes (uploads are limited to 10 MB each by the spec).
  BODY_LIMIT_BYTES: z.coerce.number({ error: 'must be a number' }).int().min(1024).default(11 * 1024 * 1024),
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
const developmentToolsIn = (config: Pick<AppConfig, 'SMS_PROVIDER' | 'MAIL_PROVIDER' | 'WECHAT_PROVIDER'>): string[] => [
  ...(config.SMS_PROVIDER === 'dev' ? ['SMS_PROVIDER=dev (development outbox)'] : []),
  ...(config.MAIL_PROVIDER === 'dev' ? ['MAIL_PROVIDER=dev (development outbox)'] : []),
  ...(config.WECHAT_PROVIDER === 'simulator' ? ['WECHAT_PROVIDER=simulator (WeChat simulator)'] : []),
];

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
