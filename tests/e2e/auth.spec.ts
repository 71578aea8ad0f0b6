import { expect, test } from '@playwright/test';
import { getPublicConfig, uniqueEmail } from './support/demo';

/** The whole newcomer journey: sign up, verify through the demo mailbox, sign in, sign out. */
test('sign up, verify the email from the mailbox, sign in and sign out', async ({ page }) => {
  const email = uniqueEmail('e2e-auth');
  const password = 'correct-horse-battery-9';

  await page.goto('/auth?mode=signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Join VINO' })).toBeVisible();
  await page.getByLabel('Full Name').fill('Erin Tester');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText('Account created successfully! You can now sign in.')).toBeVisible();
  await expect(page.getByText(`We sent a verification link to ${email}.`, { exact: false })).toBeVisible();
  // Switched to sign-in with the email kept and the passwords cleared.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

  // Not verified yet: the server refuses with the spec's text.
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Please check your email and click the confirmation link before signing in.' }),
  ).toBeVisible();

  // Follow the verification link from the development mailbox.
  await page.goto('/mailbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  await page
    .getByRole('button', { name: new RegExp(`To ${email.replace(/[.+]/g, '\\$&')}`) })
    .first()
    .click();
  const mail = page.frameLocator('iframe[title^="Email:"]');
  await mail.getByRole('link', { name: /^verify/i }).click();
  await expect(page).toHaveURL(/\/auth\?verified=1/);
  await expect(page.getByText('Your email is verified. You can now sign in.')).toBeVisible();

  // Sign in: success message, then /dashboard.
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
  const header = page.getByRole('banner');
  // The navigation greets by the person's name, as the dashboard does (never the role or the e-mail).
  await expect(header.getByText('Welcome, Erin Tester')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Erin Tester' })).toBeVisible();

  // Sign out reloads the page as a signed-out visitor.
  await header.getByRole('button', { name: 'Sign Out' }).click();
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign Up' })).toBeVisible();
});

test('sign-in validation shows the spec messages and editing clears them', async ({ page, request }) => {
  const config = await getPublicConfig(request);
  await page.goto('/auth');
  if (!config.googleEnabled) {
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Google sign in failed: Google sign-in is not configured on this server.' }),
    ).toBeVisible();
  }
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Email and password are required' });
  await expect(alert).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('a@b.co');
  await expect(alert).toBeHidden();

  // Password show/hide toggle.
  const passwordInput = page.getByLabel('Password', { exact: true });
  await expect(passwordInput).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(passwordInput).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(passwordInput).toHaveAttribute('type', 'password');

  // Switching mode clears fields.
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Join VINO' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
  await page.getByLabel('Full Name').fill('A');
  await page.getByLabel('Email', { exact: true }).fill('a@b.co');
  await page.getByLabel('Password', { exact: true }).fill('long-enough-pw-1');
  await page.getByLabel('Confirm Password').fill('something-else-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Passwords do not match' })).toBeVisible();
});

test('forgot password sends a neutral answer and the emailed link resets the password', async ({ page }) => {
  const email = uniqueEmail('e2e-reset');
  const password = 'first-password-123';
  const newPassword = 'second-password-456';
  // A verified account is not needed to request a reset; create one through the API.
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Reset Tester', email, password },
  });
  expect(signUp.ok()).toBe(true);

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('If an account exists for that email, we have sent a password reset link.'),
  ).toBeVisible();

  await page.goto('/mailbox');
  await page
    .getByRole('button', { name: new RegExp(`reset.*To ${email.replace(/[.+]/g, '\\$&')}`, 'i') })
    .first()
    .click();
  await page
    .frameLocator('iframe[title^="Email:"]')
    .getByRole('link', { name: /new password/i })
    .click();
  await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    page.getByText('Your password has been reset. You can now sign in with your new password.'),
  ).toBeVisible();
});
