import { defineRoute, ok } from "@/lib/http/contract";
import { CreateGalleryInput, DeletedGalleryView, GalleryFeedbackView, GalleryListView, GalleryView, ListGalleriesQuery, UpdateGalleryInput } from "@/lib/domain/galleries/schema";

const GalleryPath = "/api/v1/galleries/{id}";

export const ListGalleriesContract = defineRoute({
  method: "GET",
  path: "/api/v1/galleries",
  operationId: "listGalleries",
  tags: ["Galleries"],
  summary: "Galleries with their public review URLs, newest first",
  description: "The account's galleries, newest first, each with its public review URL.",
  auth: "key",
  query: ListGalleriesQuery,
  responses: { 200: ok(GalleryListView) },
  errors: [],
});

export const CreateGalleryContract = defineRoute({
  method: "POST",
  path: "/api/v1/galleries",
  operationId: "createGallery",
  tags: ["Galleries"],
  summary: "Create a gallery from Vault assets",
  description:
    "Creates a review gallery of Vault assets. Its `review_url` is a public page where clients mark favourites, approve and comment; `expires_at`, `password` and `allow_download` shape what they may do.",
  auth: "key",
  body: CreateGalleryInput,
  responses: { 201: ok(GalleryView, "Created") },
  // `review_url` is a bearer link: whoever holds it sees the gallery.
  answersSecret: true,
  errors: ["not_found"],
});

export const GetGalleryContract = defineRoute({
  method: "GET",
  path: GalleryPath,
  operationId: "getGallery",
  tags: ["Galleries"],
  summary: "Read a gallery",
  description: "One gallery with its assets, settings and review URL.",
  auth: "key",
  responses: { 200: ok(GalleryView) },
  errors: [],
});

export const UpdateGalleryContract = defineRoute({
  method: "PATCH",
  path: GalleryPath,
  operationId: "updateGallery",
  tags: ["Galleries"],
  summary: "Rename, reorder, change assets, expiry, password, downloads",
  description: "Renames a gallery, changes or reorders its assets, or sets its expiry, password and whether reviewers may download.",
  auth: "key",
  body: UpdateGalleryInput,
  responses: { 200: ok(GalleryView) },
  errors: [],
});

export const DeleteGalleryContract = defineRoute({
  method: "DELETE",
  path: GalleryPath,
  operationId: "deleteGallery",
  tags: ["Galleries"],
  summary: "Delete a gallery and its feedback (the assets stay in the Vault)",
  description: "Deletes a gallery and its reviewers' feedback; its review link stops working. The assets stay in the Vault.",
  auth: "key",
  responses: { 200: ok(DeletedGalleryView, "Deleted") },
  errors: [],
});

export const RotateLinkContract = defineRoute({
  method: "POST",
  path: `${GalleryPath}/rotate-link`,
  operationId: "rotateGalleryLink",
  tags: ["Galleries"],
  summary: "Issue a new review link; the old one stops working",
  description: "Issues a new review URL for the gallery; the old one stops working at once.",
  auth: "key",
  responses: { 200: ok(GalleryView) },
  answersSecret: true,
  errors: [],
});

export const GalleryFeedbackContract = defineRoute({
  method: "GET",
  path: `${GalleryPath}/feedback`,
  operationId: "getGalleryFeedback",
  tags: ["Galleries"],
  summary: "Reviewers' favourites, approvals and comments",
  description: "What reviewers said: favourites, approvals and comments, per asset and reviewer.",
  auth: "key",
  responses: { 200: ok(GalleryFeedbackView) },
  errors: [],
});
