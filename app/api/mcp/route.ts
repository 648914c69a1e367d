import { handleMcpPost, refuseMcpMethod } from "@darkroom/lib/mcp/handle-request";

// POST /api/mcp — MCP (Streamable HTTP, stateless): the API's tools and resources, same keys and limits
export const POST = handleMcpPost;

// GET, DELETE /api/mcp — 401/403 like POST, else 405: no sessions, so no server-initiated stream and nothing to end
export const GET = refuseMcpMethod;
export const DELETE = refuseMcpMethod;
