import { describe, expect, it } from 'vitest';
import { campaignContentProblems, canDo, fillVariables, firstNameOf, pauseAfterBatch, rate } from './email-campaign';

const values = {
  first_name: 'Ada',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  unsubscribe_url: 'https://vino.example/unsubscribe?token=t',
  preferences_url: 'https://vino.example/email-preferences?token=p',
};

describe('e-mail campaign rules', () => {
  it('accepts known variables, with or without spaces inside the braces', () => {
    expect(campaignContentProblems('Hello {{first_name}}', 'Dear {{ name }}, [leave]({{unsubscribe_url}})')).toEqual(
      [],
    );
  });

  it('refuses an empty subject or content, unknown variables and unbalanced braces', () => {
    expect(campaignContentProblems(' ', '')).toEqual(['The subject is empty.', 'The campaign has no content.']);
    const [unknown] = campaignContentProblems('Hi {{firstname}}', 'Body {{ surname }} {{}}');
    expect(unknown).toMatch(/^Unknown template variables: \{\{firstname\}\}, \{\{surname\}\}, \{\{\(empty\)\}\}\./);
    expect(campaignContentProblems('Hi', 'Body {{first_name}')).toEqual(['A {{ or }} has no partner.']);
  });

  it('fills variables per recipient and encodes values for the context', () => {
    expect(fillVariables('Hi {{first_name}} <{{ email }}> {{unknown}}', values)).toBe(
      'Hi Ada <ada@example.com> {{unknown}}',
    );
    expect(fillVariables('{{name}}', { ...values, name: '<b>' }, (v) => v.replace('<', '&lt;'))).toBe('&lt;b>');
  });

  it('greets by the first word of the name, or "there"', () => {
    expect(firstNameOf('  Ada  Lovelace ')).toBe('Ada');
    expect(firstNameOf(null)).toBe('there');
    expect(firstNameOf('')).toBe('there');
  });

  it('waits out the rest of the window after each batch (ceiling = batch / window)', () => {
    expect(pauseAfterBatch(1000, 200)).toBe(800);
    expect(pauseAfterBatch(1000, 1500)).toBe(0);
  });

  it('allows each action only in its states', () => {
    expect(canDo('pause', 'sending')).toBe(true);
    expect(canDo('pause', 'draft')).toBe(false);
    expect(canDo('resume', 'paused')).toBe(true);
    expect(canDo('cancel', 'sent')).toBe(false);
    expect(canDo('edit', 'sending')).toBe(false);
  });

  it('rates are 0 without deliveries', () => {
    expect(rate(3, 0)).toBe(0);
    expect(rate(1, 4)).toBe(0.25);
  });
});
