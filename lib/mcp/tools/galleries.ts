import { createGallery as createGalleryRow, describeGallery, listGalleries as listGalleryRows } from "@/lib/domain/galleries/galleries";
import { CreateGalleryInput, GalleryListView, GalleryView, ListGalleriesQuery } from "@/lib/domain/galleries/schema";
import { defineTool, READ_ONLY } from "../define-tool";
import { jsonResult } from "../results";

export const createGallery = defineTool({
  name: "create_gallery",
  title: "Create a gallery",
  description:
    "Creates a client gallery from Vault assets (ids from search_vault or store_outputs, in display order) and answers its public " +
    "`review_url`. Optionally a password, an expiry time and whether reviewers may download the originals.",
  input: CreateGalleryInput,
  output: GalleryView,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  answersSecret: true,
  run: async (input, ctx) => jsonResult(describeGallery(await createGalleryRow({ accountId: ctx.caller.account.id, input }), ctx.baseUrl)),
});

export const listGalleries = defineTool({
  name: "list_galleries",
  title: "List galleries",
  description: "Lists the account's galleries, newest first, with their public review URLs (page with `cursor` = the last `next_cursor`).",
  input: ListGalleriesQuery,
  output: GalleryListView,
  annotations: READ_ONLY,
  run: async (query, ctx) => {
    const { galleries, nextCursor } = await listGalleryRows({ accountId: ctx.caller.account.id, query });
    return jsonResult({ galleries: galleries.map((g) => describeGallery(g, ctx.baseUrl)), next_cursor: nextCursor });
  },
});
