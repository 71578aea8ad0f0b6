import { Cta, EmailLayout, Fact, P } from './email-layout';
import { defineTemplate } from './define-template';

/** Confirmations of something the person just asked for (transactional). */
export const investorAccessRequestTemplate = defineTemplate({
  id: 'investor-access-request',
  name: 'Investor access request received',
  category: 'transactional',
  fields: ['user_name'],
  subject: () => 'We received your investor access request',
  sample: { user_name: 'Ada Lovelace' },
  Body: (d) => (
    <EmailLayout
      preview="Our investor relations team will contact you"
      title="We received your investor access request"
    >
      <P>Hello {d.user_name},</P>
      <P>
        Thank you for requesting investor access to VINO. Our investor relations team reviews every request and will
        contact you within two business days to verify your investor status.
      </P>
      <P>Once verified, the investor documents in the library and the Investor Portal open to your account.</P>
      <P muted>You receive this e-mail because this address was entered in a request for investor access on VINO.</P>
    </EmailLayout>
  ),
});

export const redemptionRequestedTemplate = defineTemplate({
  id: 'redemption_requested',
  name: 'Wine redemption requested',
  category: 'transactional',
  fields: ['user_name', 'bottles', 'tokens', 'delivery', 'request_id', 'wine_assets_url'],
  subject: () => 'We received your wine redemption request',
  sample: {
    user_name: 'Ada Lovelace',
    bottles: '2 bottles of Château Margaux 2015',
    tokens: '2300',
    delivery: 'Ada Lovelace, 1 Rue du Vin, 33000 Bordeaux, France',
    request_id: '6b1d3f57-2b5e-4c43-9d1b-8f7c2a1e0d11',
    wine_assets_url: 'https://vino.example/wine-assets',
  },
  Body: (d) => (
    <EmailLayout preview="Your VINO are held while we review it" title="We received your wine redemption request">
      <P>Hello {d.user_name},</P>
      <P>
        We received your request to redeem {d.bottles}. {d.tokens} VINO are held in your account while our operations
        team reviews it; they cannot be traded or staked until then.
      </P>
      <P>You can cancel the request while it is pending, which releases the VINO at once.</P>
      <Fact label="Delivery to" value={d.delivery} />
      <Fact label="Request" value={d.request_id} />
      <Cta href={d.wine_assets_url} label="View your requests" />
    </EmailLayout>
  ),
});
