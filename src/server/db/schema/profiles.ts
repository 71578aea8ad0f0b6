import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** user_profiles with every field and default of core spec section 3. */
export const userProfiles = pgTable(
  'user_profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    fullName: text('full_name'),
    role: text('role', { enum: ['user', 'investor', 'admin'] })
      .notNull()
      .default('user'),
    investorStatus: text('investor_status').notNull().default('none'),
    kycStatus: text('kyc_status', { enum: ['not_started', 'pending', 'approved', 'rejected'] })
      .notNull()
      .default('not_started'),
    phone: text('phone'),
    company: text('company'),
    investmentRange: text('investment_range'),
    bio: text('bio'),
    investmentGoals: jsonb('investment_goals').$type<string[]>().notNull().default([]),
    riskTolerance: text('risk_tolerance', { enum: ['conservative', 'moderate', 'aggressive'] })
      .notNull()
      .default('moderate'),
    investmentAmountRange: text('investment_amount_range').notNull().default('starter'),
    notificationPreferences: jsonb('notification_preferences')
      .$type<string[]>()
      .notNull()
      .default(['price-alerts', 'portfolio-updates']),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    dashboardPreferences: jsonb('dashboard_preferences')
      .$type<{ theme: string; compact_mode: boolean; [k: string]: unknown }>()
      .notNull()
      .default({ theme: 'dark', compact_mode: false }),
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_profiles_role_idx').on(t.role),
    // Admin All Users: prefix search and sort at 100 000 users. "C" collation makes one
    // btree serve both `lower(x) collate "C" like 'q%'` and the ORDER BY, on PGlite and PostgreSQL.
    index('user_profiles_created_idx').on(t.createdAt, t.id),
    index('user_profiles_email_search_idx').on(sql`lower(${t.email}) collate "C"`, t.id),
    index('user_profiles_name_search_idx').on(sql`lower(coalesce(${t.fullName}, '')) collate "C"`, t.id),
    // The name after its first word (a surname search finds "Jane Smith").
    index('user_profiles_surname_search_idx').on(
      sql`lower(substr(${t.fullName}, strpos(${t.fullName}, ' ') + 1)) collate "C"`,
    ),
    index('user_profiles_kyc_created_idx').on(t.kycStatus, t.createdAt),
  ],
);
