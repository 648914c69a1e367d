import { baseUrlOf } from "@/lib/api/base-url";
import { parseJsonBody } from "@/lib/api/body";
import { withApi } from "@/lib/api/with-api";
import { deleteGallery, describeGallery, getGalleryOrThrow, updateGallery } from "@/lib/galleries/galleries";
import { UpdateGalleryInput } from "@/lib/galleries/schema";

// GET /api/v1/galleries/{id} — one gallery with its review URL
export const GET = withApi<{ id: string }>(async ({ request, caller, params }) =>
  describeGallery(await getGalleryOrThrow({ accountId: caller.account.id, galleryId: params.id }), baseUrlOf(request)),
);

// PATCH /api/v1/galleries/{id} — rename, reorder, add or remove assets, set expiry, password and downloads
export const PATCH = withApi<{ id: string }>(async ({ request, caller, params }) => {
  const input = await parseJsonBody(request, UpdateGalleryInput);
  return describeGallery(await updateGallery({ accountId: caller.account.id, galleryId: params.id, input }), baseUrlOf(request));
});

// DELETE /api/v1/galleries/{id} — delete a gallery and its feedback (the assets stay in the Vault)
export const DELETE = withApi<{ id: string }>(async ({ caller, params }) => deleteGallery({ accountId: caller.account.id, galleryId: params.id }));
