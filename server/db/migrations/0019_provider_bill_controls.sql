-- hand-written: provider bill controls (issue 15 "Controls"). A live visit line is refused when the
-- scrubber excluded the visit, or when the visit is not the bill's provider's or no approved contract
-- of that provider covers its date. Double billing is refused by provider_bill_lines_live_visit_idx.
-- The codes BL001 and BL002 are read by server/provider-bills/db-errors.ts (409 with a code).
CREATE OR REPLACE FUNCTION provider_bill_lines_check_visit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bill_provider integer;
  visit_provider integer;
  visit_date date;
BEGIN
  IF NEW.visit_id IS NULL OR NOT NEW.live THEN
    RETURN NEW;
  END IF;
  IF EXISTS (SELECT 1 FROM visit_billing_exclusions e WHERE e.visit_id = NEW.visit_id) THEN
    RAISE EXCEPTION 'visit % is excluded from billing', NEW.visit_id USING ERRCODE = 'BL001';
  END IF;
  SELECT b.provider_id INTO bill_provider FROM provider_bills b WHERE b.id = NEW.bill_id;
  SELECT s.provider_id, s.date INTO visit_provider, visit_date
    FROM visits v JOIN service_sessions s ON s.id = v.session_id
    WHERE v.id = NEW.visit_id;
  IF visit_provider IS DISTINCT FROM bill_provider OR NOT EXISTS (
    SELECT 1 FROM provider_contracts c
    WHERE c.provider_id = bill_provider AND c.status = 'approved' AND visit_date BETWEEN c.start_date AND c.end_date
  ) THEN
    RAISE EXCEPTION 'visit % is outside an approved contract of the bill''s provider', NEW.visit_id USING ERRCODE = 'BL002';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER provider_bill_lines_check_visit
  BEFORE INSERT OR UPDATE OF visit_id, live, bill_id ON provider_bill_lines
  FOR EACH ROW EXECUTE FUNCTION provider_bill_lines_check_visit();
