import { z } from 'zod';

/**
 * The mail transport's environment (README configuration table). MAIL_TRANSPORT picks one transport
 * for every mail; unset, SMTP_URL keeps meaning SMTP and nothing set means the outbox (/mailbox).
 */
export const MailEnvShape = {
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp', 'provider-a', 'provider-b']).optional(),
  MAIL_PROVIDER_A_URL: z.url().optional(),
  MAIL_PROVIDER_A_API_KEY: z.string().optional(),
  MAIL_PROVIDER_A_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  MAIL_PROVIDER_B_URL: z.url().optional(),
  MAIL_PROVIDER_B_API_KEY: z.string().optional(),
  MAIL_PROVIDER_B_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
};

type MailEnv = { [K in keyof typeof MailEnvShape]?: z.infer<(typeof MailEnvShape)[K]> } & { SMTP_URL?: string };

export type MailTransportName = 'outbox' | 'smtp' | 'provider-a' | 'provider-b';

export interface ProviderEndpoint {
  url: string;
  apiKey: string;
}

export interface MailConfig {
  transport: MailTransportName;
  providerA: ProviderEndpoint | undefined;
  providerB: ProviderEndpoint | undefined;
  /** HMAC secrets of the bounce/complaint webhooks; a provider's webhook answers 404 without one. */
  webhookSecrets: { providerA: string | undefined; providerB: string | undefined };
}

/** Builds the mail configuration; returns the problems instead when a chosen transport lacks settings. */
export function mailConfigFrom(e: MailEnv): MailConfig | { problems: string[] } {
  const transport: MailTransportName = e.MAIL_TRANSPORT ?? (e.SMTP_URL ? 'smtp' : 'outbox');
  const endpoint = (url: string | undefined, apiKey: string | undefined) =>
    url && apiKey ? { url, apiKey } : undefined;
  const config: MailConfig = {
    transport,
    providerA: endpoint(e.MAIL_PROVIDER_A_URL, e.MAIL_PROVIDER_A_API_KEY),
    providerB: endpoint(e.MAIL_PROVIDER_B_URL, e.MAIL_PROVIDER_B_API_KEY),
    webhookSecrets: { providerA: e.MAIL_PROVIDER_A_WEBHOOK_SECRET, providerB: e.MAIL_PROVIDER_B_WEBHOOK_SECRET },
  };
  const problems: string[] = [];
  if (transport === 'smtp' && !e.SMTP_URL) problems.push('  SMTP_URL: required when MAIL_TRANSPORT is smtp');
  if (transport === 'provider-a' && !config.providerA)
    problems.push('  MAIL_PROVIDER_A_URL, MAIL_PROVIDER_A_API_KEY: required when MAIL_TRANSPORT is provider-a');
  if (transport === 'provider-b' && !config.providerB)
    problems.push('  MAIL_PROVIDER_B_URL, MAIL_PROVIDER_B_API_KEY: required when MAIL_TRANSPORT is provider-b');
  return problems.length ? { problems } : config;
}
