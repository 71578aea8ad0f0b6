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

test('an admin writes in Markdown with the toolbar, publishes, meets a concurrent save, then restores a revision', async ({
  page,
  browser,
}) => {
  const title = `Markdown Notes ${Date.now()}`;
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  await signInByApi(page, await getDemoAccount(page.request, 'admin'));
  await page.goto('/admin?tab=content');
  await page.getByRole('button', { name: 'New Post' }).click();
  const editor = page.getByRole('dialog', { name: 'New Post' });
  await editor.getByLabel('Title').fill(title);
  await editor.getByLabel('Excerpt').fill('First excerpt.');

  // Toolbar by mouse (Heading), by keyboard (arrow to Italic, Enter) and the Ctrl+B shortcut.
  const content = editor.getByRole('textbox', { name: 'Content' });
  await content.fill('Tasting notes');
  await content.press('Control+a');
  const toolbar = editor.getByRole('toolbar', { name: 'Formatting' });
  await toolbar.getByRole('button', { name: 'Heading' }).click();
  await content.press('End');
  await content.pressSequentially('\n\nBold claim');
  await content.press('Shift+Home');
  await content.press('Control+b');
  await content.press('End');
  await content.pressSequentially(' and ');
  await toolbar.getByRole('button', { name: 'Bold' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Italic' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(content).toHaveValue('## Tasting notes\n\n**Bold claim** and _italic text_');

  await editor.getByRole('tab', { name: 'Preview' }).click();
  await expect(editor.getByRole('heading', { name: 'Tasting notes' })).toBeVisible();
  await expect(editor.locator('strong', { hasText: 'Bold claim' })).toBeVisible();
  await editor.getByRole('button', { name: 'Publish Post' }).click();
  await expect(editor).toBeHidden();

  const visitor = await browser.newPage();
  await visitor.goto(`/blog/${slug}`);
  await expect(visitor.getByRole('heading', { level: 2, name: 'Tasting notes' })).toBeVisible();
  await expect(visitor.locator('article strong', { hasText: 'Bold claim' })).toBeVisible();

  // Another save lands while the editor is open: saving warns, names the saver, and overwrites only on request.
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Post' });
  await expect(edit.getByRole('textbox', { name: 'Content' })).toHaveValue(/Tasting notes/);
  const [summary] = (await (await page.request.get(`/api/v1/admin/blog-posts?q=${encodeURIComponent(title)}`)).json())
    .items as { id: string }[];
  const current = await (await page.request.get(`/api/v1/admin/blog-posts/${summary!.id}`)).json();
  const other = await page.request.put(`/api/v1/admin/blog-posts/${current.id}`, {
    // The edit form's fields only: the API refuses the read-only ones (id, views, ...) as unknown.
    data: {
      title: current.title,
      slug: current.slug,
      category: current.category,
      tags: current.tags,
      excerpt: 'Excerpt from another tab.',
      status: current.status,
      image: current.image,
      isFeatured: current.isFeatured,
      publishAt: current.publishAt,
      content: current.source,
      bodyFormat: current.bodyFormat,
      expectedUpdatedAt: current.updatedAt,
    },
  });
  expect(other.ok(), await other.text()).toBe(true);
  await edit.getByLabel('Excerpt').fill('My excerpt.');
  await edit.getByRole('button', { name: 'Update Post' }).click();
  const warning = edit.getByRole('status').filter({ hasText: 'This post changed while you were editing' });
  await expect(warning).toContainText(`${current.author} saved this post after you opened it`);
  await warning.getByRole('button', { name: 'Overwrite with mine' }).click();
  await expect(edit).toBeHidden();
  await visitor.reload();
  await expect(visitor.getByText('My excerpt.')).toBeVisible();

  // History: every save is a revision; restoring the first brings its excerpt back (as a new revision).
  await card.getByRole('button', { name: 'Edit' }).click();
  await edit.getByRole('tab', { name: 'History' }).click();
  const revisions = edit.getByRole('list', { name: 'Revisions' });
  await expect(revisions.getByRole('listitem')).toHaveCount(3);
  const first = revisions.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Revision 1:/ }) });
  await first.getByRole('button', { name: 'View' }).click();
  await expect(first.getByText('First excerpt.')).toBeVisible();
  await first.getByRole('button', { name: 'Restore' }).click();
  await expectNoSeriousViolations(page);
  await first.getByRole('button', { name: 'Restore revision 1' }).click();
  await expect(edit.getByLabel('Excerpt')).toHaveValue('First excerpt.');
  await edit.getByRole('tab', { name: 'History' }).click();
  await expect(revisions.getByRole('heading', { name: 'Revision 4: Restored from revision 1' })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText('First excerpt.')).toBeVisible();
  await visitor.close();

  // The suite shares one database: the public blog's counts (blog.spec) must not include this post.
  expect((await page.request.delete(`/api/v1/admin/blog-posts/${summary!.id}`)).ok()).toBe(true);
});
