import { Cta, EmailLayout, Fact, P } from './email-layout';
import { defineTemplate } from './define-template';

const links = {
  unsubscribe_url: 'https://vino.example/unsubscribe?token=sample',
  preferences_url: 'https://vino.example/email-preferences?token=sample',
};

/**
 * Mails a person may turn off (they carry the signed preferences and unsubscribe links, and the
 * sender adds List-Unsubscribe headers).
 */
export const wineAlertTemplate = defineTemplate({
  id: 'wine_alert',
  name: 'Wine alert',
  category: 'marketing',
  fields: [
    'user_name',
    'asset_name',
    'price_change',
    'current_price',
    'portfolio_url',
    'unsubscribe_url',
    'preferences_url',
  ],
  subject: (d) => `${d.asset_name} price alert`,
  sample: {
    user_name: 'Ada Lovelace',
    asset_name: 'VINO/USD',
    price_change: 'rose above your alert price of 0.9',
    current_price: '0.92',
    portfolio_url: 'https://vino.example/trading?symbol=VINO-USD',
    ...links,
  },
  Body: (d) => (
    <EmailLayout preview={`${d.asset_name} ${d.price_change}`} title={`${d.asset_name} price alert`} marketing={d}>
      <P>Hello {d.user_name},</P>
      <P>
        {d.asset_name} {d.price_change}.
      </P>
      <Fact label="Last trade" value={d.current_price} />
      <Cta href={d.portfolio_url} label="Open the market" />
    </EmailLayout>
  ),
});

export const newsletterTemplate = defineTemplate({
  id: 'newsletter',
  name: 'Newsletter',
  category: 'marketing',
  fields: ['user_name', 'headline', 'body', 'dashboard_url', 'unsubscribe_url', 'preferences_url'],
  subject: (d) => d.headline,
  sample: {
    user_name: 'Ada Lovelace',
    headline: 'The reserve this month',
    body: 'Three Bordeaux lots joined the reserve and the backing ratio stays above 100%.',
    dashboard_url: 'https://vino.example/dashboard',
    ...links,
  },
  Body: (d) => (
    <EmailLayout preview={d.headline} title={d.headline} marketing={d}>
      <P>Hello {d.user_name},</P>
      {d.body.split(/\n{2,}/).map((paragraph, i) => (
        <P key={i}>{paragraph}</P>
      ))}
      <Cta href={d.dashboard_url} label="Open VINO" />
    </EmailLayout>
  ),
});

/** Day 3 of the welcome sequence (marketing; operator spec section 9). */
export const welcomeDay3Template = defineTemplate({
  id: 'welcome_day3',
  name: 'Welcome, day 3',
  category: 'marketing',
  fields: ['user_name', 'investment_url', 'staking_url', 'unsubscribe_url', 'preferences_url'],
  subject: () => 'Getting the most from VINO',
  sample: {
    user_name: 'Ada Lovelace',
    investment_url: 'https://vino.example/investment',
    staking_url: 'https://vino.example/trading?tab=staking',
    ...links,
  },
  Body: (d) => (
    <EmailLayout preview="Buy, hold and stake wine-backed tokens" title="Getting the most from VINO" marketing={d}>
      <P>Hello {d.user_name},</P>
      <P>
        Two things members do in their first week: buy a first position in VINO, and stake it to earn rewards paid from
        the reserve.
      </P>
      <Cta href={d.investment_url} label="Buy VINO" />
      <P muted>Staking pools and their rates: {d.staking_url}</P>
    </EmailLayout>
  ),
});

/** A purchase started and left unpaid for an hour (operator spec: abandoned cart). */
export const abandonedPurchaseTemplate = defineTemplate({
  id: 'abandoned_purchase',
  name: 'Abandoned purchase',
  category: 'marketing',
  fields: ['user_name', 'cart_amount', 'complete_url', 'unsubscribe_url', 'preferences_url'],
  subject: () => 'Your VINO purchase is waiting',
  sample: {
    user_name: 'Ada Lovelace',
    cart_amount: '$500.00',
    complete_url: 'https://vino.example/payments',
    ...links,
  },
  Body: (d) => (
    <EmailLayout preview={`Finish your ${d.cart_amount} purchase`} title="Your purchase is waiting" marketing={d}>
      <P>Hello {d.user_name},</P>
      <P>
        You started a purchase of {d.cart_amount} of VINO and did not finish paying. It is still there if you want it.
      </P>
      <Cta href={d.complete_url} label="Complete your purchase" />
    </EmailLayout>
  ),
});
