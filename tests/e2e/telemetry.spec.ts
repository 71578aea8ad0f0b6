import { expect, test } from '@playwright/test';

test('a real browser reports its web-vitals after load, and the server stores them', async ({ page }) => {
  const report = page.waitForRequest((r) => r.url().endsWith('/api/v1/telemetry/web-vitals') && r.method() === 'POST', {
    timeout: 15_000,
  });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const request = await report;
  const body = request.postDataJSON() as Record<string, unknown>;
  expect(body['page_route']).toBe('/about');
  expect(typeof body['time_to_first_byte_ms']).toBe('number');
  // Layout shift is reported to 3 decimals at most (core spec section 9).
  const cls = body['cumulative_layout_shift'];
  if (typeof cls === 'number') expect(Math.round(cls * 1000) / 1000).toBe(cls);
  const response = await request.response();
  expect(response?.status()).toBe(204);
});
