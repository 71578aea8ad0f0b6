import type { SeedDocument } from './documents';

/**
 * Premium Circle documents: open to members with an active subscription and to admins.
 * Figures follow the seeded reserve (current values per bottle, vault conditions) and the
 * redemption rule of src/domain/redemption.ts (tokens = bottles x value per bottle / VINO price).
 */
export const PREMIUM_DOCUMENTS: SeedDocument[] = [
  {
    slug: 'premium-circle-cellar-allocation-report-2024',
    title: 'Premium Circle Cellar Allocation Report 2024',
    description:
      'Which bottles of the reserve are set aside for member redemptions in 2024, by region, vault and vintage.',
    category: 'report',
    accessLevel: 'premium',
    featured: false,
    tags: ['Premium Circle', 'Allocation', 'Redemption'],
    author: 'VINO Wine Investment Team',
    publishedOn: '2024-05-20',
    content: {
      subtitle: 'For Premium Circle members',
      sections: [
        {
          heading: 'Why an allocation',
          paragraphs: [
            'Premium Circle members can redeem tokens for bottles subject to availability. To keep the token fully backed while members redeem, a share of every tokenized position is allocated to redemptions each year; the rest stays in the reserve that backs VINO.',
            'Bottles leave the allocation only when a redemption request is approved and fulfilled. A pending request holds the member’s VINO but no bottle is shipped until our operations team approves it.',
          ],
        },
        {
          heading: 'Allocation by region',
          paragraphs: ['Share of the 2024 redemption allocation, in bottles of 750 ml unless stated otherwise.'],
          table: {
            headers: ['Region', 'Share of allocation', 'Typical vintages'],
            rows: [
              ['Bordeaux', '38%', '2010, 2015, 2016'],
              ['Burgundy', '24%', '2012, 2015, 2017'],
              ['Champagne', '14%', '2008, 2012'],
              ['Tuscany', '12%', '2013, 2016'],
              ['Napa Valley', '12%', '2013, 2016'],
            ],
          },
        },
        {
          heading: 'Vaults and shipping',
          paragraphs: [
            'Allocated bottles stay in their bonded vault (12-14 C, 60-70% humidity) until shipped. Shipments leave within ten business days of approval, insured door to door, in temperature-controlled packaging.',
          ],
          bullets: [
            'Bordeaux bonded cellar: shipments to the EU and the UK',
            'London bonded warehouse: shipments to the UK and the rest of the world',
            'Napa Valley vault: shipments within the United States',
          ],
        },
      ],
    },
  },
  {
    slug: 'wine-redemption-guide-for-members',
    title: 'Wine Redemption Guide for Members',
    description:
      'How Premium Circle members turn VINO into bottles: eligibility, the token calculation, holds, cancellation and delivery.',
    category: 'legal',
    accessLevel: 'premium',
    featured: false,
    tags: ['Premium Circle', 'Redemption', 'Guide'],
    author: 'VINO Member Services',
    publishedOn: '2024-06-03',
    content: {
      subtitle: 'For Premium Circle members',
      sections: [
        {
          heading: 'Who can redeem',
          paragraphs: [
            'Premium Circle members can redeem tokens for bottles, subject to availability. The right lasts as long as the membership: when a subscription ends, new requests are refused; requests already made stay as they are.',
          ],
        },
        {
          heading: 'How many tokens a bottle takes',
          paragraphs: [
            'A wine asset’s current value is its appraised value per bottle. A request for n bottles holds n x current value / VINO price, rounded up to the ledger’s 18 decimals, where the VINO price is the last VINO/USD trade on the exchange (or the published reference price before the first trade).',
            'Example: 2 bottles of an asset valued at USD 1,150.00 per bottle at a VINO price of USD 1.0000 hold 2,300 VINO.',
          ],
        },
        {
          heading: 'Holds and cancellation',
          paragraphs: [
            'Submitting a request moves the tokens from your available balance to held, so they cannot be traded or staked while the request is pending. You may cancel a pending request at any time: the held tokens return to your available balance at once.',
          ],
          bullets: [
            'Pending: tokens held, awaiting review by operations',
            'Approved: bottles reserved for shipping',
            'Fulfilled: bottles delivered, tokens redeemed',
            'Rejected or cancelled: tokens released to your available balance',
          ],
        },
        {
          heading: 'Limits and delivery',
          paragraphs: [
            'Each request covers 1 to 12 bottles of one wine asset, delivered to one address. Give the recipient’s full name, street address, city, postal code, country and a phone number for the courier. Import duties and taxes of the destination country are payable by the recipient.',
          ],
        },
      ],
    },
  },
];
