-- An offer a supplier deleted while order lines point to it is archived instead (orders keep their
-- lines): never public, never in the catalogue, listed by the supplier only when asked for (issue 11).
ALTER TYPE "public"."offer_status" ADD VALUE 'archived';
