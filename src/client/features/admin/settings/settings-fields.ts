/**
 * The System Settings form's fields (operator spec sections 3 and 9), per group in tab order, and the
 * conversions between the form's text and the contract's values. Validation messages come from the
 * contract's group schemas (the server answers the same ones).
 */
import {
  DEFAULT_SETTINGS,
  SETTINGS_GROUPS,
  SYSTEM_SETTINGS_GROUPS,
  crossFieldIssues,
  type Settings,
  type SystemSettingsGroup,
} from '../../../../contracts/settings';
import { fieldMessages } from '../../../lib/form-errors';

export type FieldKind = 'switch' | 'number' | 'url' | 'list';

export interface SettingField {
  key: string;
  label: string;
  kind: FieldKind;
  hint?: string;
  /** For numbers: the step the input offers (1 for whole numbers). */
  step?: number;
}

export const GROUP_LABELS: Record<SystemSettingsGroup, string> = {
  platform: 'Platform',
  security: 'Security',
  notifications: 'Notifications',
  trading: 'Trading',
  blockchain: 'Blockchain',
};

export const SETTING_FIELDS: Record<SystemSettingsGroup, SettingField[]> = {
  platform: [
    {
      key: 'maintenanceMode',
      label: 'Maintenance Mode',
      kind: 'switch',
      hint: 'While on, every change by a non-admin is refused and every page shows a maintenance banner.',
    },
    { key: 'registrationEnabled', label: 'Registration Enabled', kind: 'switch', hint: 'New accounts may sign up.' },
    { key: 'tradingEnabled', label: 'Trading Enabled', kind: 'switch', hint: 'Orders may be placed on the exchange.' },
    { key: 'stakingEnabled', label: 'Staking Enabled', kind: 'switch', hint: 'New stakes may be made.' },
    { key: 'kycRequired', label: 'KYC Required', kind: 'switch', hint: 'Only KYC-approved users may trade and buy.' },
    {
      key: 'maxUsersPerDay',
      label: 'Max Users Per Day',
      kind: 'number',
      step: 1,
      hint: 'New accounts per day; 0 closes sign-up.',
    },
  ],
  security: [
    {
      key: 'twoFactorRequired',
      label: 'Two-Factor Required',
      kind: 'switch',
      hint: 'Admins need two-factor for the admin area; users need it to create API keys, redeem tokens or withdraw VINO.',
    },
    {
      key: 'sessionTimeoutSeconds',
      label: 'Session Timeout (seconds)',
      kind: 'number',
      step: 1,
      hint: 'Idle sessions end after this long.',
    },
    { key: 'maxLoginAttempts', label: 'Max Login Attempts', kind: 'number', step: 1 },
    { key: 'passwordMinLength', label: 'Password Min Length', kind: 'number', step: 1 },
    {
      key: 'ipWhitelisting',
      label: 'IP Whitelisting',
      kind: 'switch',
      hint: 'The admin area answers only the addresses below. Your own address must be in the list.',
    },
    {
      key: 'ipAllowList',
      label: 'Allowed addresses',
      kind: 'list',
      hint: 'One IP address or CIDR range per line, e.g. 203.0.113.7 or 10.0.0.0/8.',
    },
    {
      key: 'apiRateLimitPerHour',
      label: 'API Rate Limit (requests per hour)',
      kind: 'number',
      step: 1,
      hint: 'Per API key.',
    },
  ],
  notifications: [
    {
      key: 'emailNotifications',
      label: 'Email Notifications',
      kind: 'switch',
      hint: 'Account e-mails (verification, password reset) are always sent.',
    },
    { key: 'smsNotifications', label: 'SMS Notifications', kind: 'switch' },
    { key: 'pushNotifications', label: 'Push Notifications', kind: 'switch', hint: 'Live in-app notifications.' },
    { key: 'systemAlerts', label: 'System Alerts', kind: 'switch' },
    { key: 'maintenanceNotices', label: 'Maintenance Notices', kind: 'switch' },
    { key: 'priceAlerts', label: 'Price Alerts', kind: 'switch' },
  ],
  trading: [
    { key: 'minimumTradeAmount', label: 'Minimum Trade Amount (USD)', kind: 'number', step: 0.01 },
    { key: 'maximumTradeAmount', label: 'Maximum Trade Amount (USD)', kind: 'number', step: 0.01 },
    { key: 'tradingFeePercent', label: 'Trading Fee (%)', kind: 'number', step: 0.01, hint: 'Between 0% and 10%.' },
    { key: 'maxSlippagePercent', label: 'Max Slippage (%)', kind: 'number', step: 0.1 },
    {
      key: 'orderTimeoutSeconds',
      label: 'Order Timeout (seconds)',
      kind: 'number',
      step: 1,
      hint: 'Resting orders are cancelled after this long; 0 keeps them.',
    },
    { key: 'dailyVolumeLimit', label: 'Daily Volume Limit (USD)', kind: 'number', step: 1 },
  ],
  blockchain: [
    { key: 'gasPriceGwei', label: 'Gas Price (gwei)', kind: 'number', step: 0.1 },
    { key: 'confirmationBlocks', label: 'Confirmation Blocks', kind: 'number', step: 1 },
    { key: 'networkTimeoutSeconds', label: 'Network Timeout (seconds)', kind: 'number', step: 1 },
    { key: 'autoRetry', label: 'Auto Retry', kind: 'switch' },
    { key: 'maxRetries', label: 'Max Retries', kind: 'number', step: 1 },
    {
      key: 'fallbackRpcUrl',
      label: 'Fallback RPC',
      kind: 'url',
      hint: 'Used when the main node fails; leave empty for none.',
    },
    {
      key: 'maxReserveStatementAgeHours',
      label: 'Max Reserve Statement Age (hours)',
      kind: 'number',
      step: 1,
      hint: 'Minting pauses when the latest signed reserve statement is older than this.',
    },
    {
      key: 'withdrawalDailyLimitVino',
      label: 'Withdrawal Daily Limit (VINO)',
      kind: 'number',
      step: 1,
      hint: 'VINO one investor may withdraw to their wallet in a day.',
    },
    {
      key: 'withdrawalReviewThresholdVino',
      label: 'Withdrawal Review Threshold (VINO)',
      kind: 'number',
      step: 1,
      hint: 'Larger withdrawals wait for an admin in the withdrawal review queue.',
    },
  ],
};

/** The form's state: switches as booleans, everything else as the text typed. */
export type FormValue = boolean | string;
export type SettingsForm = Record<SystemSettingsGroup, Record<string, FormValue>>;

export function toForm(settings: Pick<Settings, SystemSettingsGroup>): SettingsForm {
  const form = {} as SettingsForm;
  for (const group of SYSTEM_SETTINGS_GROUPS) {
    const values = settings[group] as Record<string, unknown>;
    form[group] = {};
    for (const field of SETTING_FIELDS[group]) {
      const value = values[field.key];
      form[group][field.key] =
        field.kind === 'switch'
          ? Boolean(value)
          : field.kind === 'list'
            ? (value as string[]).join('\n')
            : String(value ?? '');
    }
  }
  return form;
}

export const DEFAULT_FORM: SettingsForm = toForm(DEFAULT_SETTINGS);

/** A group's form values as the contract's types (numbers parsed; '' is not a number). */
export function fromForm(group: SystemSettingsGroup, values: Record<string, FormValue>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of SETTING_FIELDS[group]) {
    const value = values[field.key];
    if (field.kind === 'switch') out[field.key] = value === true;
    else if (field.kind === 'number') out[field.key] = String(value).trim() === '' ? Number.NaN : Number(value);
    else if (field.kind === 'list')
      out[field.key] = String(value)
        .split(/[\n,]/)
        .map((line) => line.trim())
        .filter(Boolean);
    else out[field.key] = String(value).trim();
  }
  return out;
}

/** Field messages of one group by the contract's schema and cross-field rules (field -> message). */
export function validateGroup(group: SystemSettingsGroup, values: Record<string, FormValue>): Record<string, string> {
  const parsed = fromForm(group, values);
  const result = SETTINGS_GROUPS[group].safeParse(parsed);
  const errors = result.success ? {} : fieldMessages(result.error.issues);
  return { ...crossFieldIssues(group, parsed), ...errors };
}

export function isGroupChanged(a: Record<string, FormValue>, b: Record<string, FormValue>): boolean {
  return Object.keys(a).some((key) => a[key] !== b[key]);
}
