import {
  isMultipartRequest,
  MaxFileSizeExceededError,
  MaxHeaderSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  type MultipartPart,
  parseMultipartRequest,
} from "@remix-run/multipart-parser";
import { data } from "react-router";
import { z } from "zod";
import { REQUEST_PROBLEMS, type RequestProblem, type RequestProblemData } from "~domain/request-problem";
import { countedBody } from "./counted-body";
import { type FormLimit, type FormLimits, FormTooLargeError, TEXT_FORM_LIMITS } from "./form-limits";

const contentLength = z.string().regex(/^\d+$/).transform(Number);

/** Parts a form may have at most: far more than any of ours, few enough to bound the work. */
const MAX_PARTS = 1000;

/** A file part as a File; an empty file input (sent without a file name by some clients) as a browser sends it. */
function fileOf(part: MultipartPart): File {
  return new File([part.arrayBuffer], part.filename ?? "", { type: part.mediaType ?? "application/octet-stream" });
}

/** The media types a form is sent with; anything else is not read. */
const FORM_TYPES: ReadonlySet<string> = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** A NUL: no PostgreSQL text can hold it, so a form carrying one is refused before any of it is used. */
const NUL = "\0";

/** Answers the request with the problem's status; the error page names it (domain/request-problem.ts). */
function refuse(requestProblem: RequestProblem): never {
  throw data<RequestProblemData>({ requestProblem }, { status: REQUEST_PROBLEMS[requestProblem] });
}

/**
 * The request's form (URL-encoded or multipart), parsed as it streams in: a body declared larger than
 * `limits.maxBytes` is refused before any of it is read, one sent without a length as soon as it passes
 * it, a file as soon as it passes `limits.maxFileBytes`. Only the parts accepted and the one being read
 * are ever held. A refusal throws FormTooLargeError naming the limit passed, with the text fields that came
 * before it, so the form can be given back as typed. A body that is not a form (415), cannot be read as one (400)
 * or holds a NUL (400) is answered at once with its problem: every action reads its body through here.
 */
export async function readFormData(request: Request, limits: FormLimits): Promise<FormData> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.has(type)) refuse("unsupportedType");
  const declared = contentLength.safeParse(request.headers.get("content-length"));
  if (declared.success && declared.data > limits.maxBytes) throw new FormTooLargeError("body");
  const init: RequestInit & { duplex: "half" } = {
    method: request.method,
    headers: { "content-type": request.headers.get("content-type") ?? "" },
    body: request.body && countedBody(request.body, limits.maxBytes),
    duplex: "half",
  };
  const counted = new Request(request.url, init);
  const form = isMultipartRequest(counted)
    ? await multipartForm(counted, limits)
    : await urlEncodedForm(counted, limits);
  for (const [name, value] of form.entries()) {
    if (name.includes(NUL) || (typeof value === "string" && value.includes(NUL))) refuse("invalidText");
  }
  return form;
}

/**
 * A form without files (every form but the listing's and the avatar's), read as readFormData does; a body over the
 * limits, or carrying a file, is answered 413.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await readFormData(request, TEXT_FORM_LIMITS);
  } catch (error) {
    if (error instanceof FormTooLargeError) refuse("tooLarge");
    throw error;
  }
}

async function multipartForm(request: Request, limits: FormLimits): Promise<FormData> {
  const form = new FormData();
  let files = 0;
  try {
    const parts = parseMultipartRequest(request, {
      maxFileSize: limits.maxFileBytes,
      maxTotalSize: limits.maxBytes,
      maxParts: MAX_PARTS,
    });
    for await (const part of parts) {
      if (!part.name) continue;
      if (part.isFile) {
        if (++files > limits.maxFiles) throw new FormTooLargeError("files");
        form.append(part.name, fileOf(part));
      } else {
        // The parser has one limit for every part: a text field is held up to a file's size, checked here.
        if (part.size > limits.maxFieldBytes) throw new FormTooLargeError("field");
        form.append(part.name, part.text);
      }
    }
  } catch (error) {
    const limit = limitPassed(error);
    if (limit) throw new FormTooLargeError(limit, form);
    // No boundary, a body cut short, a part without its headers: not a form that can be read.
    if (error instanceof MultipartParseError) refuse("unreadable");
    throw error;
  }
  return form;
}

async function urlEncodedForm(request: Request, limits: FormLimits): Promise<FormData> {
  let form: FormData;
  try {
    // biome-ignore lint/plugin: the one reader itself, over the counted body.
    form = await request.formData();
  } catch (error) {
    const limit = limitPassed(error);
    if (limit) throw new FormTooLargeError(limit);
    refuse("unreadable");
  }
  for (const value of form.values()) {
    if (typeof value === "string" && Buffer.byteLength(value) > limits.maxFieldBytes) {
      throw new FormTooLargeError("field");
    }
  }
  return form;
}

function limitPassed(error: unknown): FormLimit | null {
  if (error instanceof FormTooLargeError) return error.limit;
  if (error instanceof Error && error.cause instanceof FormTooLargeError) return error.cause.limit;
  if (error instanceof MaxFileSizeExceededError) return "file";
  if (
    error instanceof MaxTotalSizeExceededError ||
    error instanceof MaxPartsExceededError ||
    error instanceof MaxHeaderSizeExceededError
  ) {
    return "body";
  }
  return null;
}

/**
 * A JSON body (a payment service's notice) as text, read as it streams in: null once it passes `maxBytes`. Only a
 * body declared `application/json` is read; anything else is answered 415.
 */
export async function readLimitedText(request: Request, maxBytes: number): Promise<string | null> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json") refuse("unsupportedType");
  if (!request.body) return "";
  try {
    return await new Response(countedBody(request.body, maxBytes)).text();
  } catch (error) {
    if (error instanceof FormTooLargeError) return null;
    throw error;
  }
}
