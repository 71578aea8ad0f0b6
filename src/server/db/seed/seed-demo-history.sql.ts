import { sql, type SQL } from 'drizzle-orm';

/**
 * Demo history (demo mode only): a deterministic simulation of a member population over two years,
 * fixed relative to the seed's clock. Nothing is tuned to a total: every figure is whatever the
 * simulated behaviour adds up to, and every row agrees with the others.
 *
 * - Sign-ups per day grow over the two years, with a weekly rhythm (quieter weekends), a yearly one
 *   (busier around the year-end gifting season) and day-to-day noise: about 15,000 members.
 * - Each member verifies their e-mail or not, gets a KYC outcome (approved, rejected, pending while
 *   new, or never started), stays active for a while (some for good, the others churn after an
 *   exponentially distributed time) and signs in every few days while active.
 * - Some approved members buy VINO a few times: each purchase is a payment (card, bank or crypto,
 *   fees and tokens by the buy page's formulas; a few fail, a recent bank transfer is still
 *   settling); each paid one is issued and delivered through the ledger and has its revenue row.
 *   Holders are who the ledger credited; some of them stake part of their VINO.
 * - Some members saved their e-mail preferences (a few unsubscribed from everything).
 *
 * Randomness is a hash of the row's identity (md5), so the same clock gives the same rows. Ids are
 * derived the same way. Every row is marked with the members.vino.example domain or demo metadata.
 */
export const DEMO_MEMBER_DOMAIN = 'members.vino.example';
const DAYS = 730;
/** Sign-ups per day at the mean of the growth curve, before the rhythms and the noise. */
const BASE_SIGNUPS_PER_DAY = 21.5;

/** A uniform number in [0, 1) drawn from the hash of `key` (any SQL expression) and a salt. */
const u = (key: SQL | string, salt: string): SQL =>
  sql`(('x' || substr(md5(${sql.raw(`'${salt}:'`)} || (${typeof key === 'string' ? sql.raw(key) : key})::text), 1, 8))::bit(32)::bigint / 4294967296.0)`;

/** The simulation's steps, run in order in one transaction. `now` is the seed's clock. */
export function demoHistoryStatements(now: Date): SQL[] {
  const t = sql`${now.toISOString()}::timestamptz`;
  return [
    // Members: per day a count from growth x weekly x yearly rhythm x noise, then one row each.
    sql`create temp table demo_sim_member on commit drop as
      with days as (
        select d, ${t} - ${sql.raw(String(DAYS))} * interval '1 day' + d * interval '1 day' as day_start
        from generate_series(0, ${sql.raw(String(DAYS - 1))}) d
      ), counts as (
        select d, day_start, floor(
            ${sql.raw(String(BASE_SIGNUPS_PER_DAY))} * (0.45 + 1.1 * d / ${sql.raw(String(DAYS - 1))}.0)
            * case extract(isodow from day_start) when 6 then 0.72 when 7 then 0.78 when 1 then 1.08 else 1.03 end
            * (1 + 0.18 * cos(2 * pi() * (extract(doy from day_start) - 350) / 365.25))
            * (0.7 + 0.6 * ${u('d', 'n')})
            + ${u('d', 'r')})::int as n
        from days
      ), rows as (
        select c.day_start + ${u(sql`c.d * 1000 + k`, 't')} * interval '1 day' as created_at, c.d, k
        from counts c, generate_series(1, greatest(c.n, 0)) k
      ), numbered as (
        select created_at, row_number() over (order by created_at desc, d, k) as rn from rows
      )
      select rn, created_at,
        md5('demo-member:' || rn)::uuid::text as id,
        'member' || lpad(rn::text, 5, '0') || '@' || ${DEMO_MEMBER_DOMAIN} as email,
        'Demo Member ' || lpad(rn::text, 5, '0') as name,
        ${u('rn', 'verified')} < 0.86 as verified,
        ${u('rn', 'kyc')} as kyc_draw,
        ${t} - created_at as age,
        case when ${u('rn', 'loyal')} < 0.3 then ${t}
             else least(${t}, created_at - ln(1 - ${u('rn', 'life')}) * 90 * interval '1 day') end as active_until,
        (10 + 30 * ${u('rn', 'cadence')}) * interval '1 day' as cadence
      from numbered`,
    // Temporary tables have no statistics until analysed: without them the joins below are planned
    // as nested loops over every ledger account (tens of seconds instead of a fraction of one).
    sql`analyze demo_sim_member`,
    sql`alter table demo_sim_member add column kyc text`,
    // KYC: decided within two days of signing up; younger members are pending or have not started.
    sql`update demo_sim_member set kyc = case
        when not verified then 'not_started'
        when age < interval '2 days' then case when kyc_draw < 0.5 then 'pending' else 'not_started' end
        when kyc_draw < 0.62 then 'approved'
        when kyc_draw < 0.69 then 'rejected'
        else 'not_started' end`,
    sql`insert into "user" (id, name, email, email_verified, created_at, updated_at)
      select id, name, email, verified, created_at, created_at from demo_sim_member
      on conflict (email) do nothing`,
    // Every member has a profile, so lists and segments (user_profiles) count who the dashboards count.
    sql`insert into user_profiles (id, email, full_name, kyc_status, onboarding_completed, created_at, updated_at)
      select id, email, name, kyc, kyc = 'approved', created_at, created_at from demo_sim_member
      on conflict (id) do nothing`,
    // Sign-ins every ten to forty days (with a few hours' jitter, a cheap modular hash: this is the
    // largest table) from sign-up until the member stops coming.
    sql`insert into user_activities (user_id, activity_type, activity_data, created_at)
      select m.id, 'sign_in', '{"demo": true}'::jsonb, s.at
      from demo_sim_member m,
        lateral (select m.created_at + j * m.cadence + ((m.rn * 7919 + j * 104729) % 997) / 997.0 * interval '20 hours' as at
                 from generate_series(0, floor(extract(epoch from m.active_until - m.created_at)
                                                / extract(epoch from m.cadence))::int) j) s
      where s.at < m.active_until`,
    // Purchases by approved members at least three days old (KYC review takes that long).
    sql`create temp table demo_sim_purchase on commit drop as
      with buyers as (
        select m.*, 1 + least(11, floor(-ln(1 - ${u('m.rn', 'count')}) * 1.6))::int as purchases
        from demo_sim_member m
        where m.kyc = 'approved' and m.age > interval '3 days' and ${u('m.rn', 'buyer')} < 0.45
      ), drawn as (
        select b.id as user_id, b.rn, p,
          b.created_at + interval '3 days'
            + ${u(sql`b.rn * 100 + p`, 'when')} * greatest(b.active_until - b.created_at - interval '3 days', interval '1 hour') as created_at,
          ${u(sql`b.rn * 100 + p`, 'method')} as method_draw,
          ${u(sql`b.rn * 100 + p`, 'fail')} as fail_draw,
          (${u(sql`b.rn * 100 + p`, 'a1')} + ${u(sql`b.rn * 100 + p`, 'a2')} + ${u(sql`b.rn * 100 + p`, 'a3')} - 1.5) * 2 as z
        from buyers b, generate_series(1, b.purchases) p
      ), priced as (
        select user_id, rn, p, least(created_at, ${t} - interval '5 minutes') as created_at, fail_draw,
          case when method_draw < 0.55 then 'card' when method_draw < 0.8 then 'bank' else 'crypto' end as method,
          (greatest(100, least(50000, round(exp(ln(500) + 1.1 * z) / 10) * 10)) * 100)::bigint as cents
        from drawn
      ), fees as (
        select *,
          (cents * case method when 'card' then 290 when 'bank' then 80 else 10 end * 2 + 10000) / 20000 as fee_tx,
          (cents * 100 * 2 + 10000) / 20000 as fee_platform,
          case method when 'crypto' then 1500 else 500 end as fee_network
        from priced
      )
      select md5('demo-purchase:' || rn || ':' || p)::uuid as id, user_id, rn, p, created_at, method, cents,
        fee_tx, fee_platform, fee_network, fee_tx + fee_platform + fee_network as fee_total,
        trunc((cents - fee_tx - fee_platform - fee_network)::numeric * 1000000000000000000 / 85) / 1000000000000000000 as tokens,
        case when fail_draw < 0.04 then 'failed'
             when method = 'bank' and created_at > ${t} - interval '2 days' then 'processing'
             else 'succeeded' end as status,
        case when fail_draw >= 0.04 then null
             when method = 'card' then 'Your card was declined.'
             else 'The payment could not be completed.' end as failure_message,
        created_at + case method when 'card' then interval '1 minute' when 'crypto' then interval '20 minutes'
                                 else interval '2 days' end as settled_at
      from fees`,
    sql`analyze demo_sim_purchase`,
    sql`insert into payments (id, user_id, provider, kind, product, description, amount, payment_method, status,
        fee_transaction, fee_platform, fee_network, fee_total, net_amount, tokens, price, failure_message,
        idempotency_key, metadata, created_at, updated_at, settled_at)
      select id, user_id, 'sandbox', 'token_purchase', 'vino_token', 'VINO token purchase', cents / 100.0, method, status,
        fee_tx / 100.0, fee_platform / 100.0, fee_network / 100.0, fee_total / 100.0, (cents - fee_total) / 100.0,
        tokens, 0.85, failure_message, 'demo-purchase:' || rn || ':' || p,
        jsonb_build_object('demo', true, 'priceSource', 'presale', 'totalCost', to_char(cents / 100.0, 'FM999999990.00')),
        created_at, case when status = 'succeeded' then settled_at else created_at end,
        case when status = 'succeeded' then settled_at end
      from demo_sim_purchase`,
    sql`insert into revenue_tracking (user_id, revenue_type, amount, net_amount, currency, source_type, status,
        tokens_amount, payment_method, transaction_id, metadata, created_at)
      select user_id, 'token_purchase', cents / 100.0, floor(cents * 99 / 100) / 100.0, 'USD', 'platform_fee', 'completed',
        tokens, 'sandbox:' || method, id::text, jsonb_build_object('demo', true, 'tokens_purchased', tokens::text), settled_at
      from demo_sim_purchase where status = 'succeeded'`,
    // The ledger: VINO issued from outside to the treasury, then delivered to the buyer (as
    // creditPurchasedTokens does), dated when the payment settled.
    sql`insert into ledger_accounts (owner_type, system_name, asset)
      values ('system', 'external', 'VINO'), ('system', 'treasury', 'VINO'), ('system', 'staking', 'VINO')
      on conflict do nothing`,
    sql`insert into ledger_accounts (owner_type, user_id, asset, created_at, updated_at)
      select 'user', user_id, 'VINO', min(settled_at), max(settled_at) from demo_sim_purchase
      where status = 'succeeded' group by user_id
      on conflict do nothing`,
    sql`insert into ledger_entries (id, kind, reference, memo, created_at)
      select md5('vino_issue:' || id)::uuid, 'vino_issue', id::text, 'VINO issued for a purchase', settled_at
      from demo_sim_purchase where status = 'succeeded'
      union all
      select md5('purchase:' || id)::uuid, 'purchase', id::text, 'VINO purchase', settled_at
      from demo_sim_purchase where status = 'succeeded'`,
    sql`with sys as (select system_name, id from ledger_accounts where owner_type = 'system' and asset = 'VINO'),
        paid as (select p.*, a.id as account_id from demo_sim_purchase p
                 join ledger_accounts a on a.owner_type = 'user' and a.user_id = p.user_id and a.asset = 'VINO'
                 where p.status = 'succeeded')
      insert into ledger_postings (entry_id, account_id, asset, bucket, amount)
      select md5('vino_issue:' || p.id)::uuid, (select id from sys where system_name = 'external'), 'VINO', 'available', -p.tokens from paid p
      union all select md5('vino_issue:' || p.id)::uuid, (select id from sys where system_name = 'treasury'), 'VINO', 'available', p.tokens from paid p
      union all select md5('purchase:' || p.id)::uuid, (select id from sys where system_name = 'treasury'), 'VINO', 'available', -p.tokens from paid p
      union all select md5('purchase:' || p.id)::uuid, p.account_id, 'VINO', 'available', p.tokens from paid p`,
    // Some holders stake part of their VINO in a pool (moved to the staking account, as staking does).
    sql`create temp table demo_sim_stake on commit drop as
      with holders as (
        select user_id, min(rn) as rn, sum(tokens) as tokens, max(settled_at) as last_paid
        from demo_sim_purchase where status = 'succeeded' group by user_id
      ), pools as (
        select id, apy, min_stake, lock_days, row_number() over (order by sort_order, id) as k, count(*) over () as n
        from staking_pools where not members_only
      )
      select md5('demo-stake:' || h.rn)::uuid as id, h.user_id, pl.id as pool_id, pl.apy, pl.lock_days,
        trunc(h.tokens * (0.2 + 0.5 * ${u('h.rn', 'share')}), 6) as amount,
        least(h.last_paid + ${u('h.rn', 'stake_at')} * interval '20 days', ${t} - interval '1 hour') as started_at
      from holders h
      join pools pl on pl.k = 1 + floor(${u('h.rn', 'pool')} * pl.n)
      where ${u('h.rn', 'stakes')} < 0.25`,
    sql`analyze demo_sim_stake`,
    sql`delete from demo_sim_stake s using staking_pools p where p.id = s.pool_id and s.amount < p.min_stake`,
    // The first payout is a day after the seed: the reward job then pays what each stake earned.
    sql`insert into stakes (id, user_id, pool_id, amount, apy, started_at, lock_ends_at, status, last_accrual_at,
        next_payout_at, created_at)
      select id, user_id, pool_id, amount, apy, started_at,
        case when lock_days > 0 then started_at + lock_days * interval '1 day' end, 'active', started_at,
        ${t} + interval '1 day', started_at
      from demo_sim_stake`,
    sql`insert into ledger_entries (id, kind, reference, memo, created_at)
      select md5('stake:' || id)::uuid, 'stake', id::text, 'VINO staked', started_at from demo_sim_stake`,
    sql`insert into ledger_postings (entry_id, account_id, asset, bucket, amount)
      select md5('stake:' || s.id)::uuid, a.id, 'VINO', 'available', -s.amount
      from demo_sim_stake s join ledger_accounts a on a.owner_type = 'user' and a.user_id = s.user_id and a.asset = 'VINO'
      union all
      select md5('stake:' || s.id)::uuid, (select id from ledger_accounts where owner_type = 'system' and system_name = 'staking' and asset = 'VINO'),
        'VINO', 'available', s.amount
      from demo_sim_stake s`,
    // Balances are the sums of the postings just written, added to what the accounts held.
    sql`with moved as (
        select p.account_id, sum(p.amount) as amount from ledger_postings p
        join ledger_entries e on e.id = p.entry_id
        where e.kind in ('vino_issue', 'purchase', 'stake')
          and (e.reference in (select id::text from demo_sim_purchase) or e.reference in (select id::text from demo_sim_stake))
        group by p.account_id)
      update ledger_accounts a set available = a.available + m.amount from moved m where a.id = m.account_id`,
    // E-mail preferences: some members saved theirs; a few later unsubscribed from everything.
    sql`insert into email_preferences (id, email, user_id, categories, frequency, frequency_chosen, unsubscribed_at,
        created_at, updated_at)
      select md5('demo-prefs:' || rn)::uuid, email, id,
        jsonb_build_object('marketing', ${u('rn', 'mk')} < 0.55, 'newsletters', ${u('rn', 'nl')} < 0.7,
                           'price_alerts', ${u('rn', 'pa')} < 0.4, 'educational', ${u('rn', 'ed')} < 0.35),
        case when ${u('rn', 'fq')} < 0.3 then 'immediate' when ${u('rn', 'fq')} < 0.55 then 'daily'
             when ${u('rn', 'fq')} < 0.9 then 'weekly' else 'monthly' end,
        true,
        case when ${u('rn', 'unsub')} < 0.08 then created_at + (${t} - created_at) * ${u('rn', 'unsub_at')} end,
        created_at + interval '1 hour', created_at + interval '1 hour'
      from demo_sim_member where ${u('rn', 'prefs')} < 0.4 and age > interval '1 hour'
      on conflict (email) do nothing`,
  ];
}
