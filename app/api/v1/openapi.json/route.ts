import { baseUrlOf } from "@/lib/api/base-url";
import { handle } from "@/lib/api/contract-route";
import { OpenApiContract } from "@/lib/api/contract-registry";
import { buildOpenApiDocument } from "@/lib/api/openapi";

export * from "@/lib/api/method-not-allowed";

// GET /api/v1/openapi.json — the OpenAPI document, generated from the route contracts (public)
export const GET = handle(OpenApiContract, async ({ request }) => buildOpenApiDocument(baseUrlOf(request)));
