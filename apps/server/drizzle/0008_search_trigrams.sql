-- Customers are found by any part of their words and phone digits (issue 12 point 1): a trigram index
-- serves `search_text LIKE '%…%'` (decision 024). pg_trgm is a trusted extension: a database owner
-- without superuser rights may create it on an external PostgreSQL.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
