import { expect, test, type Page } from '@playwright/test';

function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

async function fillValidForm(page: Page) {
  await field(page, 'Name').fill('Ada Lovelace');
  await field(page, 'Email').fill('ada@example.com');
  await field(page, 'Subject').fill('Question about the reserve');
  await field(page, 'Message').fill('How often are the bottles appraised?');
}

test.describe('contact page', () => {
  test('an empty submit shows a message on every required field', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const message of ['Name is required', 'Email is required', 'Subject is required', 'Message is required']) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Name')).toHaveAccessibleDescription('Name is required');
    await expect(field(page, 'Name')).toBeFocused();
  });

  test('a complete message is sent, then the form starts again empty', async ({ page }) => {
    await page.goto('/contact');
    await fillValidForm(page);
    await page.getByRole('combobox', { name: 'Category' }).selectOption('investment');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    await expect(page.getByText(/within 24 hours/)).toBeVisible();

    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await expect(field(page, 'Name')).toHaveValue('');
    await expect(field(page, 'Email')).toHaveValue('');
    await expect(field(page, 'Subject')).toHaveValue('');
    await expect(field(page, 'Message')).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('general');
  });

  test('a failed send keeps what was typed and says so', async ({ page }) => {
    await page.route('**/api/v1/contact', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL', message: 'x' } }),
      }),
    );
    await page.goto('/contact');
    await fillValidForm(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Failed to send message. Please try again.')).toBeVisible();
    await expect(field(page, 'Name')).toHaveValue('Ada Lovelace');
    await expect(field(page, 'Message')).toHaveValue('How often are the bottles appraised?');
  });

  test('server field errors are shown on their fields', async ({ page }) => {
    await page.route('**/api/v1/contact', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'VALIDATION_FAILED', message: 'Invalid', fields: { subject: 'Subject is too long' } },
        }),
      }),
    );
    await page.goto('/contact');
    await fillValidForm(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(field(page, 'Subject')).toHaveAccessibleDescription('Subject is too long');
  });

  test('the form can be opened pre-filled from the URL', async ({ page }) => {
    await page.goto('/contact?subject=VINO-STOCK%20order&message=I%20would%20like%20to%20buy&category=investment');
    await expect(field(page, 'Subject')).toHaveValue('VINO-STOCK order');
    await expect(field(page, 'Message')).toHaveValue('I would like to buy');
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('investment');
  });

  test('View All FAQs leads to the Q&A page', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: 'View All FAQs' })).toHaveAttribute('href', '/qa');
  });
});
