import { baseUrlOf } from "@darkroom/lib/http/base-url";
import { handle, readBody, readQuery } from "@darkroom/lib/http/contract-route";
import { CreateGalleryContract, ListGalleriesContract } from "@darkroom/lib/http/contracts/galleries";
import { createGallery, describeGallery, listGalleries } from "@darkroom/lib/domain/galleries/galleries";

// GET /api/v1/galleries — the account's galleries, newest first, with their review URLs
export const GET = handle(ListGalleriesContract, async ({ request, caller }) => {
  const { galleries, nextCursor } = await listGalleries({ accountId: caller.account.id, query: readQuery(ListGalleriesContract, request) });
  return { galleries: galleries.map((g) => describeGallery(g, baseUrlOf(request))), next_cursor: nextCursor };
});

// POST /api/v1/galleries — create a gallery from Vault assets
export const POST = handle(CreateGalleryContract, async ({ request, caller }) => {
  const input = await readBody(CreateGalleryContract, request);
  return describeGallery(await createGallery({ accountId: caller.account.id, input }), baseUrlOf(request));
});
