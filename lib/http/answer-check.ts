import { z } from "zod";
import { AcceptedView } from "@/lib/domain/jobs/schema";
import { ErrorBody, type RouteContract, type SuccessAnswer } from "./contract";
import { errorCodesOf, statusIn } from "./openapi";

/**
 * Test runs only (contract-route.ts loads it under Vitest): an answer must be what the contract, and
 * so the OpenAPI document, says: a declared status, a JSON body its schema accepts, a refusal with a
 * code the contract lists under that status. A mismatch throws, so the route test that made it fails.
 */
export async function checkAnswer(contract: RouteContract, request: Request, response: Response): Promise<void> {
  const where = `${contract.method} ${contract.path} answered ${response.status}`;
  const hasBody = request.method !== "HEAD" && response.status !== 204 && response.status !== 304;
  const json = hasBody && Boolean(response.headers.get("content-type")?.startsWith("application/json"));
  const body: unknown = json ? await response.clone().json() : undefined;
  // A refusal is the one error body; a failed job's or run's view also carries `error`, beside its id.
  if (response.status >= 400 && isRefusal(body)) {
    const code = String(body.error.code);
    const listed = errorCodesOf(contract).filter((c) => statusIn(contract, c) === response.status);
    if (!listed.includes(code)) throw new Error(`${where} with code ${code}, which its contract does not list for ${response.status} (it lists ${listed.join(", ") || "none"})`);
    return parsed(where, ErrorBody, body);
  }
  // HEAD carries no body, so only its status can be checked against the refusals the contract lists.
  if (request.method === "HEAD" && errorCodesOf(contract).some((c) => statusIn(contract, c) === response.status)) return;
  const schema = schemaOf(contract, response.status);
  if (schema === undefined) throw new Error(`${where}, a status its contract does not declare`);
  const served = response.headers.get("content-type")?.split(";")[0].trim();
  const documented = mediaTypesOf(contract.responses[response.status]);
  if (hasBody && served && documented && !documented.some((type) => type === served || (type.endsWith("/*") && served.startsWith(type.slice(0, -1))))) {
    throw new Error(`${where} as ${served}, a media type its contract does not list (${documented.join(", ")})`);
  }
  if (schema === null || !hasBody) return;
  if (!json) throw new Error(`${where} without a JSON body, though its contract declares one`);
  parsed(where, schema, body);
}

/** The media types a success answer is documented with; undefined for a declared status with no body described. */
function mediaTypesOf(answer: SuccessAnswer | undefined): string[] | undefined {
  if (!answer) return undefined;
  const types = [...(answer.schema ? ["application/json"] : []), ...(typeof answer.contentType === "string" ? [answer.contentType] : (answer.contentType ?? []))];
  return types.length ? types : undefined;
}

function isRefusal(body: unknown): body is { error: { code: unknown } } {
  return typeof body === "object" && body !== null && "error" in body && !("id" in body);
}

function parsed(where: string, schema: z.ZodType, body: unknown): void {
  const result = schema.safeParse(body);
  if (!result.success) throw new Error(`${where} a body its contract's schema refuses:\n${z.prettifyError(result.error)}\n${JSON.stringify(body).slice(0, 2000)}`);
}

/** The schema of a success or a failed work's view with this status: null for a body the contract leaves undescribed, undefined for an undeclared status. */
function schemaOf(contract: RouteContract, status: number): z.ZodType | null | undefined {
  const declared = contract.responses[status];
  if (declared) return declared.schema;
  if (contract.waits && status === 202) return AcceptedView;
  const failed = contract.waits?.failures.some((code) => statusIn(contract, code) === status);
  return failed ? (contract.responses[200]?.schema ?? null) : undefined;
}
