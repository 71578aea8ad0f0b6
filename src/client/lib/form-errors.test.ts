import { describe, expect, it } from 'vitest';
import { CreateRedemptionRequestSchema } from '../../contracts/redemption';
import { fieldMessages } from './form-errors';

describe('fieldMessages', () => {
  it('keeps the first message of each field, keyed by the field name', () => {
    expect(
      fieldMessages([
        { path: ['email'], message: 'Email is required' },
        { path: ['email'], message: 'Please enter a valid email address' },
        { path: ['address', 'city'], message: 'City is required' },
        { path: [], message: 'Whole form' },
      ]),
    ).toEqual({ email: 'Email is required', address: 'City is required', '': 'Whole form' });
  });

  it("reads a contract schema's failed parse (the redemption form's delivery fields)", () => {
    const parsed = CreateRedemptionRequestSchema.safeParse({
      wineAssetId: '6b1d3f57-2b5e-4c43-9d1b-8f7c2a1e0d11',
      bottles: 1,
      fullName: '',
      addressLine: 'Rue 1',
      city: 'Bordeaux',
      postalCode: '33000',
      country: 'France',
      phone: 'x',
    });
    expect(parsed.success).toBe(false);
    if (!parsed.success)
      expect(fieldMessages(parsed.error.issues)).toEqual({
        fullName: 'Full name is required',
        phone: 'Please enter a valid phone number',
      });
  });
});
