import { defineRoute, ok } from "@/lib/http/contract";
import { CreateGalleryInput, DeletedGalleryView, GalleryFeedbackView, GalleryListView, GalleryView, ListGalleriesQuery, UpdateGalleryInput } from "@/lib/domain/galleries/schema";

const GalleryPath = "/api/v1/galleries/{id}";

export const ListGalleriesContract = defineRoute({
  method: "GET",
  path: "/api/v1/galleries",
  summary: "Galleries with their public review URLs, newest first",
  auth: "key",
  query: ListGalleriesQuery,
  responses: { 200: ok(GalleryListView) },
  errors: [],
});

export const CreateGalleryContract = defineRoute({
  method: "POST",
  path: "/api/v1/galleries",
  summary: "Create a gallery from Vault assets",
  auth: "key",
  body: CreateGalleryInput,
  responses: { 201: ok(GalleryView, "Created") },
  errors: ["not_found"],
});

export const GetGalleryContract = defineRoute({
  method: "GET",
  path: GalleryPath,
  summary: "Read a gallery",
  auth: "key",
  responses: { 200: ok(GalleryView) },
  errors: [],
});

export const UpdateGalleryContract = defineRoute({
  method: "PATCH",
  path: GalleryPath,
  summary: "Rename, reorder, change assets, expiry, password, downloads",
  auth: "key",
  body: UpdateGalleryInput,
  responses: { 200: ok(GalleryView) },
  errors: [],
});

export const DeleteGalleryContract = defineRoute({
  method: "DELETE",
  path: GalleryPath,
  summary: "Delete a gallery and its feedback (the assets stay in the Vault)",
  auth: "key",
  responses: { 200: ok(DeletedGalleryView, "Deleted") },
  errors: [],
});

export const RotateLinkContract = defineRoute({
  method: "POST",
  path: `${GalleryPath}/rotate-link`,
  summary: "Issue a new review link; the old one stops working",
  auth: "key",
  responses: { 200: ok(GalleryView) },
  errors: [],
});

export const GalleryFeedbackContract = defineRoute({
  method: "GET",
  path: `${GalleryPath}/feedback`,
  summary: "Reviewers' favourites, approvals and comments",
  auth: "key",
  responses: { 200: ok(GalleryFeedbackView) },
  errors: [],
});
