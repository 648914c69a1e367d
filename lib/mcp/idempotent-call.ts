import { z } from "zod";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { statusOfCode } from "@/lib/core/errors";
import { toErrorResponse } from "@/lib/http/error-response";
import { canonicalJson, fingerprintOf, IDEMPOTENCY_KEY_MAX_LENGTH, runOnce } from "@/lib/domain/idempotency/idempotency";
import type { Tool, ToolContext } from "./define-tool";
import { errorResult, refusalResult } from "./results";

/** Length is checked by runOnce, so a bad key is refused with REST's code rather than a schema error. */
export const IdempotencyKeyArgument = z
  .string()
  .optional()
  .describe(
    `Up to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters, e.g. a UUID. Retrying with the same key and arguments within 24 hours answers the first ` +
      "result again instead of doing (and charging) the work twice; other arguments with the key are refused (idempotency_key_reused).",
  );

/** The same for a tool whose result carries a bearer link: a retry is refused rather than answered with a kept link. */
export const SecretIdempotencyKeyArgument = z
  .string()
  .optional()
  .describe(
    `Up to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters, e.g. a UUID. Retrying with the same key and arguments within 24 hours does not do the work twice; ` +
      "since the result carries a private link that is never kept, the retry is refused (idempotency_replay_refused): list what the first call made instead.",
  );

/** Tools that change something each time they are called take an `idempotency_key`, as REST's POSTs take the header. */
export function takesIdempotencyArgument(tool: Tool): boolean {
  return tool.annotations.readOnlyHint === false && tool.annotations.idempotentHint === false;
}

/** Runs a tool, or with a key at most once per account and key (runOnce, shared with REST); a replay says so in `_meta`. */
export async function callTool({ tool, input, key, ctx }: { tool: Tool; input: Record<string, unknown>; key?: string; ctx: ToolContext }): Promise<CallToolResult> {
  if (key === undefined) return (await answerOf(tool, input, ctx)).result;
  try {
    const stored = await runOnce({
      accountId: ctx.caller.account.id,
      key,
      fingerprint: fingerprintOf({ method: "MCP", path: tool.name, body: canonicalJson(input) }),
      run: async () => {
        const { result, status } = await answerOf(tool, input, ctx);
        return { status, body: JSON.stringify(result), headers: {}, secret: tool.answersSecret === true && status < 300 };
      },
    });
    const result = JSON.parse(stored.body) as CallToolResult;
    return stored.replayed ? { ...result, _meta: { ...result._meta, idempotent_replayed: true } } : result;
  } catch (error) {
    return errorResult(error);
  }
}

/** A tool's result with the HTTP status REST would answer for it, which decides whether it is kept. */
async function answerOf(tool: Tool, input: Record<string, unknown>, ctx: ToolContext): Promise<{ result: CallToolResult; status: number }> {
  try {
    const result = await tool.run(input, ctx);
    const failure = (result.structuredContent as { error?: { code?: unknown } } | undefined)?.error?.code;
    return { result, status: result.isError ? (typeof failure === "string" ? statusOfCode(failure) : 500) : 200 };
  } catch (error) {
    const { status, body } = toErrorResponse(error);
    return { result: refusalResult(body), status };
  }
}
