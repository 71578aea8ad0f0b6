import { REDEMPTION_MAX_BOTTLES, REDEMPTION_MIN_BOTTLES, REDEMPTION_STATUSES } from '../domain/redemption';
import { DecimalStringSchema } from './common';
import { z } from './zod';

/** Wine redemption requests: HTTP paths, bodies and answers. */
export const redemptionApiPaths = {
  create: '/api/v1/redemption-requests',
  mine: '/api/v1/me/redemption-requests',
  cancel: '/api/v1/me/redemption-requests/:id/cancel',
  /** Fills the `:id` of a request path. */
  forId: (pattern: string, id: string) => pattern.replace(':id', encodeURIComponent(id)),
} as const;

/** The texts the server answers with and the client shows. */
export const REDEMPTION_MESSAGES = {
  /** Core spec, contact FAQ: word for word, with the comma of the sentence the UI shows. */
  membersOnly: 'Premium Circle members can redeem tokens for bottles, subject to availability.',
  joinPremium: 'Join Premium Circle on the Memberships tab of the Payments page to redeem tokens for bottles.',
  signIn: 'Please sign in to request a redemption.',
  bottles: `Please choose between ${REDEMPTION_MIN_BOTTLES} and ${REDEMPTION_MAX_BOTTLES} bottles`,
  insufficientBalance: 'Insufficient VINO balance for this redemption',
  notTokenized: 'This wine is not tokenized, so it cannot be redeemed.',
  notAvailable: (available: number) =>
    available === 0
      ? 'No bottles of this wine are available for redemption right now.'
      : `Only ${available} bottle${available === 1 ? '' : 's'} of this wine ${available === 1 ? 'is' : 'are'} available for redemption.`,
  wineNotFound: 'Wine asset not found.',
  notFound: 'Redemption request not found.',
  onlyPendingCancel: 'Only a pending redemption request can be cancelled.',
  submitted: 'Your redemption request was submitted. Your VINO is held until our team reviews it.',
} as const;

/** The error code of the 403 a signed-in user without Premium Circle gets. */
export const REDEMPTION_PREMIUM_REQUIRED = 'PREMIUM_REQUIRED';

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);

export const RedemptionDeliverySchema = z.object({
  fullName: required('Full name', 120),
  addressLine: required('Address', 200),
  city: required('City', 100),
  postalCode: required('Postal code', 20),
  country: required('Country', 100),
  phone: required('Phone', 40).regex(/^\+?[0-9 ()./-]{5,40}$/, 'Please enter a valid phone number'),
});
export type RedemptionDelivery = z.infer<typeof RedemptionDeliverySchema>;

/** POST /api/v1/redemption-requests (optional Idempotency-Key header, as payments). */
export const CreateRedemptionRequestSchema = z
  .object({
    wineAssetId: z.uuid('Unknown wine asset'),
    bottles: z
      .number({ error: REDEMPTION_MESSAGES.bottles })
      .int(REDEMPTION_MESSAGES.bottles)
      .min(REDEMPTION_MIN_BOTTLES, REDEMPTION_MESSAGES.bottles)
      .max(REDEMPTION_MAX_BOTTLES, REDEMPTION_MESSAGES.bottles),
  })
  .extend(RedemptionDeliverySchema.shape)
  .strict();
export type CreateRedemptionRequest = z.infer<typeof CreateRedemptionRequestSchema>;

export const RedemptionStatusSchema = z.enum(REDEMPTION_STATUSES);

export const RedemptionRequestSchema = z.object({
  id: z.string(),
  wineAssetId: z.string(),
  wineName: z.string(),
  vintage: z.number().int(),
  bottles: z.number().int(),
  /** VINO held for the request (18 decimals, as the ledger). */
  tokens: DecimalStringSchema,
  /** USD value of one bottle and the VINO/USD price the tokens were computed at. */
  bottleValueUsd: DecimalStringSchema,
  vinoPriceUsd: DecimalStringSchema,
  status: RedemptionStatusSchema,
  delivery: RedemptionDeliverySchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RedemptionRequest = z.infer<typeof RedemptionRequestSchema>;

export const RedemptionRequestListSchema = z.object({ items: z.array(RedemptionRequestSchema) });
export type RedemptionRequestList = z.infer<typeof RedemptionRequestListSchema>;

export const RedemptionRequestParamsSchema = z.object({ id: z.uuid(REDEMPTION_MESSAGES.notFound) });
