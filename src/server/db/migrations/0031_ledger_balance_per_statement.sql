-- Hand-written (drizzle-kit cannot express triggers): keep it when squashing migrations.
-- The double-entry check of 0006 ran at commit once per POSTING (a deferred row trigger, a query
-- per row): in a market batch of a few dozen postings it cost more than the rest of the batch's
-- write (issue 18). It now runs once per INSERT statement, over every entry that statement touched,
-- summing all of each entry's postings (earlier ones included). Stricter than before, never looser:
-- the journal is append-only, so an entry balanced after the last statement that added to it is
-- balanced at commit; an entry may no longer be assembled over several statements (no writer does:
-- postEntry and writeBatch insert all of an entry's postings in one statement).
DROP TRIGGER "ledger_postings_balanced" ON "ledger_postings";--> statement-breakpoint
DROP FUNCTION ledger_entry_balances();--> statement-breakpoint
CREATE FUNCTION ledger_entries_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced uuid;
BEGIN
  SELECT p.entry_id INTO unbalanced
  FROM "ledger_postings" p
  WHERE p.entry_id IN (SELECT DISTINCT entry_id FROM inserted_postings)
  GROUP BY p.entry_id, p.asset
  HAVING sum(p.amount) <> 0
  LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'Ledger entry % does not balance', unbalanced USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER ledger_postings_balanced AFTER INSERT ON "ledger_postings"
  REFERENCING NEW TABLE AS inserted_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_balance();
