// Why the store could not read what a client sent (a body that is not a form, a form over its size, a character no
// database can store). The server answers with the problem's status; the error page says it in the visitor's
// language (errors.request.<problem>).

export const REQUEST_PROBLEMS = {
  /** The body is not a form: JSON, text/plain, no Content-Type. */
  unsupportedType: 415,
  /** A form's body that cannot be read: multipart without a boundary, cut short, malformed. */
  unreadable: 400,
  /** A form past the size any of ours needs. */
  tooLarge: 413,
  /** A name or value holding a NUL character, which no text column can store. */
  invalidText: 400,
} as const;

export type RequestProblem = keyof typeof REQUEST_PROBLEMS;

/** What a refused request's answer carries, for the error page. */
export type RequestProblemData = { requestProblem: RequestProblem };

/** The problem named by an error response's data, or null for any other error. */
export function requestProblemOf(data: unknown): RequestProblem | null {
  if (!data || typeof data !== "object" || !("requestProblem" in data)) return null;
  const problem = (data as { requestProblem: unknown }).requestProblem;
  return typeof problem === "string" && Object.hasOwn(REQUEST_PROBLEMS, problem) ? (problem as RequestProblem) : null;
}
