/**
 * Enterprise Features: the earlier enterprise page's four tabs (Enterprise Overview, Security &
 * Compliance, Performance & SLA, Enterprise Integration) with Schedule Enterprise Demo (the contact
 * form, pre-filled) and Download Enterprise Brochure (a PDF the server generates).
 */
import { enterpriseApiPaths } from '../../../../contracts/enterprise-api-paths';
import {
  ENTERPRISE_DEMO_MESSAGE,
  ENTERPRISE_DEMO_SUBJECT,
  ENTERPRISE_SECTIONS,
  type EnterpriseSection,
} from '../../../../domain/enterprise-content';
import { buttonClasses, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { IconDownload } from '../../../components/ui/icons';
import { Tabs } from '../../../components/ui/tabs';
import { paths, withQuery } from '../../../lib/paths';

function SectionPanel({ section }: { section: EnterpriseSection }) {
  return (
    <div>
      <h2 className="text-2xl font-semibold text-fg">{section.heading}</h2>
      <p className="mt-3 max-w-3xl text-fg-muted">{section.intro}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {section.features.map((f) => (
          <li key={f.title}>
            <Card padding="md" className="h-full">
              <h3 className="font-semibold text-fg">{f.title}</h3>
              <p className="mt-2 text-sm text-fg-muted">{f.text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function EnterpriseFeaturesTab() {
  return (
    <div className="flex flex-col gap-8">
      <Tabs
        label="Enterprise features"
        items={ENTERPRISE_SECTIONS.map((s) => ({ id: s.id, label: s.tab, content: <SectionPanel section={s} /> }))}
        panelClassName="pt-6"
      />
      <Card
        tone="highlight"
        padding="lg"
        className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 className="text-xl font-semibold text-fg">Ready to see VINO for your organisation?</h2>
          <p className="mt-1 text-sm text-fg-muted">
            A walkthrough with our team, or the brochure to share internally.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink
            variant="gold"
            to={withQuery(paths.contact.getHref(), {
              subject: ENTERPRISE_DEMO_SUBJECT,
              message: ENTERPRISE_DEMO_MESSAGE,
              category: 'partnership',
            })}
          >
            Schedule Enterprise Demo
          </ButtonLink>
          <a href={enterpriseApiPaths.brochure} download className={buttonClasses('secondary')}>
            <IconDownload size={16} />
            Download Enterprise Brochure
          </a>
        </div>
      </Card>
    </div>
  );
}
