-- Keep the list columns of a return in a narrow heap row: the wizard's answers (jsonb) are
-- moved out of line, so the dashboard's scans and sorts over many returns read little.
ALTER TABLE "form1040s" SET (toast_tuple_target = 128);
