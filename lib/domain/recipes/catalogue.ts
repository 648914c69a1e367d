import type { LineOutput, StepInput } from "@/lib/domain/lines/schema";

export type CatalogueRecipe = { id: string; name: string; description: string; steps: StepInput[]; output: LineOutput | null };

/** The six lines every account can run; read-only, shipped with the service. */
export const CATALOGUE_RECIPES: CatalogueRecipe[] = [
  {
    id: "rcp_product-photo",
    name: "Product photo",
    description: "Cut the product out onto plain white, crop it square around the subject, size it for a shop and save as WebP.",
    steps: [
      // Shops want an opaque white ground: the cut-out is put on white here, as resize's background only pads.
      { tool: "background-remover", options: { background: "#ffffff" } },
      { tool: "crop", options: { aspect: "1:1", strategy: "attention" } },
      { tool: "resize", options: { width: 1200, height: 1200, fit: "contain", background: "#ffffff" } },
    ],
    output: { format: "webp", quality: 85 },
  },
  {
    id: "rcp_web-optimize",
    name: "Web optimize",
    description: "Scale down to at most 1600 px wide and compress to a light WebP.",
    steps: [
      { tool: "resize", options: { width: 1600, without_enlargement: true } },
      { tool: "compress", options: { format: "webp", quality: 78 } },
    ],
    output: null,
  },
  {
    id: "rcp_social-square",
    name: "Social square",
    description: "A 1080×1080 crop that keeps the interesting part, as JPEG for every network.",
    steps: [{ tool: "crop", options: { width: 1080, height: 1080, strategy: "attention" } }],
    output: { format: "jpeg", quality: 88 },
  },
  {
    id: "rcp_accessible-image",
    name: "Accessible image",
    description: "A web-sized copy of the image plus alt text describing it for screen readers.",
    steps: [
      { tool: "resize", options: { width: 1600, without_enlargement: true } },
      { tool: "alt-text", options: { max_length: 250 } },
    ],
    output: null,
  },
  {
    id: "rcp_video-preview",
    name: "Video preview",
    description: "The first five seconds of a clip as a WebM preview.",
    steps: [{ tool: "trim", options: { start: 0, end: 5, format: "webm" } }],
    output: { format: "webm" },
  },
  {
    id: "rcp_document-text",
    name: "Document text",
    description: "Read the text of a scanned page or a photo of a document.",
    steps: [{ tool: "extract-text", options: { mode: "auto" } }],
    output: null,
  },
];

export function findCatalogueRecipe(id: string): CatalogueRecipe | undefined {
  return CATALOGUE_RECIPES.find((r) => r.id === id);
}
