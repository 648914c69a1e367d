import { baseUrlOf } from "@/lib/api/base-url";
import { parseJsonBody } from "@/lib/api/body";
import { withApi } from "@/lib/api/with-api";
import { createGallery, describeGallery, listGalleries } from "@/lib/galleries/galleries";
import { CreateGalleryInput, ListGalleriesQuery } from "@/lib/galleries/schema";

// GET /api/v1/galleries — the account's galleries, newest first, with their review URLs
export const GET = withApi(async ({ request, caller }) => {
  const query = ListGalleriesQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const { galleries, nextCursor } = await listGalleries({ accountId: caller.account.id, query });
  return { galleries: galleries.map((g) => describeGallery(g, baseUrlOf(request))), next_cursor: nextCursor };
});

// POST /api/v1/galleries — create a gallery from Vault assets
export const POST = withApi(
  async ({ request, caller }) => {
    const input = await parseJsonBody(request, CreateGalleryInput);
    return describeGallery(await createGallery({ accountId: caller.account.id, input }), baseUrlOf(request));
  },
  { status: 201 },
);
