import { z } from './zod';

export const DemoAccountSchema = z.object({ label: z.string(), email: z.string(), password: z.string() });

/** What the browser needs to know about this deployment before anyone signs in. */
export const PublicConfigSchema = z.object({
  demoMode: z.boolean(),
  googleEnabled: z.boolean(),
  registrationEnabled: z.boolean(),
  /** Maintenance mode (admin setting): the client shows the maintenance banner on every page. */
  maintenanceMode: z.boolean().optional(),
  passwordMinLength: z.number().int(),
  demoAccounts: z.array(DemoAccountSchema),
  githubUrl: z.string(),
  /** The VINO token contract per chain id, for balances read through the wallet (empty: none configured). */
  vinoTokenAddresses: z.record(z.string(), z.string()).optional(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

/** The configuration and connection test of /supabase-test (core spec sections 2, 3 and 5). */
export const SystemStatusSchema = z.object({
  config: z.object({
    databaseKind: z.enum(['embedded', 'postgres']),
    /** The database location, only its first 20 characters, never credentials in full. */
    databaseUrl: z.string(),
    authSecret: z.string(),
    mailTransport: z.enum(['outbox', 'smtp']),
    paymentProvider: z.enum(['sandbox', 'stripe']),
    realtimeFanOut: z.enum(['in-process', 'redis']),
    storage: z.string(),
    demoMode: z.boolean(),
    environment: z.string(),
    version: z.string(),
  }),
  errors: z.array(z.string()),
  warnings: z.array(z.string()),
  connection: z.object({
    connected: z.boolean(),
    demo: z.boolean(),
    message: z.string(),
    details: z.string(),
    latencyMs: z.number().nullable(),
  }),
  checkedAt: z.string(),
});
export type SystemStatus = z.infer<typeof SystemStatusSchema>;

export const MailboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
});
export type MailboxMessage = z.infer<typeof MailboxMessageSchema>;
export const MailboxListSchema = z.object({ items: z.array(MailboxMessageSchema) });
