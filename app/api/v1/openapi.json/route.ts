import { baseUrlOf } from "@darkroom/lib/http/base-url";
import { handle } from "@darkroom/lib/http/contract-route";
import { OpenApiContract } from "@darkroom/lib/http/contract-registry";
import { buildOpenApiDocument } from "@darkroom/lib/http/openapi";

// GET /api/v1/openapi.json — the OpenAPI document, generated from the route contracts (public)
export const GET = handle(OpenApiContract, async ({ request }) => Response.json(buildOpenApiDocument(baseUrlOf(request))));
