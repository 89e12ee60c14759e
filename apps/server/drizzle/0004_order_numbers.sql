-- Order numbers count up from 1 (SF-000001); a sequence, so placing orders never waits on a shared counter row.
CREATE SEQUENCE IF NOT EXISTS "order_number_seq" START 1;
