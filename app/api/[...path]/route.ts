import { ApiError } from "@darkroom/lib/core/errors";
import { withApi } from "@darkroom/lib/http/with-api";

// Any other /api path (under /api/v1, /api/auth, /api/admin or none) — 404 in the API's error body, not the web app's HTML page
const notFound = withApi<{ path: string[] }, "none">(
  async ({ request, params }) => {
    throw new ApiError("not_found", `No endpoint ${request.method} /api/${params.path.join("/")}. GET /api/v1/openapi.json lists them.`);
  },
  { auth: "none" },
);

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
