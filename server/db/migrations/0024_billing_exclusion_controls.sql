-- hand-written: the reverse of BL001 (migration 0019). 0019 refuses a bill line for a visit the
-- scrubber excluded; this refuses excluding a visit that already sits on a live bill line. A line
-- is live while its bill is not cancelled (server/provider-bills/writes.ts clears `live` on
-- cancel): a draft, submitted, rejected (to be corrected and sent again), approved or paid bill
-- still holds its visits, exactly as the live-visit unique index of 0016 counts them.
-- The code BL003 is read by server/scrubber/exclusions.ts (409 with a code).
--
-- The two checks would race under READ COMMITTED (each transaction sees no uncommitted row of the
-- other), so both lock the visit row first: the line takes FOR KEY SHARE (what its foreign key
-- takes anyway, so a bill import pays nothing more), the exclusion takes FOR UPDATE, which waits
-- for any transaction holding a line of the visit and then sees its committed line.
CREATE OR REPLACE FUNCTION visit_billing_exclusions_check_bill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM visits v WHERE v.id = NEW.visit_id FOR UPDATE;
  IF EXISTS (SELECT 1 FROM provider_bill_lines l WHERE l.visit_id = NEW.visit_id AND l.live) THEN
    RAISE EXCEPTION 'visit % is on a live provider bill', NEW.visit_id USING ERRCODE = 'BL003';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER visit_billing_exclusions_check_bill
  BEFORE INSERT OR UPDATE OF visit_id ON visit_billing_exclusions
  FOR EACH ROW EXECUTE FUNCTION visit_billing_exclusions_check_bill();
--> statement-breakpoint
-- 0019's line check, unchanged but for the lock on the visit taken before reading its exclusion.
CREATE OR REPLACE FUNCTION provider_bill_lines_check_visit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bill_provider integer;
  visit_provider integer;
  visit_date date;
BEGIN
  IF NEW.visit_id IS NULL OR NOT NEW.live THEN
    RETURN NEW;
  END IF;
  PERFORM 1 FROM visits v WHERE v.id = NEW.visit_id FOR KEY SHARE;
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
