import { baseUrlOf } from "@darkroom/lib/http/base-url";
import { handle, readBody } from "@darkroom/lib/http/contract-route";
import { DeleteGalleryContract, GetGalleryContract, UpdateGalleryContract } from "@darkroom/lib/http/contracts/galleries";
import { deleteGallery, describeGallery, getGalleryOrThrow, updateGallery } from "@darkroom/lib/domain/galleries/galleries";

// GET /api/v1/galleries/{id} — one gallery with its review URL
export const GET = handle(GetGalleryContract, async ({ request, caller, params }) =>
  describeGallery(await getGalleryOrThrow({ accountId: caller.account.id, galleryId: params.id }), baseUrlOf(request)),
);

// PATCH /api/v1/galleries/{id} — rename, reorder, add or remove assets, set expiry, password and downloads
export const PATCH = handle(UpdateGalleryContract, async ({ request, caller, params }) => {
  const input = await readBody(UpdateGalleryContract, request);
  return describeGallery(await updateGallery({ accountId: caller.account.id, galleryId: params.id, input }), baseUrlOf(request));
});

// DELETE /api/v1/galleries/{id} — delete a gallery and its feedback (the assets stay in the Vault)
export const DELETE = handle(DeleteGalleryContract, async ({ caller, params }) => deleteGallery({ accountId: caller.account.id, galleryId: params.id }));
