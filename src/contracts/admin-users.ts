/**
 * Admin user management (operator spec sections 2-4): All Users (search, filters, sort,
 * pages), the detail modal and its edit form, Investors and the Reports CSV.
 */
import { z } from './zod';
import { DecimalStringSchema } from './common';
import { KycStatusSchema, RoleSchema } from './profile';

/** investorStatus of the spec's managed user. */
export const INVESTOR_STATUSES = ['none', 'pending', 'verified', 'accredited'] as const;
export const InvestorStatusSchema = z.enum(INVESTOR_STATUSES);
export type InvestorStatus = z.infer<typeof InvestorStatusSchema>;

/** The spec's role filter options: Users, Investors, Admins. */
export const ROLE_FILTER_LABELS = { user: 'Users', investor: 'Investors', admin: 'Admins' } as const;

export const ADMIN_USER_SORTS = ['registrationDate', 'name', 'email'] as const;
export const AdminUserSortSchema = z.enum(ADMIN_USER_SORTS);
export type AdminUserSort = z.infer<typeof AdminUserSortSchema>;

export const ADMIN_USERS_MAX_PAGE_SIZE = 100;
export const ADMIN_USERS_DEFAULT_PAGE_SIZE = 25;
/** Search is a prefix match on the name, the surname (the name after its first word) and the e-mail. */
export const ADMIN_USERS_SEARCH_MAX = 100;

/** Filters shared by the list and the CSV report. Empty strings mean "all". */
export const AdminUsersFilterSchema = z.object({
  q: z.string().trim().max(ADMIN_USERS_SEARCH_MAX).optional(),
  kycStatus: z.union([KycStatusSchema, z.literal('')]).optional(),
  role: z.union([RoleSchema, z.literal('')]).optional(),
  sort: AdminUserSortSchema.default('registrationDate'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminUsersFilter = z.input<typeof AdminUsersFilterSchema>;

export const AdminUsersQuerySchema = AdminUsersFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_USERS_MAX_PAGE_SIZE).default(ADMIN_USERS_DEFAULT_PAGE_SIZE),
});
export type AdminUsersQuery = AdminUsersFilter & { page?: number; pageSize?: number };

/** The spec's managed user. Money is a decimal string in USD. */
export const ManagedUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  role: RoleSchema,
  investorStatus: InvestorStatusSchema,
  kycStatus: KycStatusSchema,
  registrationDate: z.string(),
  lastLogin: z.string().nullable(),
  totalInvestment: DecimalStringSchema,
  country: z.string().nullable(),
  riskProfile: z.string(),
});
export type ManagedUser = z.infer<typeof ManagedUserSchema>;

/**
 * Matches are counted up to this; above it the total reads "1,000+" (totalIsCapped) and the pages
 * go on while they are full. Counting all of a broad match (a one-letter search) costs more than the page.
 */
export const ADMIN_USERS_COUNT_CAP = 1_000;

export const AdminUsersPageSchema = z.object({
  items: z.array(ManagedUserSchema),
  /** The number of matches, at most ADMIN_USERS_COUNT_CAP. */
  total: z.number().int().min(0),
  totalIsCapped: z.boolean(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type AdminUsersPage = z.infer<typeof AdminUsersPageSchema>;

export const AdminUserDetailSchema = z.object({
  user: ManagedUserSchema.extend({
    phone: z.string().nullable(),
    company: z.string().nullable(),
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
    updatedAt: z.string(),
  }),
  balances: z.array(z.object({ asset: z.string(), available: DecimalStringSchema, held: DecimalStringSchema })),
  orders: z.array(
    z.object({
      id: z.string(),
      market: z.string(),
      side: z.string(),
      type: z.string(),
      status: z.string(),
      price: DecimalStringSchema.nullable(),
      quantity: DecimalStringSchema,
      filledQuantity: DecimalStringSchema,
      createdAt: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      description: z.string(),
      amount: DecimalStringSchema,
      currency: z.string(),
      status: z.string(),
      paymentMethod: z.string(),
      createdAt: z.string(),
    }),
  ),
  sessions: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      lastActiveAt: z.string(),
      expiresAt: z.string(),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
  auditTrail: z.array(
    z.object({
      id: z.number().int(),
      action: z.string(),
      actorUserId: z.string().nullable(),
      actorEmail: z.string().nullable(),
      data: z.record(z.string(), z.unknown()),
      ipAddress: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

/** Save Changes of the detail modal: role, KYC status, investor status (at least one). */
export const UpdateAdminUserRequestSchema = z
  .object({
    role: RoleSchema,
    kycStatus: KycStatusSchema,
    investorStatus: InvestorStatusSchema,
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Change at least one field.' });
export type UpdateAdminUserRequest = z.infer<typeof UpdateAdminUserRequestSchema>;

export const ADMIN_USER_MESSAGES = {
  lastAdmin: 'The last admin cannot lose the admin role.',
  ownRole: 'You cannot remove your own admin role.',
  notFound: 'User not found.',
  saved: 'User updated.',
} as const;

/** A high-value investor has a total investment above this (USD). */
export const HIGH_VALUE_INVESTMENT_USD = 50_000;
export const TOP_INVESTORS_COUNT = 5;
export const HIGH_VALUE_LIST_MAX = 100;

export const InvestorSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  role: RoleSchema,
  investorStatus: InvestorStatusSchema,
  totalInvestment: DecimalStringSchema,
  purchases: z.number().int().min(0),
});
export type InvestorSummary = z.infer<typeof InvestorSummarySchema>;

export const AdminInvestorsSchema = z.object({
  top: z.array(InvestorSummarySchema),
  highValue: z.array(InvestorSummarySchema),
  highValueCount: z.number().int().min(0),
  highValueThreshold: z.number(),
});
export type AdminInvestors = z.infer<typeof AdminInvestorsSchema>;

/** Columns of the Reports CSV (the user list with the current filters). */
export const ADMIN_USERS_CSV_COLUMNS = [
  'id',
  'email',
  'fullName',
  'role',
  'investorStatus',
  'kycStatus',
  'registrationDate',
  'lastLogin',
  'totalInvestment',
  'country',
  'riskProfile',
] as const;
