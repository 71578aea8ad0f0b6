import { Cta, EmailLayout, Fact, P } from './email-layout';
import { defineTemplate } from './define-template';

/** Notices about the person's own money and verification (transactional). */
export const kycApprovedTemplate = defineTemplate({
  id: 'kyc_approved',
  name: 'KYC approved',
  category: 'transactional',
  fields: ['user_name', 'dashboard_url', 'investment_url'],
  subject: () => 'Your identity verification is approved',
  sample: {
    user_name: 'Ada Lovelace',
    dashboard_url: 'https://vino.example/dashboard',
    investment_url: 'https://vino.example/investment',
  },
  Body: (d) => (
    <EmailLayout preview="You can now buy and trade VINO" title="Identity verification approved">
      <P>Hello {d.user_name},</P>
      <P>
        Good news: our team reviewed your documents and your identity verification (KYC) is approved. You can now buy
        and trade VINO.
      </P>
      <Cta href={d.investment_url} label="Buy VINO" />
      <P muted>Your dashboard: {d.dashboard_url}</P>
    </EmailLayout>
  ),
});

export const kycRejectedTemplate = defineTemplate({
  id: 'kyc_rejected',
  name: 'KYC rejected',
  category: 'transactional',
  fields: ['user_name', 'kyc_url', 'reason'],
  subject: () => 'Your identity verification needs new documents',
  sample: {
    user_name: 'Ada Lovelace',
    kyc_url: 'https://vino.example/dashboard?tab=verification',
    reason: 'The photo of the passport is blurred.',
  },
  Body: (d) => (
    <EmailLayout preview="Your identity verification was not approved" title="Identity verification not approved">
      <P>Hello {d.user_name},</P>
      <P>Our team reviewed your documents and could not approve your identity verification (KYC).</P>
      <Fact label="Reason" value={d.reason} />
      <P>You can submit new documents at any time.</P>
      <Cta href={d.kyc_url} label="Submit new documents" />
    </EmailLayout>
  ),
});

export const paymentConfirmationTemplate = defineTemplate({
  id: 'payment_confirmation',
  name: 'Payment confirmation',
  category: 'transactional',
  fields: ['user_name', 'amount_paid', 'tokens_received', 'transaction_id', 'portfolio_url'],
  subject: () => 'Your VINO purchase is confirmed',
  sample: {
    user_name: 'Ada Lovelace',
    amount_paid: '$1,250.00',
    tokens_received: '1,470.588235',
    transaction_id: '5f0c6a1e-0d3b-4c55-9a51-2f1f7d2c9b10',
    portfolio_url: 'https://vino.example/payments',
  },
  Body: (d) => (
    <EmailLayout preview={`${d.tokens_received} VINO credited to your account`} title="Payment confirmed">
      <P>Hello {d.user_name},</P>
      <P>
        We received your payment of {d.amount_paid}. {d.tokens_received} VINO have been credited to your account.
      </P>
      <Fact label="Amount paid" value={d.amount_paid} />
      <Fact label="Tokens received" value={`${d.tokens_received} VINO`} />
      <Fact label="Transaction" value={d.transaction_id} />
      <Cta href={d.portfolio_url} label="View your payments" />
    </EmailLayout>
  ),
});

export const stakingRewardsTemplate = defineTemplate({
  id: 'staking_rewards',
  name: 'Staking rewards',
  category: 'transactional',
  fields: ['user_name', 'rewards_amount', 'total_staked', 'pool_name', 'staking_url'],
  subject: (d) => `Staking reward paid: ${d.rewards_amount} VINO`,
  sample: {
    user_name: 'Ada Lovelace',
    rewards_amount: '12.5',
    total_staked: '5000',
    pool_name: 'Grand Cru Pool',
    staking_url: 'https://vino.example/trading?tab=staking',
  },
  Body: (d) => (
    <EmailLayout preview={`${d.rewards_amount} VINO added to your available balance`} title="Staking reward paid">
      <P>Hello {d.user_name},</P>
      <P>Your stake in {d.pool_name} earned a reward, now in your available balance.</P>
      <Fact label="Reward" value={`${d.rewards_amount} VINO`} />
      <Fact label="Staked in this pool" value={`${d.total_staked} VINO`} />
      <Cta href={d.staking_url} label="View your stakes" />
    </EmailLayout>
  ),
});

export const premiumWelcomeTemplate = defineTemplate({
  id: 'premium_welcome',
  name: 'Premium welcome',
  category: 'transactional',
  fields: ['user_name', 'membership_name', 'paid_until', 'dashboard_url'],
  subject: (d) => `Welcome to the ${d.membership_name}`,
  sample: {
    user_name: 'Ada Lovelace',
    membership_name: 'Premium Circle',
    paid_until: '2026-12-25',
    dashboard_url: 'https://vino.example/dashboard',
  },
  Body: (d) => (
    <EmailLayout
      preview={`Your ${d.membership_name} membership is active`}
      title={`Welcome to the ${d.membership_name}`}
    >
      <P>Hello {d.user_name},</P>
      <P>
        Thank you for joining. Your {d.membership_name} membership is active and paid until {d.paid_until}: premium
        research, events and priority access are now open to you.
      </P>
      <Cta href={d.dashboard_url} label="Open your dashboard" />
    </EmailLayout>
  ),
});
