import { sql } from 'drizzle-orm';

/**
 * Demo history (demo mode only): members, their recent sign-ins and revenue events, so a fresh
 * install shows the spec's demo figures from real rows: 15,427 users (with the two demo accounts),
 * about 8,934 active in 24 h, revenue USD 2,450,000 of which USD 12,450 in the last 24 h, and
 * 89,432 transactions. Every row is marked with the members.vino.example domain or demo metadata.
 */
export const DEMO_MEMBER_DOMAIN = 'members.vino.example';
const MEMBERS = 15_425;
const ACTIVE_MEMBERS = 8_934;
const INVESTORS = 3_247;
const TRANSACTIONS = 89_432;
const RECENT_TRANSACTIONS = 50;
const RECENT_AMOUNT = '249.00'; // 50 x 249 = 12,450 in the last 24 h
const OLDER_AMOUNT = '27.27';
const TOTAL_REVENUE = '2450000.00';

export const insertDemoMembers = sql`
  insert into "user" (id, name, email, email_verified, created_at, updated_at)
  select gen_random_uuid()::text, 'Demo Member ' || lpad(i::text, 5, '0'),
         'member' || lpad(i::text, 5, '0') || '@' || ${DEMO_MEMBER_DOMAIN}, true,
         now() - (i * interval '68 minutes'), now() - (i * interval '68 minutes')
  from generate_series(1, ${sql.raw(String(MEMBERS))}) as i
  on conflict (email) do nothing`;

/** Every member has a profile, so lists and segments (user_profiles) count who the dashboards count. */
export const insertDemoProfiles = sql`
  insert into user_profiles (id, email, full_name, created_at, updated_at)
  select id, email, name, created_at, created_at from "user" where email like ${'%@' + DEMO_MEMBER_DOMAIN}
  on conflict (id) do nothing`;

export const insertDemoActivity = sql`
  insert into user_activities (user_id, activity_type, activity_data, created_at)
  select id, 'sign_in', '{"demo": true}'::jsonb, now() - ((row_number() over (order by email)) * interval '9 seconds')
  from "user" where email like ${'%@' + DEMO_MEMBER_DOMAIN}
  order by email limit ${sql.raw(String(ACTIVE_MEMBERS))}`;

export const insertDemoRevenue = sql`
  with members as (
    select id, row_number() over (order by email) as rn from "user" where email like ${'%@' + DEMO_MEMBER_DOMAIN}
  ), rows as (
    select g,
      case when g <= ${sql.raw(String(RECENT_TRANSACTIONS))} then ${sql.raw(`'${RECENT_AMOUNT}'`)}::numeric
           when g = ${sql.raw(String(TRANSACTIONS))} then ${sql.raw(`'${TOTAL_REVENUE}'`)}::numeric - ${sql.raw(`'${RECENT_AMOUNT}'`)}::numeric * ${sql.raw(String(RECENT_TRANSACTIONS))} - ${sql.raw(`'${OLDER_AMOUNT}'`)}::numeric * (${sql.raw(String(TRANSACTIONS))} - ${sql.raw(String(RECENT_TRANSACTIONS))} - 1)
           else ${sql.raw(`'${OLDER_AMOUNT}'`)}::numeric end as amount,
      case when g <= ${sql.raw(String(RECENT_TRANSACTIONS))} then now() - g * interval '25 minutes'
           else now() - interval '1 day' - g * interval '7 minutes' end as created_at
    from generate_series(1, ${sql.raw(String(TRANSACTIONS))}) as g
  )
  insert into revenue_tracking (user_id, revenue_type, amount, net_amount, currency, metadata, created_at)
  select m.id,
    case when r.g % 10 < 5 then 'token_purchase' when r.g % 10 < 8 then 'trading_fee' else 'staking_fee' end,
    r.amount, round(r.amount * 0.99, 2), 'USD', '{"demo": true}'::jsonb, r.created_at
  from rows r join members m on m.rn = (r.g % ${sql.raw(String(INVESTORS))}) + 1`;
