/**
 * The twelve questions of /qa (investor spec section 2, FAQ) over the spec's eleven categories.
 * Answers quote the spec's constants (102.4% backing, 85/10/5 allocation, $100 start, storage
 * conditions) and the redemption rights of Premium Circle and Legacy Circle members.
 */
import type { FaqCategory } from '../../../domain/content';
import type { Database } from '../client';
import { insertFaqItemsIfAbsent } from '../../modules/content/content-module';

export interface SeedFaqItem {
  slug: string;
  category: FaqCategory;
  question: string;
  answer: string;
}

export const SEED_FAQ_ITEMS: SeedFaqItem[] = [
  {
    slug: 'what-is-vino',
    category: 'Basics',
    question: 'What is VINO?',
    answer:
      'VINO is a real-world-asset stablecoin backed by a reserve of investment-grade wine. Each token is designed to hold a value of one US dollar, with the wine reserve behind it worth more than the tokens in circulation. It combines the stability of a stablecoin with the long-term performance of fine wine.',
  },
  {
    slug: 'what-backs-the-token',
    category: 'Asset Backing',
    question: 'What backs the VINO token?',
    answer:
      'A reserve of investment-grade wines from Bordeaux, Burgundy, Champagne, Tuscany and Napa Valley, stored in professional bonded vaults. The reserve is allocated 85% to wine backing, 10% to a liquidity reserve and 5% to operations. At launch the backing ratio, the value of the reserve divided by the tokens in circulation, is 102.4%.',
  },
  {
    slug: 'token-versus-stock',
    category: 'Comparison',
    question: 'How is the VINO token different from VINO-STOCK?',
    answer:
      'The VINO token is backed by the wine reserve and aims at a stable value, with optional staking rewards. VINO-STOCK is the publicly traded share of the company that operates the platform: its price follows the business, and it pays a dividend (2.4% a year). Many investors hold both; the investment page compares them side by side.',
  },
  {
    slug: 'is-vino-regulated',
    category: 'Legal',
    question: 'Is VINO legal and regulated?',
    answer:
      'VINO operates within the securities and anti-money-laundering rules of the markets it serves. Every investor completes identity (KYC) checks, some offerings are limited to accredited investors, and compliance reports are published on the legal page. Regulations differ by country, so check what applies where you live.',
  },
  {
    slug: 'how-does-vino-keep-its-value',
    category: 'Value Mechanism',
    question: 'How does VINO keep its value?',
    answer:
      'The reserve is kept above the value of the tokens in circulation (over-collateralised), new tokens are issued only against additions to the reserve, and tokens are burned when members redeem bottles. The liquidity reserve absorbs short-term swings, and wine appreciation, historically 8-12% a year, strengthens the backing over time.',
  },
  {
    slug: 'can-i-redeem-for-wine',
    category: 'Redemption',
    question: 'Can I redeem my tokens for physical wine?',
    answer:
      'Yes. Premium Circle members (accredited investors holding $50,000 or more) and Legacy Circle members have redemption rights: they can exchange tokens for bottles from the reserve, subject to availability. The redeemed tokens are taken out of circulation, and the bottles are shipped insured with their provenance record.',
  },
  {
    slug: 'minimum-investment',
    category: 'Investment',
    question: 'Is there a minimum investment?',
    answer:
      'There is no minimum investment requirement. You can start with as little as $100 and build your position over time; purchases of up to $1,000,000 can be made online.',
  },
  {
    slug: 'expected-returns',
    category: 'Investment',
    question: 'What returns can I expect?',
    answer:
      'The token aims at a stable value; returns come from staking rewards (6.5% to 15.5% APY depending on the pool and lock period) and, for the stock, from the business and its dividend. Fine wine has appreciated by about 8-12% a year over the long run, but past performance does not guarantee future results and the value of your investment can fall.',
  },
  {
    slug: 'how-to-buy',
    category: 'Purchase',
    question: 'How do I buy VINO?',
    answer:
      'Create an account, complete the identity check, then choose an amount on the Buy VINO page and pay by card, bank transfer or crypto from your connected wallet. Tokens are credited to your account as soon as the payment is confirmed, and you can hold, stake or trade them.',
  },
  {
    slug: 'how-can-i-verify-the-reserve',
    category: 'Transparency',
    question: 'How can I verify the reserve?',
    answer:
      'The list of backing wines, their appraised values and the live backing ratio are published on the wine assets page and through the public API. The reserve is audited quarterly by an independent firm, wines are re-appraised on a schedule, and the token supply can be checked on the blockchain at any time.',
  },
  {
    slug: 'what-can-i-do-with-vino',
    category: 'Usage',
    question: 'What can I do with my VINO tokens?',
    answer:
      'Hold them as a stable, wine-backed asset; stake them in one of four pools for rewards; trade them on the VINO exchange against USD, ETH, BTC or USDT; or, as a Premium Circle or Legacy Circle member, redeem them for bottles and enjoy VIP events and tastings.',
  },
  {
    slug: 'who-stands-behind-vino',
    category: 'Corporate Structure',
    question: 'Who stands behind VINO?',
    answer:
      'The platform is operated by a company whose shares trade as VINO-STOCK. The wine reserve is held in segregated custody, separate from the company’s own assets, in insured bonded vaults, so the wine backs the tokens even if the operator runs into difficulties. Audits and compliance reports are published on the legal page.',
  },
];

/** Seeds the FAQ in this order; items already present (maybe edited by an admin) are kept. */
export async function seedFaq(db: Database): Promise<void> {
  await insertFaqItemsIfAbsent(
    db,
    SEED_FAQ_ITEMS.map((item, index) => ({ ...item, position: index + 1 })),
  );
}
