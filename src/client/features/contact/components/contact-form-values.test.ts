import { describe, expect, it } from 'vitest';
import {
  EMPTY_CONTACT_FORM,
  pickContactFieldErrors,
  readContactPrefill,
  validateContactForm,
} from './contact-form-values';

describe('validateContactForm', () => {
  it('reports every required field with the schema message', () => {
    const result = validateContactForm(EMPTY_CONTACT_FORM);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fields).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  it('rejects a malformed email with its own message', () => {
    const result = validateContactForm({ ...EMPTY_CONTACT_FORM, name: 'A', email: 'nope', subject: 'S', message: 'M' });
    expect(result).toEqual({ ok: false, fields: { email: 'Please enter a valid email address' } });
  });

  it('accepts a complete form and trims it', () => {
    const result = validateContactForm({
      ...EMPTY_CONTACT_FORM,
      name: '  Ada ',
      email: 'ada@example.com',
      subject: 'Hello',
      message: 'Hi there',
    });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.data.name).toBe('Ada');
  });
});

describe('pickContactFieldErrors', () => {
  it('keeps only known fields', () => {
    expect(pickContactFieldErrors({ name: 'Name is required', other: 'x' })).toEqual({ name: 'Name is required' });
    expect(pickContactFieldErrors(undefined)).toEqual({});
  });
});

describe('readContactPrefill', () => {
  it('reads subject, message and a known category', () => {
    const values = readContactPrefill(new URLSearchParams('subject=Buy%20stock&message=Hi&category=investment'));
    expect(values).toMatchObject({ subject: 'Buy stock', message: 'Hi', category: 'investment', name: '' });
  });

  it('ignores an unknown category and caps lengths', () => {
    const values = readContactPrefill(new URLSearchParams({ category: 'spam', subject: 'x'.repeat(300) }));
    expect(values.category).toBe('general');
    expect(values.subject).toHaveLength(200);
  });
});
