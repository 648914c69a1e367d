import { handleMcpPost, refuseMcpMethod } from "@/lib/mcp/handle-request";

// POST /api/mcp — MCP (Streamable HTTP, stateless): the API's tools and resources, same keys and limits
export const POST = (request: Request) => handleMcpPost(request);

// GET, DELETE /api/mcp — 401/403 like POST, else 405: no sessions, so no server-initiated stream and nothing to end
export const GET = (request: Request) => refuseMcpMethod(request);
export const DELETE = (request: Request) => refuseMcpMethod(request);
