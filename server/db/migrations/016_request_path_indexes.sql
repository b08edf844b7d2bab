-- 016: indexes the request path needs at operator size (docs/performance.md, bench/store/plans.ts).
-- Adding a seller picks the next free person id (P + six digits) above every one in use: a range on this index
-- (person_id >= 'P' AND person_id < 'Q', max) instead of reading every user.
CREATE INDEX users_person_id ON users (person_id);
