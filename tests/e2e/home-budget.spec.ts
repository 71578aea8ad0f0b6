import { expect, test } from '@playwright/test';
import { collectInitialScripts, gzipTotal, HOME_JS_BUDGET_KB } from '../../bench/initial-js';

// zod v4's core names its base class with this string; it is in the zod chunk and nowhere else.
const ZOD_MARKER = '$ZodType';

// The home page's first render is the product's lightest path (docs/performance.md): a lazy schema
// or chart imported from shell code slips into it silently, so the suite measures it on every run.
test('the home page renders with no zod and within its JavaScript budget', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { firstRender } = await collectInitialScripts(page, '/');
  const withZod = firstRender.filter((body) => body.includes(ZOD_MARKER));
  expect(withZod, 'scripts loaded before the first render that contain zod').toHaveLength(0);
  const kb = gzipTotal(firstRender).gzipBytes / 1024;
  expect(kb, `first-render JS ${kb.toFixed(1)} KB gzip`).toBeLessThanOrEqual(HOME_JS_BUDGET_KB);
});
