-- Hand-written (drizzle-kit cannot express triggers): keep it when squashing migrations.
-- The per-statement double-entry check of 0031 joined the statement's entries to the whole
-- "ledger_postings" table. PL/pgSQL plans that query once per connection and keeps the plan; planned
-- while the table was small (a fresh database), the plan scanned the whole table on every insert for
-- the connection's lifetime: 22 ms per market batch at 5,000 postings, and growing with the journal
-- (issue 18, docs/performance.md). The check is the same; it now reads each touched entry's postings
-- through the entry index, whatever the table's size or statistics were when it was planned.
CREATE OR REPLACE FUNCTION ledger_entries_balance() RETURNS trigger LANGUAGE plpgsql
  -- Never a sequential scan of the journal, however small the table looked at planning time.
  SET enable_seqscan = off
AS $$
DECLARE
  unbalanced uuid;
BEGIN
  SELECT touched.entry_id INTO unbalanced
  FROM (SELECT DISTINCT entry_id FROM inserted_postings) AS touched
  CROSS JOIN LATERAL (
    SELECT 1
    FROM "ledger_postings" p
    WHERE p.entry_id = touched.entry_id
    GROUP BY p.asset
    HAVING sum(p.amount) <> 0
    LIMIT 1
  ) AS unbalanced_asset
  LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'Ledger entry % does not balance', unbalanced USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
