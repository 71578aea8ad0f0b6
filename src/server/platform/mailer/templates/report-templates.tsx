import { Cta, EmailLayout, Fact, P } from './email-layout';
import { defineTemplate } from './define-template';

/**
 * Schedule Report on Analytics Overview: the overview's key figures in the mail, the full report as
 * a download link (the same file as Export Report; signing in as an admin is required to fetch it,
 * so the figures never travel as an attachment anyone forwarded the mail to could open).
 */
export const scheduledReportTemplate = defineTemplate({
  id: 'scheduled_report',
  name: 'Scheduled analytics report',
  category: 'transactional',
  fields: ['user_name', 'frequency', 'period', 'window', 'figures', 'report_url', 'format', 'analytics_url'],
  subject: (d) => `Your ${d.frequency} VINO Analytics Overview (${d.period})`,
  sample: {
    user_name: 'Ada Lovelace',
    frequency: 'weekly',
    period: '30d',
    window: '2026-10-31 to 2026-11-29',
    figures: 'Total Revenue $1.2M · New Users 640 · Active Users 3,120',
    report_url: 'https://vino.example/api/v1/analytics/overview/export.csv?period=30d',
    format: 'CSV',
    analytics_url: 'https://vino.example/analytics',
  },
  Body: (d) => (
    <EmailLayout preview={d.figures} title="Your scheduled Analytics Overview">
      <P>Hello {d.user_name},</P>
      <P>
        Here is your {d.frequency} Analytics Overview for the period {d.period}. The figures are database queries, as on
        the page.
      </P>
      <Fact label="Window" value={d.window} />
      <Fact label="Key figures" value={d.figures} />
      <Cta href={d.report_url} label={`Download the report (${d.format})`} />
      <P muted>
        You receive this e-mail because you scheduled this report on Analytics Overview ({d.analytics_url}). Cancel it
        there under Schedule Report.
      </P>
    </EmailLayout>
  ),
});
