CREATE TABLE "trade_volume_minutes" (
	"user_id" text NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"market" text NOT NULL,
	"quote_volume" numeric(38, 18) NOT NULL,
	CONSTRAINT "trade_volume_minutes_user_id_minute_market_pk" PRIMARY KEY("user_id","minute","market")
);
--> statement-breakpoint
-- Hand-written from here (drizzle-kit cannot express triggers): keep it when squashing migrations.
-- The daily volume limit summed every trade of the user in the last 24 hours, in every market batch
-- that checked the user: a read that grew with the user's trading (issue 18: 30 % of PostgreSQL's CPU
-- per order in an 8 s bench, and more the longer it ran). These triggers keep a per-minute sum of
-- `trades` in step with every insert, update, delete and truncate of it, in the same transaction;
-- the limit reads the whole minutes from here and the first, partial minute from `trades`.
-- The minute a trade counts in: UTC minutes (date_bin from a UTC origin), whatever the session's time
-- zone, the same as whole minutes since the Unix epoch (quoteVolumesSinceJson). Inlined by the planner.
CREATE FUNCTION trade_volume_minute(traded_at timestamptz) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT date_bin('1 minute', traded_at, timestamptz '2000-01-01 00:00:00+00') $$;
--> statement-breakpoint
CREATE FUNCTION trade_volume_minutes_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "trade_volume_minutes" AS v (user_id, minute, market, quote_volume)
  SELECT user_id, minute, market, sum(amount)
  FROM (
    SELECT maker_user_id AS user_id, trade_volume_minute(created_at) AS minute, market, quote_amount AS amount
    FROM new_trades
    UNION ALL
    SELECT taker_user_id, trade_volume_minute(created_at), market, quote_amount
    FROM new_trades
  ) traded
  GROUP BY user_id, minute, market
  ON CONFLICT (user_id, minute, market) DO UPDATE SET quote_volume = v.quote_volume + excluded.quote_volume;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An update takes the old rows out (below) and puts the new ones in (the function above); a delete
-- takes them out. The app does neither (tests move trades back in time), but whatever changes
-- `trades`, the sums cannot drift. Minutes left at zero are removed, so no row outlives the trades it
-- summed. An update's two triggers run in name order: `_update_add`, then `_update_remove`.
CREATE FUNCTION trade_volume_minutes_on_removal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "trade_volume_minutes" AS v (user_id, minute, market, quote_volume)
  SELECT user_id, minute, market, -sum(amount)
  FROM (
    SELECT maker_user_id AS user_id, trade_volume_minute(created_at) AS minute, market, quote_amount AS amount
    FROM old_trades
    UNION ALL
    SELECT taker_user_id, trade_volume_minute(created_at), market, quote_amount
    FROM old_trades
  ) removed
  GROUP BY user_id, minute, market
  ON CONFLICT (user_id, minute, market) DO UPDATE SET quote_volume = v.quote_volume + excluded.quote_volume;
  DELETE FROM "trade_volume_minutes" v
  USING old_trades o
  WHERE v.quote_volume = 0 AND v.market = o.market AND v.user_id IN (o.maker_user_id, o.taker_user_id)
    AND v.minute = trade_volume_minute(o.created_at);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION trade_volume_minutes_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "trade_volume_minutes";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER trade_volume_minutes_insert AFTER INSERT ON "trades"
  REFERENCING NEW TABLE AS new_trades
  FOR EACH STATEMENT EXECUTE FUNCTION trade_volume_minutes_on_insert();
--> statement-breakpoint
CREATE TRIGGER trade_volume_minutes_update_add AFTER UPDATE ON "trades"
  REFERENCING NEW TABLE AS new_trades
  FOR EACH STATEMENT EXECUTE FUNCTION trade_volume_minutes_on_insert();
--> statement-breakpoint
CREATE TRIGGER trade_volume_minutes_update_remove AFTER UPDATE ON "trades"
  REFERENCING OLD TABLE AS old_trades
  FOR EACH STATEMENT EXECUTE FUNCTION trade_volume_minutes_on_removal();
--> statement-breakpoint
CREATE TRIGGER trade_volume_minutes_delete AFTER DELETE ON "trades"
  REFERENCING OLD TABLE AS old_trades
  FOR EACH STATEMENT EXECUTE FUNCTION trade_volume_minutes_on_removal();
--> statement-breakpoint
CREATE TRIGGER trade_volume_minutes_truncate AFTER TRUNCATE ON "trades"
  FOR EACH STATEMENT EXECUTE FUNCTION trade_volume_minutes_on_truncate();
--> statement-breakpoint
-- The trades already stored.
INSERT INTO "trade_volume_minutes" (user_id, minute, market, quote_volume)
SELECT user_id, minute, market, sum(amount)
FROM (
  SELECT maker_user_id AS user_id, trade_volume_minute(created_at) AS minute, market, quote_amount AS amount
  FROM "trades"
  UNION ALL
  SELECT taker_user_id, trade_volume_minute(created_at), market, quote_amount
  FROM "trades"
) traded
GROUP BY user_id, minute, market;
