/** What one form may send; past any of it the form is refused with FormTooLargeError. */
export type FormLimits = {
  /** The whole body as sent: boundaries and part headers included. */
  maxBytes: number;
  /** File parts (an empty file input sends one too). */
  maxFiles: number;
  /** One file part's content. */
  maxFileBytes: number;
  /** One text field, in UTF-8. */
  maxFieldBytes: number;
};

export type FormLimit = "body" | "file" | "files" | "field";

export class FormTooLargeError extends Error {
  constructor(
    readonly limit: FormLimit,
    /** The text fields read before the limit was passed (a file input usually comes after them). */
    readonly partial: FormData = new FormData(),
  ) {
    super(`The form is over its limit (${limit})`);
    this.name = "FormTooLargeError";
  }
}

/** Room for a form's text fields and its parts' headers, on top of its files. */
const TEXT_ROOM_BYTES = 1024 * 1024;
const MAX_FIELD_BYTES = 64 * 1024;

/** The limits of a form with at most `files` files of `maxFileBytes` each. */
export function formLimits(files: number, maxFileBytes: number): FormLimits {
  return {
    maxBytes: files * maxFileBytes + TEXT_ROOM_BYTES,
    maxFiles: files,
    maxFileBytes,
    maxFieldBytes: MAX_FIELD_BYTES,
  };
}

/** A form of text fields alone: a megabyte in all, no file (the multipart parser's part limit is a field's). */
export const TEXT_FORM_LIMITS: FormLimits = formLimits(0, MAX_FIELD_BYTES);
