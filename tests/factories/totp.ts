import { createHmac } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';

/**
 * RFC 6238 TOTP (SHA-1, 6 digits, 30 s) written from the RFC with node:crypto, so the tests check
 * the server's codes against an independent implementation rather than the server's own helper.
 */
export function totpFromUri(otpauthUri: string, at: number = Date.now()): string {
  const secret = new URL(otpauthUri).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${otpauthUri}`);
  return totp(base32Decode(secret), at);
}

export function secretFromUri(otpauthUri: string): string {
  return new URL(otpauthUri).searchParams.get('secret') ?? '';
}

export function totpFromBase32(secret: string, at: number = Date.now()): string {
  return totp(base32Decode(secret), at);
}

function totp(key: Buffer, at: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

function base32Decode(input: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const clean = input.toUpperCase().replace(/=+$/, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The Cookie header after `res`: its Set-Cookie values replace (or, when expired, drop) ours. */
export function applySetCookies(cookie: string, res: LightMyRequestResponse): string {
  const jar = new Map(
    cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const),
  );
  for (const c of res.cookies) {
    const expired =
      c.maxAge === 0 || (c.expires instanceof Date && c.expires.getTime() <= Date.now()) || c.value === '';
    if (expired) jar.delete(c.name);
    else jar.set(c.name, c.value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}
