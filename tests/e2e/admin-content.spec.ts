import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { getDemoAccount, signInByApi } from './support/demo';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('an admin writes a draft, publishes it, a visitor reads it on /blog, then the admin archives it', async ({
  page,
  browser,
}) => {
  const title = `Cellar Notes ${Date.now()}`;
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  await signInByApi(page, await getDemoAccount(page.request, 'admin'));
  await page.goto('/admin?tab=content');
  await expect(page.getByRole('tab', { name: 'Blog Posts', selected: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Blog posts' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'New Post' }).click();
  const editor = page.getByRole('dialog', { name: 'New Post' });
  await editor.getByLabel('Title').fill(title);
  await expect(editor.getByLabel('Slug')).toHaveValue(slug);
  await editor.getByLabel('Category').selectOption('Investment');
  await editor.getByLabel('Tags (comma separated)').fill('cellar, e2e');
  await editor.getByLabel('Excerpt').fill('Notes from the cellar, written in the admin panel.');
  await editor
    .getByRole('textbox', { name: 'Content' })
    .fill('<h2>From the cellar</h2><p>A test article.</p><script>alert(1)</script>');
  await editor.getByRole('tab', { name: 'Preview' }).click();
  await expect(editor.getByRole('heading', { name: 'From the cellar' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await editor.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(editor).toBeHidden();

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.getByText('Draft', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Archive' })).toHaveCount(0);

  // A visitor cannot read a draft.
  const visitor = await browser.newPage();
  expect((await visitor.request.get(`/api/v1/blog/posts/${slug}`)).status()).toBe(404);

  await card.getByRole('button', { name: 'Publish' }).click();
  await expect(card.getByText('Published', { exact: true })).toBeVisible();

  await visitor.goto('/blog');
  await expect(visitor.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
  await visitor.goto(`/blog/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'From the cellar' })).toBeVisible();

  await card.getByRole('button', { name: 'Archive' }).click();
  await expect(card.getByText('Archived', { exact: true })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
  await visitor.close();

  // Delete asks with the spec's text in the app's own dialog.
  await card.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete post' });
  await expect(confirm.getByText('Are you sure you want to delete this post?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
});
