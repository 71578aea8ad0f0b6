import type { SeedDocument } from './documents';

/**
 * The six reports of the legal page's Compliance Reports tab (investor spec, Legal and compliance),
 * one per type. Slugs are their titles, lower-case and hyphenated, as the spec names the files.
 */
export const LEGAL_REPORT_DOCUMENTS: SeedDocument[] = [
  {
    slug: 'soc-2-type-ii-audit-report',
    title: 'SOC 2 Type II Audit Report',
    description:
      'Independent examination of our security, availability and confidentiality controls over twelve months.',
    category: 'audit',
    accessLevel: 'public',
    reportType: 'Security',
    featured: false,
    tags: ['SOC 2', 'Security', 'Controls'],
    author: 'Independent Service Auditor',
    publishedOn: '2024-03-01',
    content: {
      subtitle: 'Report on controls relevant to security, availability and confidentiality',
      sections: [
        {
          heading: 'Opinion',
          paragraphs: [
            'In the auditor’s opinion, the controls described by VINO were suitably designed and operated effectively throughout the period 1 January to 31 December 2023 to meet the trust services criteria for security, availability and confidentiality.',
          ],
        },
        {
          heading: 'Controls tested',
          paragraphs: ['The examination tested 112 controls; no exceptions affected the opinion.'],
          table: {
            headers: ['Area', 'Controls', 'Exceptions'],
            rows: [
              ['Access management', '24', '0'],
              ['Change management', '18', '1 (remediated)'],
              ['Encryption and key management', '14', '0'],
              ['Incident response', '16', '0'],
              ['Availability and backups', '22', '0'],
              ['Vendor management', '18', '0'],
            ],
          },
        },
      ],
    },
  },
  {
    slug: 'sec-compliance-report-2024',
    title: 'SEC Compliance Report 2024',
    description: 'Our registration status, filings made during the year and the controls over investor disclosures.',
    category: 'compliance',
    accessLevel: 'public',
    reportType: 'Compliance',
    featured: false,
    tags: ['SEC', 'Filings', 'Disclosure'],
    author: 'VINO Legal',
    publishedOn: '2024-04-20',
    content: {
      subtitle: 'Securities regulation and disclosure compliance',
      sections: [
        {
          heading: 'Registration and filings',
          paragraphs: [
            'The company is registered with the Securities and Exchange Commission and files annual and quarterly reports, current reports on material events and proxy statements. All filings in the period were made on time.',
          ],
          table: {
            headers: ['Filing', 'Period', 'Filed'],
            rows: [
              ['Annual report', 'FY 2023', 'On time'],
              ['Quarterly report', 'Q1 2024', 'On time'],
              ['Current reports', '3 events', 'On time'],
            ],
          },
        },
        {
          heading: 'Disclosure controls',
          paragraphs: [
            'A disclosure committee reviews every investor communication that contains financial figures, and the reserve figures on the website are reconciled with the quarterly audit.',
          ],
        },
      ],
    },
  },
  {
    slug: 'aml-and-kyc-policy',
    title: 'AML and KYC Policy',
    description:
      'How we verify identities, screen against sanctions lists and monitor transactions to prevent financial crime.',
    category: 'compliance',
    accessLevel: 'public',
    reportType: 'Policy',
    featured: false,
    tags: ['AML', 'KYC', 'Policy'],
    author: 'VINO Compliance Office',
    publishedOn: '2024-01-10',
    content: {
      subtitle: 'Anti-money-laundering and know-your-customer policy',
      sections: [
        {
          heading: 'Customer due diligence',
          paragraphs: [
            'Before a customer can buy or trade VINO, we verify their identity with a government-issued document and a live selfie check, confirm their address, and screen them against sanctions and politically exposed persons lists.',
          ],
          bullets: [
            'Enhanced due diligence for high-risk countries and for investments over USD 50,000.',
            'Source-of-funds evidence for accredited investor programmes.',
            'Re-verification every two years or when a customer’s details change.',
          ],
        },
        {
          heading: 'Monitoring and reporting',
          paragraphs: [
            'Transactions are monitored against rules for unusual size, velocity and counterparties. Alerts are reviewed by the compliance team within one business day, and suspicious activity is reported to the authorities as the law requires.',
          ],
        },
      ],
    },
  },
  {
    slug: 'audited-financial-statements-2023',
    title: 'Audited Financial Statements 2023',
    description: 'Balance sheet, income statement and cash flows for 2023, with the independent auditor’s report.',
    category: 'audit',
    accessLevel: 'public',
    reportType: 'Financial',
    featured: false,
    tags: ['Financials', 'Audit'],
    author: 'VINO Finance',
    publishedOn: '2024-03-10',
    content: {
      subtitle: 'Year ended 31 December 2023',
      sections: [
        {
          heading: 'Balance sheet (summary)',
          paragraphs: ['All figures in US dollars.'],
          table: {
            headers: ['Item', '31 Dec 2023', '31 Dec 2022'],
            rows: [
              ['Wine inventory at appraised value', '$51.2M', '$38.6M'],
              ['Cash and equivalents', '$6.1M', '$4.4M'],
              ['Tokens in circulation (liability)', '$50.0M', '$37.9M'],
              ['Equity', '$7.3M', '$5.1M'],
            ],
          },
        },
        {
          heading: 'Auditor’s report',
          paragraphs: [
            'In our opinion the financial statements present fairly, in all material respects, the financial position of the company at 31 December 2023 and its results and cash flows for the year.',
          ],
        },
      ],
    },
  },
  {
    slug: 'risk-disclosure-statement',
    title: 'Risk Disclosure Statement',
    description:
      'The risks of investing in VINO and VINO-STOCK: market, liquidity, custody, technology and regulation.',
    category: 'legal',
    accessLevel: 'public',
    reportType: 'Risk',
    featured: false,
    tags: ['Risk', 'Disclosure'],
    author: 'VINO Legal',
    publishedOn: '2024-02-01',
    content: {
      subtitle: 'Read before you invest',
      sections: [
        {
          heading: 'Market risk',
          paragraphs: [
            'The value of wine can fall as well as rise. Past appreciation of 8-12% a year is no guarantee of future returns, and the token may trade below one US dollar in stressed markets.',
          ],
        },
        {
          heading: 'Liquidity, custody and technology',
          paragraphs: [
            'Redemptions depend on the liquidity reserve and on selling wine, which can take time. Loss or damage in storage is insured but claims take time to settle. Smart contracts, wallets and the platform can fail or be attacked; keep your credentials safe.',
          ],
        },
        {
          heading: 'Regulation',
          paragraphs: [
            'Rules for digital assets are changing. New laws may restrict who can hold or trade the token, or how the platform operates in your country.',
          ],
        },
      ],
    },
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    description: 'What personal data we collect, why, how long we keep it and the rights you have under GDPR.',
    category: 'legal',
    accessLevel: 'public',
    reportType: 'Privacy',
    featured: false,
    tags: ['GDPR', 'Privacy', 'Data'],
    author: 'VINO Data Protection Officer',
    publishedOn: '2024-01-05',
    content: {
      subtitle: 'How we handle your personal data',
      sections: [
        {
          heading: 'What we collect and why',
          paragraphs: [
            'We collect your name, e-mail address and, when you verify your identity, your identity documents and address. We use them to run your account, meet our legal duties (KYC and AML) and, if you agree, to send you news.',
          ],
          table: {
            headers: ['Data', 'Purpose', 'Kept for'],
            rows: [
              ['Account details', 'Running your account', 'Life of the account'],
              ['Identity documents', 'KYC and AML duties', '5 years after the account closes'],
              ['Transaction records', 'Legal and tax duties', '7 years'],
              ['Marketing preferences', 'Newsletters you asked for', 'Until you unsubscribe'],
            ],
          },
        },
        {
          heading: 'Your rights',
          paragraphs: [
            'You may access, correct, export or delete your data, object to processing and withdraw consent at any time. Write to our data protection officer through the contact form.',
          ],
        },
      ],
    },
  },
];
