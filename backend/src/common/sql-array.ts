/** A Postgres array literal (`{a,b}`) for one bound parameter, cast in the SQL (`?::text[]`, `?::uuid[]`). */
export const textArray = (values: readonly string[]) => `{${values.join(',')}}`;
