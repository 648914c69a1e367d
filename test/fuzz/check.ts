// What every answer to a fuzzed request must be: no 5xx; a refusal as `{ "error": { "code", "message" } }`
// in application/json; a status the OpenAPI document lists for the operation, with a body its schema takes.
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { OpenApiOperation } from "./requests";
import type { JsonSchema } from "./schema-arbitrary";

export type Answer = { status: number; contentType: string; body: Buffer };

const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
addFormats.default(ajv);
ajv.addFormat("binary", true);
const validators = new Map<object, ValidateFunction>();

function validatorOf(schema: JsonSchema): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    const { $schema: _dialect, ...rest } = schema as JsonSchema & { $schema?: string };
    validate = ajv.compile(rest);
    validators.set(schema, validate);
  }
  return validate;
}

function isJson(contentType: string): boolean {
  return /^application\/json\b/.test(contentType);
}

function parsed(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    return undefined;
  }
}

/** Why an answer to a REST operation breaks the rules, or null. HEAD answers carry no body to check. */
export function problemOfAnswer(spec: OpenApiOperation, method: string, answer: Answer): string | null {
  const { status, contentType, body } = answer;
  if (status >= 500) return `answered ${status}`;
  const documented = spec.responses[String(status)];
  if (!documented) return `answered ${status}, which the OpenAPI document does not list for this operation (it lists ${Object.keys(spec.responses).join(", ")})`;
  const hasBody = method !== "HEAD" && status !== 204 && status !== 304;
  if (status >= 400) {
    if (!isJson(contentType)) return `refused with ${status} as ${contentType || "no content type"}, not application/json`;
    if (!hasBody) return null;
    const error = (parsed(body) as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
    if (typeof error?.code !== "string" || typeof error.message !== "string") return `refused with ${status} without the error shape: ${excerpt(body)}`;
  }
  const json = documented.content?.["application/json"];
  if (!documented.content || !hasBody) return null;
  if (!json) return null;
  if (!isJson(contentType)) return `answered ${status} as ${contentType || "no content type"}; the document says application/json`;
  const validate = validatorOf(json.schema);
  if (!validate(parsed(body))) return `answered ${status} with a body the document's schema refuses (${ajv.errorsText(validate.errors)}): ${excerpt(body)}`;
  return null;
}

/**
 * Why an answer of the MCP endpoint breaks the rules, or null: no 5xx; a JSON-RPC answer (JSON or
 * an event stream) whose tool results are never `internal_error`, and, to a well-formed message,
 * whose errors are never internal (-32603); an HTTP refusal in JSON. The MCP SDK answers some
 * messages the protocol refuses (a call whose `params` is no object) with -32603 itself.
 */
export function problemOfMcpAnswer(answer: Answer, { wellFormed }: { wellFormed: boolean }): string | null {
  const { status, contentType, body } = answer;
  if (status >= 500) return `answered ${status}`;
  if (status === 202 && body.length === 0) return null;
  const text = body.toString("utf8");
  const messages = contentType.startsWith("text/event-stream")
    ? text.split("\n").flatMap((line) => (line.startsWith("data: ") ? [parsed(Buffer.from(line.slice(6)))] : []))
    : [parsed(body)];
  if (!isJson(contentType) && !contentType.startsWith("text/event-stream")) return `answered ${status} as ${contentType || "no content type"}`;
  for (const message of messages.flat()) {
    if (message === undefined) return `answered ${status} with a body that is no JSON: ${excerpt(body)}`;
    const { error, result } = message as { error?: { code?: number }; result?: { isError?: boolean; content?: Array<{ text?: string }> } };
    if (error?.code === -32603 && wellFormed) return `answered an internal JSON-RPC error: ${excerpt(body)}`;
    if (result?.isError && result.content?.some((block) => block.text?.startsWith("internal_error"))) return `a tool answered internal_error: ${excerpt(body)}`;
  }
  return null;
}

function excerpt(body: Buffer): string {
  const text = body.toString("utf8");
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}
