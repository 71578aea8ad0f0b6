/** What each of the eight categories (operator spec section 3) means, in the person's words. */
import type { EmailCategory } from '../../../domain/email-consent';

export const CATEGORY_TEXT: Record<EmailCategory, { label: string; description: string }> = {
  transactional: { label: 'Transactional', description: 'Purchases, payments, receipts and account changes.' },
  security: { label: 'Security', description: 'Sign-in alerts, password changes and security notices.' },
  newsletters: { label: 'Newsletters', description: 'Our regular newsletter on the wine reserve and the platform.' },
  price_alerts: { label: 'Price alerts', description: 'When VINO or a wine asset moves past your thresholds.' },
  educational: { label: 'Educational', description: 'Guides on wine investing and tokenized assets.' },
  events: { label: 'Events', description: 'Tastings, webinars and investor events.' },
  product_updates: { label: 'Product updates', description: 'New features and changes to VINO.' },
  marketing: { label: 'Marketing', description: 'Offers and promotions from VINO.' },
};

export const FREQUENCY_LABEL = {
  immediate: 'Immediate',
  daily: 'Daily digest',
  weekly: 'Weekly digest',
  monthly: 'Monthly digest',
} as const;
