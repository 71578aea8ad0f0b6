/**
 * Threat Detection (operator spec section 2, Security Center; section 3 threat; section 4 resolve):
 * pure rules over sign-in events and refused requests. Each rule groups events by a subject (an
 * account, an address) into bursts — a burst starts at an event and takes every later event of the
 * same subject within the rule's window — and raises a threat for a burst that reaches the rule's
 * threshold. The threat's key names the rule, the subject and the burst's first event, so the same
 * events always give the same key: a resolved threat stays resolved, new attempts raise a new one.
 */

export type SecurityEventKind = 'sign_in' | 'sign_in_failed' | 'sign_in_blocked' | 'access_denied';

export interface SecurityEvent {
  kind: SecurityEventKind;
  at: Date;
  ip: string | null;
  /** The account the attempt named (sign-in) or the signed-in user (access denied), lower case. */
  email: string | null;
  userId: string | null;
  /** For successful sign-ins: whether the account is an admin. */
  isAdmin?: boolean;
}

export type ThreatType = 'intrusion' | 'ddos' | 'fraud';
export type ThreatSeverity = 'critical' | 'high' | 'medium' | 'low';
export type ThreatRule = 'brute_force' | 'many_accounts_one_address' | 'admin_new_address' | 'forbidden_burst';

export interface DetectedThreat {
  key: string;
  rule: ThreatRule;
  type: ThreatType;
  severity: ThreatSeverity;
  description: string;
  /** The last event of the burst. */
  timestamp: Date;
  firstSeen: Date;
  eventCount: number;
  ipAddress: string | null;
}

const MINUTE_MS = 60_000;

/** The thresholds, shown on the page next to each rule ("how is this detected"). */
export const THREAT_RULE_LIMITS = {
  /** Failed or refused sign-ins naming one account. */
  bruteForce: { windowMs: 15 * MINUTE_MS, minAttempts: 5 },
  /** Distinct accounts tried from one address with failed sign-ins. */
  manyAccounts: { windowMs: 15 * MINUTE_MS, minAccounts: 5 },
  /** Refused (403) requests from one address. */
  forbiddenBurst: { windowMs: 5 * MINUTE_MS, minRequests: 20 },
} as const;

export const THREAT_RULE_DESCRIPTIONS: Record<ThreatRule, string> = {
  brute_force: `${THREAT_RULE_LIMITS.bruteForce.minAttempts} or more failed sign-ins on one account within ${THREAT_RULE_LIMITS.bruteForce.windowMs / MINUTE_MS} minutes`,
  many_accounts_one_address: `failed sign-ins on ${THREAT_RULE_LIMITS.manyAccounts.minAccounts} or more accounts from one address within ${THREAT_RULE_LIMITS.manyAccounts.windowMs / MINUTE_MS} minutes`,
  admin_new_address: 'an admin signed in from an address not seen in their earlier sign-ins',
  forbidden_burst: `${THREAT_RULE_LIMITS.forbiddenBurst.minRequests} or more refused (403) requests from one address within ${THREAT_RULE_LIMITS.forbiddenBurst.windowMs / MINUTE_MS} minutes`,
};

interface Burst {
  events: SecurityEvent[];
}

/** Splits one subject's events (sorted by time) into bursts of `windowMs` from each burst's start. */
export function splitIntoBursts(events: SecurityEvent[], windowMs: number): Burst[] {
  const bursts: Burst[] = [];
  let current: Burst | null = null;
  for (const event of events) {
    const start = current?.events[0]?.at.getTime();
    if (current && start !== undefined && event.at.getTime() - start <= windowMs) current.events.push(event);
    else {
      current = { events: [event] };
      bursts.push(current);
    }
  }
  return bursts;
}

function groupBy(events: SecurityEvent[], subject: (e: SecurityEvent) => string | null): Map<string, SecurityEvent[]> {
  const groups = new Map<string, SecurityEvent[]>();
  for (const event of events) {
    const key = subject(event);
    if (!key) continue;
    const list = groups.get(key);
    if (list) list.push(event);
    else groups.set(key, [event]);
  }
  return groups;
}

const isFailedSignIn = (e: SecurityEvent) => e.kind === 'sign_in_failed' || e.kind === 'sign_in_blocked';

function bruteForce(events: SecurityEvent[]): DetectedThreat[] {
  const { windowMs, minAttempts } = THREAT_RULE_LIMITS.bruteForce;
  const threats: DetectedThreat[] = [];
  for (const [email, list] of groupBy(events.filter(isFailedSignIn), (e) => e.email)) {
    for (const { events: burst } of splitIntoBursts(list, windowMs)) {
      if (burst.length < minAttempts) continue;
      const first = burst[0]!;
      const last = burst[burst.length - 1]!;
      const addresses = new Set(burst.map((e) => e.ip).filter(Boolean));
      threats.push({
        key: `brute_force:${email}:${first.at.toISOString()}`,
        rule: 'brute_force',
        type: 'intrusion',
        severity: burst.length >= minAttempts * 2 ? 'critical' : 'high',
        description: `Brute force on ${email}: ${burst.length} failed sign-ins from ${addresses.size} address${addresses.size === 1 ? '' : 'es'}`,
        timestamp: last.at,
        firstSeen: first.at,
        eventCount: burst.length,
        ipAddress: addresses.size === 1 ? (first.ip ?? null) : null,
      });
    }
  }
  return threats;
}

function manyAccountsOneAddress(events: SecurityEvent[]): DetectedThreat[] {
  const { windowMs, minAccounts } = THREAT_RULE_LIMITS.manyAccounts;
  const threats: DetectedThreat[] = [];
  for (const [ip, list] of groupBy(events.filter(isFailedSignIn), (e) => e.ip)) {
    for (const { events: burst } of splitIntoBursts(list, windowMs)) {
      const accounts = new Set(burst.map((e) => e.email).filter(Boolean));
      if (accounts.size < minAccounts) continue;
      const first = burst[0]!;
      threats.push({
        key: `many_accounts_one_address:${ip}:${first.at.toISOString()}`,
        rule: 'many_accounts_one_address',
        type: 'fraud',
        severity: 'high',
        description: `Credential stuffing from ${ip}: failed sign-ins on ${accounts.size} accounts`,
        timestamp: burst[burst.length - 1]!.at,
        firstSeen: first.at,
        eventCount: burst.length,
        ipAddress: ip,
      });
    }
  }
  return threats;
}

function adminNewAddress(events: SecurityEvent[]): DetectedThreat[] {
  const threats: DetectedThreat[] = [];
  for (const [userId, list] of groupBy(
    events.filter((e) => e.kind === 'sign_in' && e.isAdmin),
    (e) => e.userId,
  )) {
    const seen = new Set<string>();
    for (const event of list) {
      if (!event.ip) continue;
      // The first sign-in on record has nothing to compare with: it sets the known addresses.
      if (seen.size > 0 && !seen.has(event.ip))
        threats.push({
          key: `admin_new_address:${userId}:${event.ip}`,
          rule: 'admin_new_address',
          type: 'intrusion',
          severity: 'medium',
          description: `Admin ${event.email ?? userId} signed in from a new address ${event.ip}`,
          timestamp: event.at,
          firstSeen: event.at,
          eventCount: 1,
          ipAddress: event.ip,
        });
      seen.add(event.ip);
    }
  }
  return threats;
}

function forbiddenBurst(events: SecurityEvent[]): DetectedThreat[] {
  const { windowMs, minRequests } = THREAT_RULE_LIMITS.forbiddenBurst;
  const threats: DetectedThreat[] = [];
  for (const [ip, list] of groupBy(
    events.filter((e) => e.kind === 'access_denied'),
    (e) => e.ip,
  )) {
    for (const { events: burst } of splitIntoBursts(list, windowMs)) {
      if (burst.length < minRequests) continue;
      const first = burst[0]!;
      threats.push({
        key: `forbidden_burst:${ip}:${first.at.toISOString()}`,
        rule: 'forbidden_burst',
        type: 'ddos',
        severity: 'medium',
        description: `Burst of ${burst.length} refused (403) requests from ${ip}`,
        timestamp: burst[burst.length - 1]!.at,
        firstSeen: first.at,
        eventCount: burst.length,
        ipAddress: ip,
      });
    }
  }
  return threats;
}

/** Every threat the rules find in `events`, newest first. Events need not be sorted. */
export function detectThreats(events: readonly SecurityEvent[]): DetectedThreat[] {
  const sorted = [...events].sort((a, b) => a.at.getTime() - b.at.getTime());
  return [
    ...bruteForce(sorted),
    ...manyAccountsOneAddress(sorted),
    ...adminNewAddress(sorted),
    ...forbiddenBurst(sorted),
  ].sort((a, b) => b.timestamp.getTime() - a.timestamp.getTime());
}
