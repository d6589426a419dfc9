/** Whether `error` is a unique violation of `constraint`: Drizzle wraps the driver's error; pg and PGlite both report SQLSTATE and the constraint name. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    const { code, constraint: name, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === "23505") return name === constraint;
    current = cause;
  }
  return false;
}
