import { expect, test } from '@playwright/test';
import { VITALS_SESSION_STORAGE_KEY } from '../../src/domain/vitals-sampling';
import { vitalsSessionId } from '../factories/vitals-session';

test('a real browser reports its web-vitals after load, and the server stores them', async ({ page }) => {
  // Only sampled tab sessions report: start this one with an id in the sample.
  await page.addInitScript(
    ([key, id]) => sessionStorage.setItem(key!, id!),
    [VITALS_SESSION_STORAGE_KEY, vitalsSessionId()],
  );
  const report = page.waitForRequest((r) => r.url().endsWith('/api/v1/telemetry/web-vitals') && r.method() === 'POST', {
    timeout: 15_000,
  });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const request = await report;
  const body = request.postDataJSON() as Record<string, unknown>;
  expect(body['page_route']).toBe('/about');
  expect(typeof body['session_id']).toBe('string');
  expect(typeof body['time_to_first_byte_ms']).toBe('number');
  // Layout shift is reported to 3 decimals at most (core spec section 9).
  const cls = body['cumulative_layout_shift'];
  if (typeof cls === 'number') expect(Math.round(cls * 1000) / 1000).toBe(cls);
  const response = await request.response();
  expect(response?.status()).toBe(204);
});
