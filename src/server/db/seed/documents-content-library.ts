import type { SeedDocument } from './documents';

/**
 * The library's downloads named by the investor spec (whitepaper, annual report, investor
 * presentation, Q4 report, ESG report, wine portfolio analysis, media kit) and the documents that
 * give every access level an example. Figures match the spec's constants (allocation 85/10/5,
 * backing ratio 102.4%, average appreciation 11.2%, vault conditions, staking pools).
 */
export const LIBRARY_DOCUMENTS: SeedDocument[] = [
  {
    slug: 'whitepaper',
    title: 'VINO Technical Whitepaper',
    description:
      'How VINO works: the wine reserve behind every token, the stability mechanism, custody, audits and the token architecture.',
    category: 'whitepaper',
    accessLevel: 'public',
    featured: true,
    tags: ['Tokenomics', 'Architecture', 'Reserve', 'Stability'],
    author: 'VINO Research',
    publishedOn: '2024-01-15',
    content: {
      subtitle: 'A real-world-asset stablecoin backed by investment-grade wine. Version 2.1.',
      sections: [
        {
          heading: '1. Abstract',
          paragraphs: [
            'VINO is a token pegged to the US dollar and backed by a reserve of investment-grade wine held in bonded, climate-controlled vaults. Each token in circulation is matched by at least one dollar of appraised wine, and the reserve is published continuously as a backing ratio: the value of the backing wine divided by the tokens in circulation.',
            'This paper describes the asset, the custody and appraisal process, the mechanism that keeps the token close to its peg, the allocation of the reserve and the technology that records ownership and transfers.',
          ],
        },
        {
          heading: '2. Why wine',
          paragraphs: [
            'Fine wine is a finite, physical asset whose supply shrinks every year as bottles are opened. Investment-grade wine from the great regions has appreciated by an average of 11.2% a year over the last two decades, with a low correlation to equities and bonds. A wine index set to 100 in the year 2000 stood at 287 in 2024.',
            'Until now the asset class has been hard to reach: minimum purchases are high, storage and insurance are specialised, and selling takes weeks. VINO turns a professionally managed cellar into a liquid token that can be bought from USD 100.',
          ],
          table: {
            headers: ['Asset class', 'Average annual return', 'Correlation with equities'],
            rows: [
              ['Investment-grade wine', '8.7%', 'Low'],
              ['S&P 500', '6.4%', '1.00'],
              ['Real estate', '5.8%', 'Medium'],
              ['Government bonds', '3.1%', 'Low to negative'],
            ],
          },
        },
        {
          heading: '3. The reserve',
          paragraphs: [
            'The reserve holds first growths of Bordeaux, grand crus of Burgundy, prestige cuvées of Champagne, the Super Tuscans and the cult wines of Napa Valley. Every case is bought at auction or directly from producers, inspected on arrival, photographed, and recorded with its provenance, condition and storage position.',
            'The reserve is allocated as follows, and the allocation is reviewed every quarter by the investment committee.',
          ],
          table: {
            headers: ['Component', 'Share', 'Purpose'],
            rows: [
              ['Wine backing', '85%', 'Appraised wine held in bonded vaults'],
              ['Liquidity reserve', '10%', 'Cash and equivalents for redemptions and stability'],
              ['Operations', '5%', 'Storage, insurance, appraisal and audit costs'],
            ],
          },
        },
        {
          heading: '4. Custody and conditions',
          paragraphs: [
            'Bottles are stored in bonded warehouses with 24/7 security, kept at 12-14 C and 60-70% humidity. Sensor records show perfect storage conditions 99.98% of the time. The reserve, valued at over USD 50 million, is insured for USD 100 million against loss, breakage and contamination.',
          ],
          bullets: [
            'Independent appraisal of every asset at least once a year, with market data reviewed monthly.',
            'Quarterly audits of the reserve by an independent auditor, published in the document library.',
            'Condition checks on arrival and at every appraisal, graded excellent, very good, good or fair.',
          ],
        },
        {
          heading: '5. Stability mechanism',
          paragraphs: [
            'VINO targets a price of one US dollar. The backing ratio is kept above 100%; at publication it stands at 102.4%. When demand rises, new tokens are issued only against newly acquired wine or cash added to the liquidity reserve. When holders redeem, tokens are burnt and paid from the liquidity reserve, which is refilled by selling wine at appraised value.',
            'Because appreciation of the reserve accrues above the peg, the surplus funds staking rewards, token buybacks, the treasury and operations, rather than the token price drifting away from one dollar.',
          ],
        },
        {
          heading: '6. Token architecture',
          paragraphs: [
            'VINO is an ERC-20 token on Ethereum, with bridges to Polygon and Arbitrum for low-cost transfers. Issuance and burning are restricted to the reserve manager contract, which requires a signed attestation of the reserve value before minting. Transfers are unrestricted; purchases on the platform require identity verification (KYC) in line with anti-money-laundering rules.',
            'The platform runs an internal exchange for VINO/USD, VINO/ETH, VINO/BTC and VINO/USDT with price-time-priority matching, and a staking programme with flexible, 30-day, 90-day and wine-vault pools.',
          ],
          table: {
            headers: ['Staking pool', 'APY', 'Minimum', 'Lock'],
            rows: [
              ['Flexible', '6.5%', '100 VINO', 'None'],
              ['30-day lock', '8.5%', '500 VINO', '30 days'],
              ['90-day lock', '12%', '1,000 VINO', '90 days'],
              ['Wine vault', '15.5%', '5,000 VINO', '365 days'],
            ],
          },
        },
        {
          heading: '7. Risks',
          paragraphs: [
            'Wine prices can fall, and past appreciation does not guarantee future returns. Storage, insurance and counterparty failures, regulatory change, smart-contract faults and market liquidity can all affect the value of the token. Read the Risk Disclosure Statement before investing.',
          ],
        },
      ],
    },
  },
  {
    slug: 'annual-report-2023',
    title: 'Annual Report 2023',
    description:
      'The year in review: reserve growth, financial statements, token circulation, governance and the outlook for 2024.',
    category: 'report',
    accessLevel: 'public',
    featured: true,
    tags: ['Annual', 'Financials', 'Governance', 'Reserve'],
    author: 'VINO Board of Directors',
    publishedOn: '2024-03-15',
    content: {
      subtitle: 'Financial year ended 31 December 2023',
      sections: [
        {
          heading: 'Letter from the chair',
          paragraphs: [
            '2023 was the year VINO moved from a promise to a working platform. We completed the acquisition of the founding reserve, opened the token presale, launched staking and published our first quarterly reserve audits. Every token issued during the year was backed by appraised wine held in our bonded vaults.',
            'Fine wine had a quieter year than 2022, yet the reserve appreciated in line with its long-term average, and the backing ratio stayed above 100% in every month. We thank our investors, producers and partners for their trust.',
          ],
        },
        {
          heading: 'Highlights',
          paragraphs: ['The figures below summarise the year. All values are in US dollars.'],
          table: {
            headers: ['Measure', '2023', '2022'],
            rows: [
              ['Reserve value (year end)', '$51.2M', '$38.6M'],
              ['Backing ratio (year end)', '102.4%', '101.8%'],
              ['Bottles under management', '50,000+', '37,400'],
              ['Average appreciation of the reserve', '11.2%', '13.1%'],
              ['Registered investors', '15,427', '6,210'],
              ['Storage conditions within range', '99.98%', '99.95%'],
            ],
          },
        },
        {
          heading: 'Reserve and acquisitions',
          paragraphs: [
            'We bought 12,600 bottles during the year, mostly first growths from Bordeaux and grand crus from Burgundy, with smaller allocations to prestige Champagne, Tuscany and Napa Valley. Every purchase was inspected on arrival and appraised before it counted towards the reserve.',
            'The reserve allocation remained 85% wine backing, 10% liquidity reserve and 5% operations throughout the year.',
          ],
          table: {
            headers: ['Region', 'Share of reserve value', 'Average appreciation'],
            rows: [
              ['Bordeaux', '38%', '10.4%'],
              ['Burgundy', '27%', '14.9%'],
              ['Champagne', '13%', '9.8%'],
              ['Tuscany', '11%', '8.6%'],
              ['Napa Valley', '11%', '10.1%'],
            ],
          },
        },
        {
          heading: 'Financial statements (summary)',
          paragraphs: [
            'Revenue comes from token sales fees, staking fees, trading fees and premium services. Operating costs are dominated by storage, insurance, appraisal and audit. The full audited statements are available as Audited Financial Statements 2023.',
          ],
          table: {
            headers: ['Income statement', '2023'],
            rows: [
              ['Token sales fees', '$1.20M'],
              ['Staking fees', '$0.59M'],
              ['Trading fees', '$0.39M'],
              ['Premium services', '$0.27M'],
              ['Total revenue', '$2.45M'],
              ['Storage, insurance and appraisal', '($0.88M)'],
              ['Staff and technology', '($0.97M)'],
              ['Operating profit', '$0.60M'],
            ],
          },
        },
        {
          heading: 'Governance',
          paragraphs: [
            'The board met eight times. The audit committee reviewed each quarterly reserve audit and the risk register, and the investment committee approved the acquisition plan and the reserve allocation. Compliance with our AML programme, data protection duties and SOC 2 controls was reviewed by independent parties.',
          ],
        },
        {
          heading: 'Outlook for 2024',
          paragraphs: [
            'In 2024 we plan to complete the presale, open the VINO/USD, VINO/ETH, VINO/BTC and VINO/USDT markets to all verified investors, expand vault capacity in Europe and add a second custodian in the United States. We expect the reserve to grow in step with token demand while keeping the backing ratio above 100%.',
          ],
        },
      ],
    },
  },
  {
    slug: 'investor-presentation',
    title: 'Investor Presentation',
    description: 'The VINO opportunity in brief: market, product, reserve, business model and roadmap.',
    category: 'presentation',
    accessLevel: 'public',
    featured: true,
    tags: ['Overview', 'Market', 'Roadmap'],
    author: 'VINO Investor Relations',
    publishedOn: '2024-02-20',
    content: {
      subtitle: 'Wine-backed digital assets for every investor',
      sections: [
        {
          heading: 'The opportunity',
          paragraphs: [
            'Fine wine is a USD 5 billion a year secondary market that has outperformed many traditional assets with low volatility. VINO gives investors a regulated, liquid and transparent way to own it.',
          ],
          bullets: [
            'Average reserve appreciation of 11.2% a year',
            'Backing ratio above 100%, published continuously',
            'Buy from USD 100; trade and stake on the platform',
          ],
        },
        {
          heading: 'Two ways to invest',
          paragraphs: [
            'VINO (the token) is pegged to one US dollar and backed by wine. VINO-STOCK is the listed company that manages the reserve and the platform, with a dividend yield of 2.4% and a market capitalisation of USD 250 million.',
          ],
          table: {
            headers: ['', 'VINO token', 'VINO-STOCK'],
            rows: [
              ['What you own', 'A claim on a wine-backed reserve', 'Shares in the operating company'],
              ['Return', 'Staking rewards up to 15.5% APY', 'Dividend 2.4% and share price'],
              ['Minimum', 'USD 100', 'One share'],
            ],
          },
        },
        {
          heading: 'Roadmap',
          paragraphs: [
            'Presale and founding reserve (done), staking launch (done), public exchange markets, a second custodian in the United States, and redemption of tokens for bottles for Premium Circle members.',
          ],
        },
      ],
    },
  },
  {
    slug: 'q4-report',
    title: 'Q4 2023 Earnings Report',
    description: 'Fourth-quarter results: revenue, reserve value, token circulation and the audit of the reserve.',
    category: 'report',
    accessLevel: 'public',
    featured: false,
    tags: ['Quarterly', 'Earnings', 'Financials'],
    author: 'VINO Finance',
    publishedOn: '2024-02-10',
    content: {
      subtitle: 'Quarter ended 31 December 2023',
      sections: [
        {
          heading: 'Summary',
          paragraphs: [
            'Revenue grew 18% over the third quarter, driven by token sales during the presale and the first full quarter of staking. The reserve reached USD 51.2 million and the backing ratio closed the year at 102.4%.',
          ],
          table: {
            headers: ['Measure', 'Q4 2023', 'Q3 2023'],
            rows: [
              ['Revenue', '$0.74M', '$0.63M'],
              ['Reserve value', '$51.2M', '$46.9M'],
              ['Backing ratio', '102.4%', '102.1%'],
              ['VINO staked', '18.3M', '14.0M'],
            ],
          },
        },
        {
          heading: 'Reserve audit',
          paragraphs: [
            'The quarterly audit counted every position in the vaults against the register and found no exceptions. Storage conditions stayed within 12-14 C and 60-70% humidity 99.98% of the time.',
          ],
        },
      ],
    },
  },
  {
    slug: 'esg-report',
    title: 'ESG Report 2023',
    description:
      'Environmental, social and governance report: energy use of the vaults, responsible sourcing and governance.',
    category: 'report',
    accessLevel: 'public',
    featured: false,
    tags: ['ESG', 'Sustainability', 'Governance'],
    author: 'VINO Sustainability Committee',
    publishedOn: '2024-04-02',
    content: {
      subtitle: 'Environmental, social and governance performance in 2023',
      sections: [
        {
          heading: 'Environment',
          paragraphs: [
            'Our vaults run on renewable electricity where the grid allows it; passive cellars in Bordeaux and Burgundy need little cooling. Tokens are recorded on proof-of-stake networks, which use a tiny fraction of the energy of proof-of-work chains.',
          ],
          table: {
            headers: ['Indicator', '2023'],
            rows: [
              ['Share of renewable electricity in vaults', '78%'],
              ['Energy per bottle stored (kWh per year)', '0.9'],
              ['Shipments by rail or sea', '64%'],
            ],
          },
        },
        {
          heading: 'Social',
          paragraphs: [
            'We buy directly from family estates where we can, pay on agreed terms, and support apprenticeships in vineyard work in three regions. Investor education is free on the platform.',
          ],
        },
        {
          heading: 'Governance',
          paragraphs: [
            'An independent board, quarterly reserve audits, a SOC 2 Type II report on our controls and a published AML programme keep VINO accountable to its investors and regulators.',
          ],
        },
      ],
    },
  },
  {
    slug: 'wine-portfolio-analysis',
    title: 'Wine Portfolio Analysis',
    description:
      'Composition and performance of the wine reserve by region, category and vintage, with appraisal methods.',
    category: 'report',
    accessLevel: 'public',
    featured: false,
    tags: ['Portfolio', 'Regions', 'Appraisal'],
    author: 'VINO Wine Investment Team',
    publishedOn: '2024-03-28',
    content: {
      subtitle: 'The reserve by region, category and vintage',
      sections: [
        {
          heading: 'Composition',
          paragraphs: [
            'The reserve spans five categories and five regions. Red wines from Bordeaux and Burgundy form its core because they have the deepest secondary market and the longest record of appreciation.',
          ],
          table: {
            headers: ['Category', 'Share of value', 'Average appreciation'],
            rows: [
              ['Red', '71%', '11.9%'],
              ['White', '9%', '10.2%'],
              ['Sparkling', '13%', '9.8%'],
              ['Dessert', '4%', '8.1%'],
              ['Fortified', '3%', '7.4%'],
            ],
          },
        },
        {
          heading: 'Appraisal method',
          paragraphs: [
            'Each asset is appraised from recent auction results, merchant offers and the Liv-ex indices, adjusted for condition and provenance. Appraisals are refreshed at least once a year and reviewed when the market moves more than 5% in a month.',
          ],
        },
      ],
    },
  },
  {
    slug: 'media-kit',
    title: 'VINO Media Kit',
    description: 'Company facts, leadership biographies, brand guidelines and press contacts.',
    category: 'presentation',
    accessLevel: 'public',
    featured: false,
    tags: ['Press', 'Brand'],
    author: 'VINO Communications',
    publishedOn: '2024-01-30',
    content: {
      subtitle: 'Facts, brand and contacts for journalists',
      sections: [
        {
          heading: 'Company facts',
          paragraphs: [
            'VINO is a wine-backed real-world-asset token issued by a publicly listed company founded in Australia. The platform lets investors buy, trade and stake the token, and publishes its reserve continuously.',
          ],
          table: {
            headers: ['Fact', 'Value'],
            rows: [
              ['Founded', 'Australia'],
              ['Bottles under management', '50,000+'],
              ['Producers', '200+'],
              ['Wine regions', '15'],
            ],
          },
        },
        {
          heading: 'Brand',
          paragraphs: [
            'The VINO name is written in capitals. Our colours are deep burgundy and warm gold on warm neutrals. Please do not alter the logo or place it on busy backgrounds.',
          ],
        },
        {
          heading: 'Press contact',
          paragraphs: ['For interviews and images, use the contact form on the website and choose the press subject.'],
        },
      ],
    },
  },
  {
    slug: 'quarterly-investor-letter-q4-2023',
    title: 'Quarterly Investor Letter Q4 2023',
    description: 'The investment team’s letter to verified investors: market review, acquisitions and positioning.',
    category: 'report',
    accessLevel: 'investor',
    featured: false,
    tags: ['Quarterly', 'Market Review'],
    author: 'VINO Wine Investment Team',
    publishedOn: '2024-01-20',
    content: {
      subtitle: 'For verified investors',
      sections: [
        {
          heading: 'Market review',
          paragraphs: [
            'Prices for top Bordeaux softened in the fourth quarter while Burgundy and Champagne held firm. We used the weakness to add older vintages of first growths at attractive prices.',
          ],
        },
        {
          heading: 'Positioning',
          paragraphs: [
            'We keep the reserve weighted towards the most liquid names, so redemptions can always be met from the liquidity reserve without forced sales.',
          ],
        },
      ],
    },
  },
  {
    slug: 'reserve-attestation-q4-2023',
    title: 'Reserve Attestation Q4 2023',
    description: 'The independent attestation of the wine reserve and the tokens in circulation at 31 December 2023.',
    category: 'audit',
    accessLevel: 'investor',
    featured: false,
    tags: ['Audit', 'Reserve'],
    author: 'Independent Auditor',
    publishedOn: '2024-01-31',
    content: {
      subtitle: 'Independent attestation of reserve and circulation',
      sections: [
        {
          heading: 'Opinion',
          paragraphs: [
            'In our opinion the register of wine assets fairly represents the bottles held in the vaults at 31 December 2023, and the appraised value of the backing wine exceeded the tokens in circulation, giving a backing ratio of 102.4%.',
          ],
          table: {
            headers: ['Item', 'Value'],
            rows: [
              ['Appraised value of backing wine', '$51.2M'],
              ['Tokens in circulation', '50.0M VINO'],
              ['Backing ratio', '102.4%'],
            ],
          },
        },
      ],
    },
  },
  {
    slug: 'premium-circle-offering-memorandum',
    title: 'Premium Circle Offering Memorandum',
    description:
      'Terms of the Premium Circle programme for accredited investors: redemption rights, allocations and risks.',
    category: 'legal',
    accessLevel: 'accredited',
    featured: false,
    tags: ['Accredited', 'Premium Circle', 'Offering'],
    author: 'VINO Legal',
    publishedOn: '2024-02-05',
    content: {
      subtitle: 'Confidential: for accredited investors only',
      sections: [
        {
          heading: 'The programme',
          paragraphs: [
            'Premium Circle is open to accredited investors holding USD 50,000 or more in VINO. Members may redeem tokens for bottles from the reserve, receive allocations of rare vintages, and are invited to private tastings.',
          ],
        },
        {
          heading: 'Eligibility',
          paragraphs: [
            'An accredited investor has a net worth over USD 1 million excluding their home, or income over USD 200,000 in each of the last two years, or joint income over USD 300,000.',
          ],
        },
      ],
    },
  },
  {
    slug: 'vault-allocation-detail-2024',
    title: 'Vault Allocation Detail 2024',
    description: 'Position-level detail of the reserve by vault, region and vintage for accredited investors.',
    category: 'report',
    accessLevel: 'accredited',
    featured: false,
    tags: ['Accredited', 'Vaults', 'Positions'],
    author: 'VINO Wine Investment Team',
    publishedOn: '2024-04-10',
    content: {
      subtitle: 'Confidential: for accredited investors only',
      sections: [
        {
          heading: 'Vaults',
          paragraphs: ['The reserve is held in three bonded vaults, each inspected every quarter.'],
          table: {
            headers: ['Vault', 'Share of bottles', 'Conditions'],
            rows: [
              ['Bordeaux bonded cellar', '46%', '12-14 C, 60-70% humidity'],
              ['London bonded warehouse', '34%', '12-14 C, 60-70% humidity'],
              ['Napa Valley vault', '20%', '12-14 C, 60-70% humidity'],
            ],
          },
        },
      ],
    },
  },
  {
    slug: 'internal-compliance-review-q1-2024',
    title: 'Internal Compliance Review Q1 2024',
    description: 'Internal review of KYC, AML monitoring and data protection controls. Internal use only.',
    category: 'compliance',
    accessLevel: 'admin',
    featured: false,
    tags: ['Internal', 'Compliance'],
    author: 'VINO Compliance Office',
    publishedOn: '2024-04-15',
    content: {
      subtitle: 'Internal use only',
      sections: [
        {
          heading: 'Scope',
          paragraphs: [
            'The review covered identity verification, sanctions screening, transaction monitoring, suspicious activity reporting and access to personal data.',
          ],
          bullets: [
            'All KYC decisions sampled had complete evidence.',
            'Two monitoring rules were tuned to reduce false positives.',
            'Access reviews for production data were completed on time.',
          ],
        },
      ],
    },
  },
  {
    slug: 'board-risk-register-2024',
    title: 'Board Risk Register 2024',
    description: 'The board’s register of principal risks, owners and mitigations. Internal use only.',
    category: 'audit',
    accessLevel: 'admin',
    featured: false,
    tags: ['Internal', 'Risk'],
    author: 'VINO Audit Committee',
    publishedOn: '2024-03-05',
    content: {
      subtitle: 'Internal use only',
      sections: [
        {
          heading: 'Principal risks',
          paragraphs: [
            'Each risk has an owner on the executive team and is reviewed by the audit committee every quarter.',
          ],
          table: {
            headers: ['Risk', 'Level', 'Mitigation'],
            rows: [
              ['Fall in wine prices', 'Medium', 'Diversified reserve, backing ratio above 100%'],
              ['Custodian failure', 'Low', 'Two custodians, full insurance'],
              ['Smart-contract fault', 'Medium', 'Audited contracts, minting behind attestations'],
              ['Regulatory change', 'High', 'Licensed counsel, compliance programme'],
            ],
          },
        },
      ],
    },
  },
];
