import { withApi, type ApiContext } from "@/lib/api/with-api";
import { assertAdmin } from "./token";

/** `withApi` for the operator's admin interface: the admin token instead of a key or session. */
export function withAdmin<P = Record<string, never>>(handler: (ctx: ApiContext<P, "none">) => Promise<Response | object>, opts: { status?: number } = {}) {
  return withApi<P, "none">(
    async (ctx) => {
      assertAdmin(ctx.request);
      return handler(ctx);
    },
    { auth: "none", ...opts },
  );
}
