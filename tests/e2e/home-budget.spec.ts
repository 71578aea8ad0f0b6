import { expect, test } from '@playwright/test';
import { collectInitialScripts } from '../../bench/initial-js';

// zod v4's core names its base class with this string; it is in the zod chunk and nowhere else.
const ZOD_MARKER = '$ZodType';

// The home page's first render is the product's lightest path (docs/performance.md): a schema
// imported from shell code slips zod (about 35 KB gzip) into it silently, so the suite checks it on
// every run. The size budget itself is measured by `npm run bench`: on a loaded machine a chunk meant
// for idle time can arrive before the footer, so a byte limit here would fail at random.
test('the home page renders without loading zod', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { firstRender, untilIdle } = await collectInitialScripts(page, '/');
  expect(firstRender.length).toBeGreaterThan(0);
  const withZod = untilIdle.filter((body) => body.includes(ZOD_MARKER));
  expect(withZod, 'scripts the home page loads that contain zod').toHaveLength(0);
});
