import { createHmac } from 'node:crypto';
import { hostname } from 'node:os';
import { getAddress, isAddress } from 'viem';
import { z } from 'zod';
import { mailConfigFrom, MailEnvShape, type MailConfig } from './platform/mailer/mail-config';
import { storageConfigFrom, StorageEnvShape, type StorageConfig } from './platform/storage/storage-config';

/**
 * The environment, parsed once at boot. Every variable has a working default (docs/architecture.md, rule 10)
 * so a fresh clone runs with nothing set; a bad value stops the process with the list of problems.
 * The README's configuration table documents each entry.
 */
const DEFAULT_AUTH_SECRET = 'vino-development-secret-change-me-in-production-0000';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

/** "Acme Audit LLP=ab12…,Other=cd34…" as the published auditor keys, in the order given. */
function parseAuditorKeys(text: string | undefined): { name: string; public_key: string }[] {
  if (!text?.trim()) return [];
  return text.split(',').map((entry) => {
    const [name, key] = entry.split('=');
    return { name: name!.trim(), public_key: key!.trim() };
  });
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  // Where the other app instances reach this one to forward a market's commands (PostgreSQL only).
  INTERNAL_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  FILES_DIR: z.string().optional(),
  ...StorageEnvShape,
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEFAULT_AUTH_SECRET),
  DEMO_MODE: booleanFromEnv.optional(),
  // The Ed25519 seed signing reserve statements (ADR 012); unset, one is kept in the data folder.
  RESERVE_SIGNING_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hex characters (a 32-byte Ed25519 seed)')
    .optional(),
  // Auditors whose Ed25519 co-signatures of reserve statements are accepted and published (ADR 012):
  // "name=public key hex", comma-separated.
  RESERVE_AUDITOR_PUBLIC_KEYS: z
    .string()
    .regex(
      /^\s*$|^[^=,]+=[0-9a-f]{64}(\s*,\s*[^=,]+=[0-9a-f]{64})*\s*$/,
      'must be "name=64 lowercase hex characters" entries separated by commas',
    )
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('VINO <no-reply@vino.example>'),
  ...MailEnvShape,
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  // The sandbox payment provider signs its webhook events with this (derived from AUTH_SECRET when unset).
  SANDBOX_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  // How long the sandbox keeps a bank (ACH) or crypto payment pending before settling it.
  SANDBOX_SETTLE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  // Crypto purchases paid from the connected wallet: an Ethereum JSON-RPC endpoint, its chain id and
  // the checksummed address deposits go to. Only when all three are set is "pay from wallet" offered;
  // otherwise the sandbox settles crypto purchases.
  CRYPTO_RPC_URL: z.url().optional(),
  CRYPTO_CHAIN_ID: z.coerce.number().int().positive().optional(),
  CRYPTO_DEPOSIT_ADDRESS: z
    .string()
    .refine((v) => isAddress(v, { strict: true }) && getAddress(v) === v, 'must be a checksummed 0x address')
    .optional(),
  GITHUB_URL: z.url().default('https://github.com/vino-platform/vino'),
  // The VINO ERC-20 contract per chain the wallet reads balances from: '1:0xabc...,137:0xdef...'.
  // Empty by default: no contract address is invented; the wallet then shows that none is configured.
  VINO_TOKEN_ADDRESSES: z
    .string()
    .regex(/^(\d+:0x[0-9a-fA-F]{40})(,\d+:0x[0-9a-fA-F]{40})*$/, 'must be chainId:0xaddress pairs, comma-separated')
    .optional(),
  // The platform's own VINO deployment (`npm run chain -- deploy` prints these): the bridge between the
  // exchange ledger and the chain runs only when the RPC URL, chain id, attestation address and key
  // file are all set and VINO_TOKEN_ADDRESSES names a token on that chain id.
  VINO_CHAIN_RPC_URL: z.url().optional(),
  VINO_CHAIN_ID: z.coerce.number().int().positive().optional(),
  VINO_ATTESTATION_ADDRESS: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address')
    .optional(),
  VINO_CHAIN_KEY_FILE: z.string().optional(),
  VINO_CHAIN_START_BLOCK: z.coerce.number().int().min(0).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  // Which peers may set X-Forwarded-For: 'loopback' (a proxy on this machine), 'true' (any; only
  // behind a proxy that overwrites the header), 'false', or comma-separated addresses/CIDRs.
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((v): boolean | string => (v === 'true' ? true : v === 'false' ? false : v)),
  SERVE_CLIENT: booleanFromEnv.default(true),
  CLIENT_DIR: z.string().default('./dist/client'),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  /** This instance's address for the others (forwarded market commands), without a trailing slash. */
  internalUrl: string;
  dataDir: string;
  filesDir: string;
  /** Where uploaded and generated files go: local disk (filesDir) or an S3-compatible bucket. */
  storage: StorageConfig;
  metricsToken: string | undefined;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  authSecret: string;
  isDefaultAuthSecret: boolean;
  demoMode: boolean;
  reserveSigningKey: string | undefined;
  /** Auditors whose co-signatures of reserve statements are accepted and published. */
  reserveAuditors: { name: string; public_key: string }[];
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Which transport delivers mail, and the providers' endpoints and webhook secrets. */
  mail: MailConfig;
  google: { clientId: string; clientSecret: string } | undefined;
  paymentProvider: 'sandbox' | 'stripe';
  payments: {
    stripe: { secretKey: string; webhookSecret: string; publishableKey: string | undefined } | undefined;
    sandboxWebhookSecret: string;
    sandboxSettleSeconds: number;
    /** Crypto purchases paid on chain; undefined unless all three CRYPTO_* variables are set. */
    cryptoDeposit: { rpcUrl: string; chainId: number; address: `0x${string}` } | undefined;
  };
  githubUrl: string;
  /** VINO token contract address by chain id (decimal string keys). */
  vinoTokenAddresses: Record<string, string>;
  /** The platform's own VINO deployment the bridge drives; undefined when no chain is configured. */
  chain: ChainConfig | undefined;
  logLevel: string;
  rateLimitPerMinute: number;
  /** Fastify's trustProxy: whose X-Forwarded-For decides the client address (rate limits, sign-in throttle). */
  trustProxy: boolean | string;
  serveClient: boolean;
  clientDir: string;
}

export interface ChainConfig {
  rpcUrl: string;
  chainId: number;
  token: `0x${string}`;
  attestation: `0x${string}`;
  /** A file holding the platform key's hex private key (minter, custody, compliance); never logged. */
  keyFile: string;
  /** The deployment block: where the deposit scan starts on a fresh database. */
  startBlock: number;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Empty strings count as "not set", as most deployment tools write them.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && e.AUTH_SECRET === DEFAULT_AUTH_SECRET) {
    throw new ConfigError('Invalid configuration:\n  AUTH_SECRET: must be set in production');
  }
  const demoMode = e.DEMO_MODE ?? e.DATABASE_URL === undefined;
  // Demo mode publishes the demo accounts' passwords and a public mailbox: never in production.
  if (e.NODE_ENV === 'production' && demoMode) {
    throw new ConfigError(
      'Invalid configuration:\n  DEMO_MODE: demo mode is on in production (it publishes the demo admin password ' +
        'and a public mailbox). Set DATABASE_URL to a PostgreSQL server (demo mode is then off by default) ' +
        'or set DEMO_MODE=false.',
    );
  }
  const mail = mailConfigFrom(e);
  if ('problems' in mail) throw new ConfigError(`Invalid configuration:\n${mail.problems.join('\n')}`);
  const vinoTokenAddresses: Record<string, string> = Object.fromEntries(
    (e.VINO_TOKEN_ADDRESSES ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => pair.split(':') as [string, string]),
  );
  const chainToken = e.VINO_CHAIN_ID === undefined ? undefined : vinoTokenAddresses[String(e.VINO_CHAIN_ID)];
  const chainVars = [e.VINO_CHAIN_RPC_URL, e.VINO_CHAIN_ID, e.VINO_ATTESTATION_ADDRESS, e.VINO_CHAIN_KEY_FILE];
  if (chainVars.some((v) => v !== undefined) && (chainVars.some((v) => v === undefined) || !chainToken)) {
    throw new ConfigError(
      'Invalid configuration:\n  VINO_CHAIN_*: set VINO_CHAIN_RPC_URL, VINO_CHAIN_ID, VINO_ATTESTATION_ADDRESS and ' +
        'VINO_CHAIN_KEY_FILE together, with the token for that chain id in VINO_TOKEN_ADDRESSES',
    );
  }
  const filesDir = e.FILES_DIR ?? `${e.DATA_DIR.replace(/\/$/, '')}/files`;
  const storage = storageConfigFrom(e, filesDir);
  if ('problems' in storage) throw new ConfigError(`Invalid configuration:\n${storage.problems.join('\n')}`);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    internalUrl: (e.INTERNAL_URL ?? `http://${hostname()}:${e.PORT}`).replace(/\/$/, ''),
    dataDir: e.DATA_DIR,
    filesDir,
    storage,
    metricsToken: e.METRICS_TOKEN,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    authSecret: e.AUTH_SECRET,
    isDefaultAuthSecret: e.AUTH_SECRET === DEFAULT_AUTH_SECRET,
    // Demo mode is on by default only in the embedded setup (no DATABASE_URL).
    demoMode,
    reserveSigningKey: e.RESERVE_SIGNING_KEY,
    reserveAuditors: parseAuditorKeys(e.RESERVE_AUDITOR_PUBLIC_KEYS),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mail,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
    paymentProvider: e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET ? 'stripe' : 'sandbox',
    payments: {
      stripe:
        e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: e.STRIPE_SECRET_KEY,
              webhookSecret: e.STRIPE_WEBHOOK_SECRET,
              publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            }
          : undefined,
      sandboxWebhookSecret:
        e.SANDBOX_WEBHOOK_SECRET ??
        createHmac('sha256', e.AUTH_SECRET).update('sandbox-payment-webhooks').digest('hex'),
      sandboxSettleSeconds: e.SANDBOX_SETTLE_SECONDS,
      cryptoDeposit:
        e.CRYPTO_RPC_URL && e.CRYPTO_CHAIN_ID && e.CRYPTO_DEPOSIT_ADDRESS
          ? {
              rpcUrl: e.CRYPTO_RPC_URL,
              chainId: e.CRYPTO_CHAIN_ID,
              address: e.CRYPTO_DEPOSIT_ADDRESS as `0x${string}`,
            }
          : undefined,
    },
    githubUrl: e.GITHUB_URL,
    vinoTokenAddresses,
    chain:
      e.VINO_CHAIN_RPC_URL && e.VINO_CHAIN_ID && e.VINO_ATTESTATION_ADDRESS && e.VINO_CHAIN_KEY_FILE && chainToken
        ? {
            rpcUrl: e.VINO_CHAIN_RPC_URL,
            chainId: e.VINO_CHAIN_ID,
            token: chainToken as `0x${string}`,
            attestation: e.VINO_ATTESTATION_ADDRESS as `0x${string}`,
            keyFile: e.VINO_CHAIN_KEY_FILE,
            startBlock: e.VINO_CHAIN_START_BLOCK,
          }
        : undefined,
    logLevel: e.LOG_LEVEL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    serveClient: e.SERVE_CLIENT,
    clientDir: e.CLIENT_DIR,
  };
}
