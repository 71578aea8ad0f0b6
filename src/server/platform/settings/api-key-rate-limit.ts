import type { Redis } from 'ioredis';
import { AppError } from '../http/app-error';
import { hashApiKey } from '../auth/hash-api-key';

const HOUR_MS = 3_600_000;

export const API_KEY_RATE_LIMIT_MESSAGE = (limit: number) =>
  `This API key has made its ${limit} requests for this hour. Please wait for the next hour and try again.`;

/** Counts one request of a key in the current clock hour; returns the count so far. */
export interface ApiKeyCounter {
  hit(keyHash: string, hourSlot: number): Promise<number>;
}

/** In this process (one app node). Only the current hour's counts are kept. */
export function createMemoryApiKeyCounter(): ApiKeyCounter {
  let slot = -1;
  let counts = new Map<string, number>();
  return {
    async hit(keyHash, hourSlot) {
      if (hourSlot !== slot) {
        slot = hourSlot;
        counts = new Map();
      }
      const next = (counts.get(keyHash) ?? 0) + 1;
      counts.set(keyHash, next);
      return next;
    },
  };
}

/** Shared by every app node through Redis (INCR on a key that expires with its hour). */
export function createRedisApiKeyCounter(redis: Redis): ApiKeyCounter {
  return {
    async hit(keyHash, hourSlot) {
      const key = `vino:api-key-rate:${hourSlot}:${keyHash}`;
      const [[, count]] = (await redis.multi().incr(key).pexpire(key, HOUR_MS).exec()) as [[unknown, number]];
      return count;
    },
  };
}

/**
 * apiRateLimit: requests per clock hour per API key. Adds X-Api-Key-RateLimit-Limit/-Remaining;
 * over the limit answers 429 with Retry-After (seconds to the next hour).
 */
export async function checkApiKeyRate(
  counter: ApiKeyCounter,
  input: { key: string; limit: number; nowMs: number; setHeader: (name: string, value: string) => void },
): Promise<void> {
  const slot = Math.floor(input.nowMs / HOUR_MS);
  const count = await counter.hit(hashApiKey(input.key), slot);
  input.setHeader('x-api-key-ratelimit-limit', String(input.limit));
  input.setHeader('x-api-key-ratelimit-remaining', String(Math.max(0, input.limit - count)));
  if (count > input.limit) {
    input.setHeader('retry-after', String(Math.ceil(((slot + 1) * HOUR_MS - input.nowMs) / 1000)));
    throw new AppError(429, 'API_KEY_RATE_LIMITED', API_KEY_RATE_LIMIT_MESSAGE(input.limit));
  }
}
