import type { z } from "zod";
import type { CallToolResult, ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import type { Caller } from "@/lib/http/with-api";

export type ProgressUpdate = { progress: number; total?: number; message?: string };

/** What every tool call knows: who calls (already authenticated and counted), links' origin, and its request. */
export type ToolContext = {
  caller: Caller;
  baseUrl: string;
  /** Aborted when the client cancels the call or goes away. */
  signal: AbortSignal;
  /** Sends `notifications/progress` when the client asked for them; otherwise does nothing. */
  reportProgress: (update: ProgressUpdate) => Promise<void>;
};

export type Tool<Input extends z.ZodObject = z.ZodObject> = {
  name: string;
  title: string;
  description: string;
  input: Input;
  /** Only for tools whose answer has one fixed shape; clients validate structured content against it. */
  output?: z.ZodObject;
  annotations: ToolAnnotations;
  /** Its result carries a secret or a bearer link (a gallery's `review_url`): never kept for an idempotency_key, its replay refused. */
  answersSecret?: true;
  run: (args: z.output<Input>, ctx: ToolContext) => Promise<CallToolResult>;
};

/** Declares an MCP tool: its schemas and hints, and the one service call behind it. */
export function defineTool<Input extends z.ZodObject>(tool: Tool<Input>): Tool {
  return tool as unknown as Tool;
}

export const READ_ONLY: ToolAnnotations = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
/** Starts work that costs credits or fetches URLs; calling twice does it twice. */
export const STARTS_WORK: ToolAnnotations = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true };
