/**
 * Personal API keys (settings panel Security): create (the key is returned once), list,
 * revoke. A key authenticates read-only requests for its owner (src/domain/api-keys/api-key-scope.ts).
 * The list holds active keys only: a revoked key disappears from it (its row stays for the audit trail).
 */
import { z } from './zod';

/** The keys' HTTP paths (a part of the API's paths kept apart, like wallet-paths.ts). */
export const apiKeyPaths = {
  myApiKeys: '/api/v1/me/api-keys',
  myApiKey: '/api/v1/me/api-keys/:id',
  /** Fills the `:id` of a key path. */
  forKey: (pattern: string, id: string) => pattern.replace(':id', encodeURIComponent(id)),
} as const;

/** A user keeps at most this many active keys. */
export const MAX_ACTIVE_API_KEYS = 5;
/** Keys a user may create per hour (revoked ones count: creation is what is limited). */
export const API_KEY_CREATIONS_PER_HOUR = 10;
export const API_KEY_NAME_MAX = 60;

export const API_KEY_MESSAGES = {
  nameRequired: 'Please enter a name for the key',
  nameTooLong: `Key names are at most ${API_KEY_NAME_MAX} characters`,
  tooManyActive: `You can have at most ${MAX_ACTIVE_API_KEYS} active API keys. Revoke one to create another.`,
  tooManyCreated: `You can create at most ${API_KEY_CREATIONS_PER_HOUR} API keys per hour. Please try again later.`,
  unknown: 'Unknown API key',
  readOnly: 'API keys are read-only',
  invalid: 'Invalid or revoked API key',
  notHere: "API keys can't be used for this request. Please sign in.",
  shownOnce: 'This key will not be shown again',
} as const;

export const CreateApiKeyRequestSchema = z
  .object({
    name: z.string().trim().min(1, API_KEY_MESSAGES.nameRequired).max(API_KEY_NAME_MAX, API_KEY_MESSAGES.nameTooLong),
  })
  .strict();
export type CreateApiKeyRequest = z.infer<typeof CreateApiKeyRequestSchema>;

/** A key as lists show it: never the key itself nor its hash. */
export const ApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first 12 characters ("vino_" + 7), enough to tell keys apart. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** 201 of POST: the only response that ever carries the whole key. */
export const CreatedApiKeySchema = ApiKeySchema.omit({ lastUsedAt: true }).extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;

export const ApiKeyListSchema = z.object({ items: z.array(ApiKeySchema) });
export type ApiKeyList = z.infer<typeof ApiKeyListSchema>;

export const ApiKeyParamsSchema = z.object({ id: z.uuid(API_KEY_MESSAGES.unknown) });
