/**
 * E-mail campaigns (operator spec sections 3, 4, 5, 8 and 9): the states a campaign goes
 * through, the template variables a campaign may use (checked before sending) and the throttle.
 */

/** Spec: draft, scheduled, sending, sent; plus paused, cancelled and failed for a real send. */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled', 'failed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** 'digest': held for the person's daily, weekly or monthly digest (handled, neither skipped nor mailed now). */
export const CAMPAIGN_RECIPIENT_STATUSES = ['pending', 'sending', 'sent', 'skipped', 'failed', 'digest'] as const;
export type CampaignRecipientStatus = (typeof CAMPAIGN_RECIPIENT_STATUSES)[number];

export const CAMPAIGN_EVENT_TYPES = ['open', 'click', 'unsubscribe', 'bounce', 'complaint'] as const;
export type CampaignEventType = (typeof CAMPAIGN_EVENT_TYPES)[number];

/** Spec section 9: batches of 100 with a 1 s pause between batches. */
export const CAMPAIGN_BATCH_SIZE = 100;
export const CAMPAIGN_BATCH_PAUSE_MS = 1_000;

/** Which actions each status allows (the server refuses the rest; the client shows only these). */
export const CAMPAIGN_ACTIONS = {
  edit: ['draft', 'scheduled'],
  sendNow: ['draft', 'scheduled'],
  schedule: ['draft', 'scheduled'],
  pause: ['sending'],
  resume: ['paused'],
  cancel: ['scheduled', 'sending', 'paused'],
} as const satisfies Record<string, readonly CampaignStatus[]>;
export type CampaignAction = keyof typeof CAMPAIGN_ACTIONS;

export function canDo(action: CampaignAction, status: CampaignStatus): boolean {
  return (CAMPAIGN_ACTIONS[action] as readonly CampaignStatus[]).includes(status);
}

/** The variables a campaign may use, written {{name}}; each recipient gets their own values. */
export const CAMPAIGN_VARIABLES = ['first_name', 'name', 'email', 'unsubscribe_url', 'preferences_url'] as const;
export type CampaignVariable = (typeof CAMPAIGN_VARIABLES)[number];
export type CampaignVariableValues = Record<CampaignVariable, string>;

const VARIABLE = /\{\{\s*([^{}]*?)\s*\}\}/g;

/**
 * Problems that stop a send (spec section 5: no content aborts), in words for the admin: empty
 * subject or content, unknown variables, and braces that do not close.
 */
export function campaignContentProblems(subject: string, content: string): string[] {
  const problems: string[] = [];
  if (!subject.trim()) problems.push('The subject is empty.');
  if (!content.trim()) problems.push('The campaign has no content.');
  const unknown = new Set<string>();
  for (const text of [subject, content]) {
    for (const match of text.matchAll(VARIABLE)) {
      const name = match[1] ?? '';
      if (!(CAMPAIGN_VARIABLES as readonly string[]).includes(name)) unknown.add(name || '(empty)');
    }
    const leftover = text.replace(VARIABLE, '');
    if (leftover.includes('{{') || leftover.includes('}}')) problems.push('A {{ or }} has no partner.');
  }
  if (unknown.size)
    problems.push(
      `Unknown template variable${unknown.size > 1 ? 's' : ''}: ${[...unknown].map((v) => `{{${v}}}`).join(', ')}. ` +
        `Use ${CAMPAIGN_VARIABLES.map((v) => `{{${v}}}`).join(', ')}.`,
    );
  return [...new Set(problems)];
}

/** Replaces every known {{variable}} with `encode(value)`; unknown ones stay (sending refuses them). */
export function fillVariables(
  text: string,
  values: CampaignVariableValues,
  encode: (value: string) => string = (v) => v,
): string {
  return text.replace(VARIABLE, (whole, name: string) =>
    (CAMPAIGN_VARIABLES as readonly string[]).includes(name) ? encode(values[name as CampaignVariable]) : whole,
  );
}

/** The greeting name: the first word of the name, or "there" ("Hello there") without one. */
export function firstNameOf(name: string | null | undefined): string {
  return name?.trim().split(/\s+/)[0] || 'there';
}

/**
 * The throttle: at most `batchSize` mails per `pauseMs` window, so the ceiling is
 * batchSize / pauseMs (100 a second with the spec's figures). Returns how long to wait after a
 * batch that took `elapsedMs`, so the next batch starts one window after this one started.
 */
export function pauseAfterBatch(pauseMs: number, elapsedMs: number): number {
  return Math.max(0, pauseMs - elapsedMs);
}

/** Opens per delivered mail, 0 when nothing was delivered (a rate, 0..1). */
export function rate(part: number, whole: number): number {
  return whole > 0 ? part / whole : 0;
}
