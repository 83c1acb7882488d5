-- Geography (distance search). On real PostgreSQL earthdistance is not a trusted extension:
-- a superuser creates both before the first migration; then these statements do nothing.
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
