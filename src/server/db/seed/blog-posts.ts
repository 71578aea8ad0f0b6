/**
 * The blog as a fresh install shows it (investor spec section 2, Blog): 24 published posts whose
 * categories give the sidebar's counts (Investment 8, Technology 6, Wine Market 5, Regulation 3,
 * Market Analysis 2; the API derives them, nothing stores them), the two known slugs
 * future-rwa-tokenization and wine-outperforms-assets, and one featured post. Slugs follow the
 * spec's rule (title lower-cased, spaces as hyphens), so titles carry no punctuation.
 * Figures quoted in articles are the spec's constants (index 100 in 2000 to 287 in 2024, 102.4%
 * backing, 85/10/5 allocation, staking APYs, storage conditions).
 */
import type { BlogCategory } from '../../../domain/content';
import { readTimeMinutes, slugFromTitle } from '../../../domain/content';
import type { Database } from '../client';
import { insertPostsIfAbsent } from '../../modules/content/content-module';
import { postPlainText, sanitizePostHtml } from '../../modules/content/content-module';

export interface SeedBlogPost {
  title: string;
  excerpt: string;
  author: string;
  category: BlogCategory;
  tags: string[];
  publishedAt: string;
  isFeatured?: boolean;
  content: string;
}

const RESEARCH = 'Sophie Laurent';
const TECH = 'Marcus Chen';
const LEGAL = 'Elena Rossi';
const MARKETS = 'James Whitfield';

export const SEED_BLOG_POSTS: SeedBlogPost[] = [
  {
    title: 'Future RWA Tokenization',
    excerpt:
      'Real-world assets are moving on-chain. What tokenization changes for collectors and investors, what it does not change, and why wine is one of the assets best suited to it.',
    author: TECH,
    category: 'Technology',
    tags: ['RWA', 'Tokenization', 'Blockchain'],
    publishedAt: '2026-11-03T09:00:00Z',
    isFeatured: true,
    content: `
<p>For most of modern history, owning a share of a physical asset meant paperwork, intermediaries and long settlement times. A bottle of 2010 Bordeaux in a bonded warehouse in London could change hands, but only between a small circle of merchants and collectors who knew each other. Tokenization changes the plumbing under that trade: ownership is recorded on a public ledger, divided into small units and transferable in minutes.</p>
<h2>What tokenization actually is</h2>
<p>A real-world-asset (RWA) token is a digital claim on something that exists off-chain: a building, a bond, gold, or a cellar of investment-grade wine. The token does not replace the asset. It represents it, and it is only as good as three things behind it: the asset itself, the legal structure that ties the token to the asset, and the reporting that proves the asset is still there.</p>
<p>That is why VINO publishes its backing ratio, the value of the wine reserve divided by the tokens in circulation, instead of asking holders to take it on trust. At launch the reserve covers 102.4% of the tokens issued.</p>
<h2>Why wine suits tokenization</h2>
<ul>
<li><strong>Scarcity is built in.</strong> A vintage is never produced again, and bottles are consumed over time, so supply of a given wine only shrinks.</li>
<li><strong>Value is measurable.</strong> Auction records, merchant price lists and independent appraisals give a continuous, auditable price history.</li>
<li><strong>Custody is a solved problem.</strong> Professional bonded vaults keep bottles at 12-14 °C and 60-70% humidity, insured and inspected.</li>
<li><strong>The entry ticket was too high.</strong> A single case of first-growth Bordeaux can cost more than most people invest in a year. A token starting at $100 opens the asset class.</li>
</ul>
<h2>What changes for investors</h2>
<p>Three practical things. First, <em>fractional ownership</em>: you can hold exposure to a diversified reserve rather than a single case. Second, <em>liquidity</em>: tokens can be traded on an exchange at any hour instead of waiting for the next auction. Third, <em>transparency</em>: the reserve's composition, appraisals and audit reports are published, so anyone can check the numbers.</p>
<blockquote>Tokenization does not make an asset better. It makes a good asset easier to own, trade and verify.</blockquote>
<h2>What does not change</h2>
<p>The wine still has to be bought well, stored properly and valued honestly. Prices of fine wine move, and past performance does not guarantee future results. A token also adds its own risks: smart-contract risk, platform risk and regulatory change. Good projects address these with audited contracts, segregated custody and clear legal terms, and they tell you where the risks remain.</p>
<h2>Where this is heading</h2>
<p>Analysts expect trillions of dollars of real-world assets to be tokenized over the next decade, led by treasury bills and real estate. Collectible assets such as wine, art and watches are a smaller but fast-growing segment, because their investors have always struggled with access and liquidity. We think the winners will be the platforms that treat the off-chain part as seriously as the on-chain part.</p>
<p>To see what backs VINO today, browse the <a href="/wine-assets">wine reserve</a>, or read how the token and the stock compare on the <a href="/investment">investment page</a>.</p>`,
  },
  {
    title: 'Wine Outperforms Assets',
    excerpt:
      'Over two decades the fine wine index nearly tripled, from 100 in 2000 to 287 in 2024. How wine compared with equities, real estate and bonds, and what drove the difference.',
    author: RESEARCH,
    category: 'Investment',
    tags: ['Performance', 'Wine Index', 'Diversification'],
    publishedAt: '2026-10-21T09:00:00Z',
    content: `
<p>Investment-grade wine has a long record as a store of value, but it is rarely compared side by side with the assets most portfolios hold. This article looks at two decades of data and at the reasons fine wine has held up so well.</p>
<h2>Two decades in one number</h2>
<p>The fine wine index we track was set to 100 in 2000. By 2024 it stood at 287: an increase of 187%, or roughly 4.5% a year compounded on the index alone, before the effect of buying well within the market. Across the assets in the VINO reserve, average appreciation has been 11.2% a year, in the 8-12% range that long-run studies of blue-chip wine report.</p>
<h2>How the alternatives compared</h2>
<p>Our investment calculator uses long-run annual returns of 8.7% for fine wine, 6.4% for the S&amp;P 500, 5.8% for real estate and 3.1% for bonds. On $10,000 over ten years, that difference compounds to about $23,000 for wine against about $18,600 for equities, $17,600 for real estate and $13,600 for bonds.</p>
<ul>
<li><strong>Lower correlation.</strong> Wine prices have moved largely independently of equity markets, which makes wine a diversifier rather than another bet on the same cycle.</li>
<li><strong>Shrinking supply.</strong> Every bottle opened reduces what is left of a vintage, while demand from new collectors keeps growing.</li>
<li><strong>Resilience in downturns.</strong> In 2008 and again in 2020, the top of the wine market fell less and recovered faster than equities.</li>
</ul>
<h2>What drove the outperformance</h2>
<p>Most of the gains came from a narrow set of producers: first-growth Bordeaux, grand cru Burgundy, prestige Champagne and a handful of Tuscan and Napa estates. New demand from Asia in the 2000s, the rise of Burgundy in the 2010s and the global spread of wine collecting all played a part. Quality of storage and provenance matter as much as the label: a bottle with a documented chain of custody sells at a premium.</p>
<h2>The caveats</h2>
<p>Wine carries costs that an index does not show, such as storage, insurance and transaction fees, and it is less liquid than listed shares. Individual wines can underperform the index for years. Past performance is no guarantee of future returns, and no single asset belongs in a portfolio on its own. A tokenized reserve addresses some of these drawbacks by pooling storage costs, diversifying across regions and offering trading on an exchange.</p>
<p>Try your own figures in the calculator on the <a href="/investment">investment page</a>, or see which wines back the token on the <a href="/wine-assets">wine assets page</a>.</p>`,
  },
  {
    title: 'Building A Balanced Wine Portfolio',
    excerpt:
      'Regions, producers and vintages: how professional cellars spread risk, and how a tokenized reserve applies the same principles.',
    author: RESEARCH,
    category: 'Investment',
    tags: ['Portfolio', 'Diversification', 'Strategy'],
    publishedAt: '2026-10-08T09:00:00Z',
    content: `
<p>Collectors who have built serious cellars rarely own a single region. The same discipline that guides an equity portfolio applies to wine: spread exposure so that one bad vintage or one cooling market does not decide the outcome.</p>
<h2>Diversify across regions</h2>
<p>Bordeaux offers depth and liquidity; Burgundy offers scarcity and the strongest growth of the last decade; Champagne adds a different buyer base; Tuscany and Napa Valley bring newer collectors into the market. The VINO reserve holds wines from all five regions.</p>
<h2>Diversify across vintages and styles</h2>
<p>Young wines from great vintages tend to appreciate as they approach their drinking window, while mature wines offer more predictable pricing. Reds dominate the market, but prestige sparkling, sweet and fortified wines have loyal buyers and behave differently.</p>
<h2>Keep costs and storage in view</h2>
<p>Professional storage at 12-14 °C and 60-70% humidity, insurance and regular appraisal are not optional: they protect value and provenance. A pooled reserve shares these costs across all holders. Explore the current mix on the <a href="/wine-assets">wine assets page</a>.</p>`,
  },
  {
    title: 'How Fractional Ownership Lowers The Entry Barrier',
    excerpt:
      'A case of first-growth Bordeaux can cost tens of thousands of dollars. Fractional ownership brings the same asset class within reach from $100.',
    author: MARKETS,
    category: 'Investment',
    tags: ['Fractional Ownership', 'Access', 'RWA'],
    publishedAt: '2026-09-24T09:00:00Z',
    content: `
<p>Fine wine has long been an investment for the few: buying direct from the estates or at auction requires capital, contacts and a place to store the bottles properly. Fractional ownership removes those barriers without removing the asset.</p>
<h2>From a case to a token</h2>
<p>Instead of buying one case, an investor buys tokens backed by a diversified reserve. There is no minimum investment requirement on VINO: you can start with as little as $100 and build your position over time.</p>
<h2>What you give up, and what you gain</h2>
<p>You do not choose individual bottles, and you cannot drink your holding (Premium Circle members can redeem tokens for bottles, subject to availability). In exchange you gain diversification, professional storage, insurance and the ability to sell part of your position at any time on the exchange.</p>
<p>Ready to try it? Read <a href="/investors">our introduction to RWA tokens</a> or <a href="/buy-vino">buy VINO</a>.</p>`,
  },
  {
    title: 'Dollar Cost Averaging Into VINO',
    excerpt:
      'Investing a fixed amount every month takes timing out of the decision. Why the method suits an asset that compounds slowly.',
    author: MARKETS,
    category: 'Investment',
    tags: ['Strategy', 'Long Term'],
    publishedAt: '2026-09-10T09:00:00Z',
    content: `
<p>Nobody times a market perfectly. Dollar cost averaging, investing the same amount at regular intervals, means buying more units when prices are low and fewer when they are high, and it replaces one big decision with a habit.</p>
<h2>Why it fits wine</h2>
<p>Fine wine has historically appreciated slowly and steadily, in the range of 8-12% a year. An asset whose returns come from compounding over years rewards patience more than timing.</p>
<h2>Putting it into practice</h2>
<p>Choose an amount you can commit to every month, keep it up through quiet markets, and review once a year rather than every week. The calculator on the <a href="/investors">education page</a> shows how monthly contributions grow at 11% a year compounded.</p>`,
  },
  {
    title: 'Understanding The Backing Ratio',
    excerpt:
      'What the 102.4% figure means, how it is calculated from the wine reserve, and why it is published rather than promised.',
    author: RESEARCH,
    category: 'Investment',
    tags: ['Backing Ratio', 'Transparency', 'Reserve'],
    publishedAt: '2026-08-27T09:00:00Z',
    content: `
<p>The backing ratio answers the most important question a holder of an asset-backed token can ask: is there enough behind it?</p>
<h2>The calculation</h2>
<p>The ratio is the value of the wine reserve, the current appraised value of each backing wine multiplied by its bottle count, divided by the VINO in circulation valued at one US dollar each. A ratio above 100% means the reserve is worth more than the tokens issued. At launch it stands at 102.4%.</p>
<h2>Where the value comes from</h2>
<p>85% of the reserve is wine backing, 10% a liquidity reserve and 5% operations. Wines are re-appraised on a schedule and the reserve is audited quarterly; the figures update when the data does.</p>
<h2>Why publish it</h2>
<p>A promise cannot be checked; a published figure with its inputs can. The live ratio and the list of backing wines are available on the <a href="/wine-assets">wine assets page</a> and through the public API.</p>`,
  },
  {
    title: 'Staking VINO For Passive Income',
    excerpt:
      'Four staking pools from a flexible 6.5% to the 15.5% Wine Vault. How lock periods, minimums and rewards work.',
    author: MARKETS,
    category: 'Investment',
    tags: ['Staking', 'Yield', 'Income'],
    publishedAt: '2026-08-13T09:00:00Z',
    content: `
<p>Holding VINO gives you exposure to the wine reserve. Staking it adds an income on top. The pools differ in how long your tokens are locked and what they earn.</p>
<h2>The four pools</h2>
<ul>
<li><strong>Flexible</strong>: 6.5% APY, minimum 100 VINO, no lock, daily rewards.</li>
<li><strong>30-day lock</strong>: 8.5% APY, minimum 500 VINO, weekly rewards.</li>
<li><strong>90-day lock</strong>: 12% APY, minimum 1,000 VINO.</li>
<li><strong>Wine Vault</strong>: 15.5% APY, minimum 5,000 VINO, locked for 365 days, monthly rewards.</li>
</ul>
<h2>Estimating rewards</h2>
<p>The estimate is simple: amount × APY × days / 365. 1,000 VINO in the 90-day pool earns about 29.6 VINO over the lock period. Only the flexible pool can be left at any time.</p>
<p>See the pools on the <a href="/trading?tab=staking">staking page</a>.</p>`,
  },
  {
    title: 'Wine As An Inflation Hedge',
    excerpt: 'Tangible, scarce and priced globally: why fine wine has kept its purchasing power when cash has not.',
    author: RESEARCH,
    category: 'Investment',
    tags: ['Inflation', 'Real Assets', 'Macro'],
    publishedAt: '2026-07-30T09:00:00Z',
    content: `
<p>When consumer prices rise, cash loses purchasing power and bonds with fixed coupons lose value. Real assets, things with intrinsic value and limited supply, have historically held up better.</p>
<h2>Why wine behaves like a real asset</h2>
<p>A great vintage is finite and shrinks as bottles are opened. Its price is set in a global market by collectors who buy in many currencies, and the costs of producing the next vintage rise with inflation, which supports the prices of earlier ones.</p>
<h2>A hedge, not a guarantee</h2>
<p>Wine prices fall as well as rise, and in sharp downturns luxury spending slows. Within a diversified portfolio, though, a real asset with low correlation to equities and bonds has earned its place. Read how wine compared with other assets in <a href="/blog/wine-outperforms-assets">Wine Outperforms Assets</a>.</p>`,
  },
  {
    title: 'Premium Circle Redemption Explained',
    excerpt:
      'Premium Circle and Legacy Circle members can redeem tokens for bottles from the reserve. Who qualifies and how a redemption works.',
    author: LEGAL,
    category: 'Investment',
    tags: ['Premium Circle', 'Redemption', 'Membership'],
    publishedAt: '2026-07-16T09:00:00Z',
    content: `
<p>Most holders never ask for the physical wine, but the right to do so is what separates an asset-backed token from a promise.</p>
<h2>Who can redeem</h2>
<p>Premium Circle members, accredited investors holding $50,000 or more, and Legacy Circle members can redeem tokens for bottles from the reserve, subject to availability.</p>
<h2>How it works</h2>
<p>A member requests specific wines; the equivalent tokens, at the wine's current appraised value, are taken out of circulation, which keeps the backing ratio intact for everyone else. The bottles leave the vault with their provenance record and are shipped insured.</p>
<p>Members also get VIP events and higher staking rewards. <a href="/contact">Contact our team</a> to learn about membership.</p>`,
  },
  {
    title: 'How Smart Contracts Secure Your Tokens',
    excerpt:
      'Audited code, limited privileges and on-chain supply: what the VINO token contract does and what it deliberately cannot do.',
    author: TECH,
    category: 'Technology',
    tags: ['Smart Contracts', 'Security', 'Audit'],
    publishedAt: '2026-10-28T09:00:00Z',
    content: `
<p>A token is a program. Its rules, such as who can mint, who can transfer and what happens on a transfer, are written in a smart contract that runs on the blockchain exactly as written.</p>
<h2>Minimal by design</h2>
<p>The VINO contract follows the ERC-20 standard, so wallets and exchanges understand it without special code. New tokens are minted only against additions to the reserve, and burned on redemption; both are visible on-chain and reconciled with the reserve figures.</p>
<h2>Reviewed and monitored</h2>
<p>Contracts are independently audited before deployment, privileged functions are held by a multi-signature wallet, and every mint and burn is logged. Security is not a one-time event, so monitoring and reviews continue after launch.</p>`,
  },
  {
    title: 'Proof Of Reserve On The Blockchain',
    excerpt:
      'Quarterly audits, published appraisals and on-chain supply: the three pieces that let anyone check the reserve.',
    author: TECH,
    category: 'Technology',
    tags: ['Proof of Reserve', 'Transparency', 'Audit'],
    publishedAt: '2026-09-30T09:00:00Z',
    content: `
<p>Proof of reserve means a holder can verify, without trusting the issuer, that the assets backing a token exist and are worth what is claimed.</p>
<h2>Three sources, one check</h2>
<ul>
<li><strong>Supply</strong> is public on the blockchain: anyone can read how many tokens exist.</li>
<li><strong>Holdings</strong> are confirmed by the vaults and by quarterly independent audits.</li>
<li><strong>Value</strong> comes from scheduled appraisals of each wine.</li>
</ul>
<p>The backing ratio combines them. When all three are published, a mismatch cannot hide for long. See the current reserve on the <a href="/wine-assets">wine assets page</a>.</p>`,
  },
  {
    title: 'Connecting Your Wallet Safely',
    excerpt:
      'Browser wallets, signatures and approvals: a short guide to using a crypto wallet with VINO without exposing your funds.',
    author: TECH,
    category: 'Technology',
    tags: ['Wallets', 'Security', 'Guide'],
    publishedAt: '2026-08-20T09:00:00Z',
    content: `
<p>Connecting a wallet lets you see your on-chain VINO and pay with crypto. Done carefully, it is safe; done carelessly, it is the most common way people lose funds.</p>
<h2>Rules worth keeping</h2>
<ul>
<li>Never share your seed phrase. No legitimate site or support agent will ask for it.</li>
<li>Read what you sign. Signing in with your wallet proves ownership and moves nothing; an approval or transaction can.</li>
<li>Check the address bar before connecting, and bookmark the sites you use.</li>
<li>Keep larger holdings in a hardware wallet.</li>
</ul>
<p>VINO asks for a sign-in signature to verify your address and never asks for your keys.</p>`,
  },
  {
    title: 'Inside The VINO Exchange Matching Engine',
    excerpt:
      'Price-time priority, market, limit and stop orders: how trades on the VINO markets are matched and settled.',
    author: TECH,
    category: 'Technology',
    tags: ['Exchange', 'Trading', 'Engineering'],
    publishedAt: '2026-07-23T09:00:00Z',
    content: `
<p>Every trade needs a counterparty. The matching engine is the part of an exchange that pairs buyers with sellers, fairly and predictably.</p>
<h2>Price-time priority</h2>
<p>The best price trades first; at the same price, the order that arrived first trades first. That simple rule is what makes an order book fair.</p>
<h2>Order types</h2>
<p>Market orders trade at once against the best available prices. Limit orders wait in the book at your price. Stop orders become market orders when the price reaches your trigger. Balances are held while an order is open, so nothing can be spent twice.</p>
<p>Try it on the <a href="/trading">trading page</a>.</p>`,
  },
  {
    title: 'Tracking Provenance From Vineyard To Vault',
    excerpt:
      'Why the history of a bottle matters as much as its label, and how provenance records follow each wine in the reserve.',
    author: RESEARCH,
    category: 'Technology',
    tags: ['Provenance', 'Storage', 'Authenticity'],
    publishedAt: '2026-06-25T09:00:00Z',
    content: `
<p>Two bottles of the same wine can sell for very different prices. The difference is provenance: where the bottle has been, and whether anyone can prove it.</p>
<h2>Documented custody</h2>
<p>Wines in the reserve are bought from the estates or trusted merchants, inspected on arrival and stored in bonded, climate-controlled vaults at 12-14 °C and 60-70% humidity. Each movement is recorded.</p>
<h2>Why it protects value</h2>
<p>Counterfeits and poorly stored bottles are the main risks in the fine wine market. A continuous record from release to vault is the best defence, and it is what buyers pay a premium for.</p>`,
  },
  {
    title: 'Bordeaux En Primeur Season Review',
    excerpt:
      'Release prices, critic scores and buyer appetite: what this spring’s campaign tells us about demand for young Bordeaux.',
    author: MARKETS,
    category: 'Wine Market',
    tags: ['Bordeaux', 'En Primeur', 'Market'],
    publishedAt: '2026-10-14T09:00:00Z',
    content: `
<p>Every spring, the Bordeaux châteaux release their newest vintage as futures: wine still in barrel, sold at a price that should reward early buyers. The campaign is the market’s annual temperature check.</p>
<h2>Pricing discipline decides</h2>
<p>When châteaux price below comparable older vintages already in bottle, buyers return; when they do not, the campaign stalls. This year the best-received wines were those released at or below the price of recent top vintages.</p>
<h2>What it means for investors</h2>
<p>Futures only make sense when the release price leaves room to grow. Established vintages with a track record remain the core of a wine portfolio, with en primeur as a selective addition.</p>`,
  },
  {
    title: 'Why Burgundy Prices Keep Climbing',
    excerpt:
      'Tiny vineyards, global demand and climate pressure: the forces behind a decade of Burgundy outperformance.',
    author: RESEARCH,
    category: 'Wine Market',
    tags: ['Burgundy', 'Scarcity', 'Market'],
    publishedAt: '2026-09-17T09:00:00Z',
    content: `
<p>Burgundy has been the strongest region in the fine wine market for more than a decade. The reasons are structural rather than fashionable.</p>
<h2>Scarcity at the source</h2>
<p>Grand cru vineyards are small and divided among many growers; some wines are made in a few hundred cases a year. Supply cannot grow.</p>
<h2>Demand keeps widening</h2>
<p>Collectors in Asia and the United States have joined a market once dominated by European buyers, while difficult vintages have reduced volumes further. The combination has kept prices rising even when other regions paused. The reserve holds grand cru Burgundy from leading domaines; see them on the <a href="/wine-assets">wine assets page</a>.</p>`,
  },
  {
    title: 'Champagne Prestige Cuvees As Collectibles',
    excerpt:
      'Long-lived, scarce and increasingly traded: why prestige Champagne has earned a place in collectors’ cellars.',
    author: MARKETS,
    category: 'Wine Market',
    tags: ['Champagne', 'Collectibles'],
    publishedAt: '2026-08-06T09:00:00Z',
    content: `
<p>Champagne was once bought to be opened. The top prestige cuvées, made only in the best years and aged for a decade before release, are now collected like great Bordeaux.</p>
<h2>Built to age</h2>
<p>Single-vineyard and vintage prestige wines gain complexity for decades, and late-disgorged releases show how well they age. Small production keeps them scarce.</p>
<h2>A different buyer base</h2>
<p>Champagne draws collectors who may not buy still wine, which broadens demand and diversifies a reserve weighted towards reds.</p>`,
  },
  {
    title: 'Super Tuscans Come Of Age',
    excerpt:
      'From rebels outside the appellation rules to auction staples: how Tuscany’s icons built an investment track record.',
    author: RESEARCH,
    category: 'Wine Market',
    tags: ['Tuscany', 'Italy'],
    publishedAt: '2026-07-09T09:00:00Z',
    content: `
<p>In the 1970s a handful of Tuscan estates broke with tradition, planted Bordeaux varieties and sold their wines as simple table wine. Fifty years later those wines are among the most traded Italian bottles.</p>
<h2>An established secondary market</h2>
<p>Consistent quality, critic scores in the high 90s and limited production have given the leading Super Tuscans deep, liquid auction markets, with prices that have risen steadily across vintages.</p>
<p>Italy remains smaller than France in the fine wine market, which leaves room for growth as collectors diversify.</p>`,
  },
  {
    title: 'Napa Valley Cult Wines In Focus',
    excerpt:
      'Mailing lists, tiny production and perfect scores: the economics of California’s most sought-after wines.',
    author: MARKETS,
    category: 'Wine Market',
    tags: ['Napa Valley', 'California'],
    publishedAt: '2026-06-18T09:00:00Z',
    content: `
<p>Napa Valley’s cult wines are sold mostly through mailing lists with years-long waiting lists. For most collectors, the secondary market is the only way in.</p>
<h2>Scarcity by allocation</h2>
<p>Production is measured in hundreds or a few thousand cases, and release prices sit well below what the wines fetch at auction. That gap is the market’s measure of demand.</p>
<h2>A younger category</h2>
<p>With a shorter track record than Bordeaux or Burgundy, Napa adds growth potential and some volatility to a diversified reserve.</p>`,
  },
  {
    title: 'Tokenized Securities And The SEC',
    excerpt:
      'When is a token a security, and what follows if it is? The US framework for tokenized real-world assets in plain language.',
    author: LEGAL,
    category: 'Regulation',
    tags: ['SEC', 'Securities', 'Compliance'],
    publishedAt: '2026-10-01T09:00:00Z',
    content: `
<p>In the United States, whether a token is a security depends on what it is and how it is sold, not on the technology. The test comes from a 1946 Supreme Court case, <em>SEC v. W. J. Howey Co.</em></p>
<h2>Why it matters</h2>
<p>Securities must be registered or offered under an exemption, sold with proper disclosure and, for some offerings, only to accredited investors: individuals with a net worth over $1 million excluding their home, or income over $200,000 in each of the last two years (or $300,000 joint).</p>
<h2>Our approach</h2>
<p>VINO is built to operate within the rules: identity and accreditation checks, disclosure documents and regular compliance reports. Read more on the <a href="/legal">legal and compliance page</a>.</p>`,
  },
  {
    title: 'KYC And AML For Digital Asset Investors',
    excerpt: 'Why we ask who you are before you invest, what documents are needed, and how your data is protected.',
    author: LEGAL,
    category: 'Regulation',
    tags: ['KYC', 'AML', 'Privacy'],
    publishedAt: '2026-08-31T09:00:00Z',
    content: `
<p>Know-your-customer (KYC) and anti-money-laundering (AML) checks are required of regulated financial platforms. They protect investors as much as they protect the platform.</p>
<h2>What we check</h2>
<p>An identity document, proof of address and, for larger amounts, the source of funds. Transactions are monitored for patterns that regulators require us to report.</p>
<h2>Your data</h2>
<p>Documents are stored encrypted, used only for compliance and kept only as long as the law requires, in line with GDPR. Questions? <a href="/contact">Contact our compliance team</a>.</p>`,
  },
  {
    title: 'What MiCA Means For Asset Backed Tokens',
    excerpt:
      'The EU’s Markets in Crypto-Assets regulation sets rules for reserves, disclosure and issuers. A summary for token holders.',
    author: LEGAL,
    category: 'Regulation',
    tags: ['MiCA', 'Europe', 'Regulation'],
    publishedAt: '2026-06-11T09:00:00Z',
    content: `
<p>The Markets in Crypto-Assets regulation (MiCA) gives the European Union a single rulebook for crypto-assets, including tokens that reference other assets.</p>
<h2>Key requirements</h2>
<ul>
<li>A published white paper describing the token, its issuer and its risks.</li>
<li>Reserves that are segregated, protected and regularly audited.</li>
<li>Governance, complaint handling and redemption policies.</li>
</ul>
<h2>For holders</h2>
<p>Clearer rules make it easier to compare offerings and to know your rights. Tokens that already publish reserves and audits, as VINO does, are well placed.</p>`,
  },
  {
    title: 'Fine Wine Index Annual Review 2024',
    excerpt:
      'The index closed 2024 at 287 against 100 in 2000. A look at the year’s regions, drivers and what to watch next.',
    author: MARKETS,
    category: 'Market Analysis',
    tags: ['Wine Index', 'Annual Review'],
    publishedAt: '2026-09-03T09:00:00Z',
    content: `
<p>Our fine wine index ended 2024 at 287, measured against a base of 100 in 2000. After the strong post-2020 rally, the market spent the year consolidating.</p>
<h2>Regions</h2>
<p>Champagne and Burgundy, the leaders of the previous three years, cooled; Bordeaux and Italy were steadier, helped by more disciplined release pricing.</p>
<h2>Drivers</h2>
<p>Higher interest rates made holding costs more noticeable and slowed speculative buying, while long-term collectors continued to buy top producers on weakness.</p>
<h2>What to watch</h2>
<p>Release pricing in Bordeaux, demand from Asia and the growth of tokenized access, which is bringing a new generation of investors to the market.</p>`,
  },
  {
    title: 'Auction Results And Secondary Market Liquidity',
    excerpt:
      'Sell-through rates, hammer prices and trading volume: how liquid is fine wine, and how tokens change the picture.',
    author: MARKETS,
    category: 'Market Analysis',
    tags: ['Auctions', 'Liquidity'],
    publishedAt: '2026-07-02T09:00:00Z',
    content: `
<p>Liquidity, the ability to sell quickly at a fair price, is the usual objection to wine as an investment. Auction data lets us measure it.</p>
<h2>What auctions show</h2>
<p>Sell-through rates at the major houses have stayed above 90% for blue-chip lots, but a sale takes weeks to organise and fees can reach 20-25% across buyer and seller.</p>
<h2>Where tokens help</h2>
<p>A token backed by a reserve can be traded on an exchange at any hour, in small amounts and at low fees, while the bottles stay in the vault. Liquidity then depends on the order book rather than the auction calendar.</p>`,
  },
];

/** Seeds the posts (published, sanitised, reading time from their text); existing slugs are kept. */
export async function seedBlogPosts(db: Database): Promise<void> {
  await insertPostsIfAbsent(
    db,
    SEED_BLOG_POSTS.map((post) => {
      const content = sanitizePostHtml(post.content.trim());
      const publishedAt = new Date(post.publishedAt);
      return {
        slug: slugFromTitle(post.title),
        title: post.title,
        excerpt: post.excerpt,
        content,
        author: post.author,
        category: post.category,
        tags: post.tags,
        status: 'published' as const,
        isFeatured: post.isFeatured ?? false,
        publishedAt,
        readTimeMinutes: readTimeMinutes(postPlainText(content)),
        image: blogCoverImage(post.category),
        createdAt: publishedAt,
        updatedAt: publishedAt,
      };
    }),
  );
}

/** Every category has a cover shipped with the product (public/images/blog). */
export function blogCoverImage(category: string): string {
  return `/images/blog/${slugFromTitle(category)}.svg`;
}
