/**
 * Enterprise Features copy (operator spec section 2: the earlier enterprise page's four tabs).
 * Marketing text only — no figure here is presented as measured; the service targets quoted are the
 * Performance Center's own targets, so the page and the brochure promise what the centre checks.
 * Shared by the /enterprise page and the Enterprise Brochure PDF.
 */
import { LCP_TARGET_MS, PERFORMANCE_TARGETS } from './enterprise-performance/performance-rules';

export interface EnterpriseFeature {
  title: string;
  text: string;
}

export interface EnterpriseSection {
  id: 'overview' | 'security' | 'performance' | 'integration';
  /** The tab's label (spec text). */
  tab: string;
  heading: string;
  intro: string;
  features: EnterpriseFeature[];
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export const ENTERPRISE_SECTIONS: readonly EnterpriseSection[] = [
  {
    id: 'overview',
    tab: 'Enterprise Overview',
    heading: 'Wine-backed tokens for institutions',
    intro:
      'VINO gives family offices, wealth managers and funds a regulated way to hold fine wine as a digital asset: every token is backed by bottles held in bonded, insured storage, and every figure on the platform is computed from its own records.',
    features: [
      {
        title: 'Dedicated accounts',
        text: 'Separate admin, investor and user roles with server-enforced permissions and a full audit trail.',
      },
      {
        title: 'Transparent reserves',
        text: 'The backing ratio and the wine asset list are published by the API and recomputed whenever an appraisal changes.',
      },
      {
        title: 'White-label access',
        text: 'Offer VINO to your own clients under your brand through the API, with your own reporting.',
      },
      {
        title: 'Named support',
        text: 'A named contact for onboarding, reporting questions and incident follow-up.',
      },
    ],
  },
  {
    id: 'security',
    tab: 'Security & Compliance',
    heading: 'Security you can verify',
    intro:
      'Security is checked by the platform itself: configuration checks, threat rules over sign-in events and an audit log of every administrative action, all visible to your administrators.',
    features: [
      {
        title: 'Two-factor authentication',
        text: 'Authenticator-app two-factor for every account, checked for every admin.',
      },
      {
        title: 'Threat detection',
        text: 'Rules flag brute-force sign-ins, credential stuffing from one address, admin sign-ins from new addresses and bursts of refused requests.',
      },
      {
        title: 'Complete audit trail',
        text: 'Every admin action and every refused attempt is recorded with time, user, resource and address.',
      },
      {
        title: 'KYC and AML controls',
        text: 'Identity verification before trading, with a review queue and compliance calendar for your officers.',
      },
    ],
  },
  {
    id: 'performance',
    tab: 'Performance & SLA',
    heading: 'Measured performance, published targets',
    intro:
      'Performance is measured from real browsers and from the servers themselves, against targets your team can see in the Performance Center.',
    features: [
      {
        title: 'Page experience targets',
        text: `Largest contentful paint under ${seconds(LCP_TARGET_MS)} and first contentful paint under ${seconds(PERFORMANCE_TARGETS.first_contentful_paint.target)} at the 75th percentile of real page loads.`,
      },
      {
        title: 'API response target',
        text: `API responses under ${PERFORMANCE_TARGETS.api_response.target} ms at the median, measured by the server on every request.`,
      },
      {
        title: 'Health probes',
        text: 'Web server, database, API readiness and blockchain RPC probed on demand, with latency.',
      },
      {
        title: 'Actionable recommendations',
        text: 'Every measurement over its target becomes a recommendation your team can mark implemented.',
      },
    ],
  },
  {
    id: 'integration',
    tab: 'Enterprise Integration',
    heading: 'Connects to your systems',
    intro:
      'A documented HTTP API, real-time channels and exports let VINO fit into your reporting, custody and CRM tools.',
    features: [
      {
        title: 'REST API with keys',
        text: 'Read-only API keys per user, an OpenAPI description and rate limits per key.',
      },
      {
        title: 'Real-time channels',
        text: 'Prices, trades, order books and reserve updates over WebSocket channels.',
      },
      { title: 'Exports', text: 'CSV and PDF reports of users, transactions and holdings for your own records.' },
      {
        title: 'Single sign-on ready',
        text: 'Google sign-in today; your identity provider on request for enterprise plans.',
      },
    ],
  },
];

export const ENTERPRISE_DEMO_SUBJECT = 'Schedule Enterprise Demo';
export const ENTERPRISE_DEMO_MESSAGE =
  'We would like to schedule an enterprise demo of VINO. Please tell us about your organisation, the number of users and the integrations you need.';
