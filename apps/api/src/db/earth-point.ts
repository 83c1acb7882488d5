import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The very expression of the point indexes (professionals_earth_idx, listings_point_idx). */
export const pointOf = (t: { latitude: AnyPgColumn; longitude: AnyPgColumn }) =>
  sql`ll_to_earth(${t.latitude}, ${t.longitude})`;
export const pointParam = (point: { latitude: number; longitude: number }) =>
  sql`ll_to_earth(${point.latitude}::float8, ${point.longitude}::float8)`;
