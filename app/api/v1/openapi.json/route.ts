import { withApi } from "@/lib/api/with-api";
import { baseUrlOf } from "@/lib/api/base-url";
import { buildOpenApiDocument } from "@/lib/api/openapi";

// GET /api/v1/openapi.json — the OpenAPI document, generated from the routes' zod schemas (no key)
export const GET = withApi(async ({ request }) => buildOpenApiDocument(baseUrlOf(request)), { auth: "none" });
