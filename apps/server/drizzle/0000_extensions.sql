-- Trigram matching for member search (PGlite ships the extension; PostgreSQL has it in contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
