import type { DocOperation } from "./openapi-operations";

const PATH_PLACEHOLDERS: Record<string, string> = {
  jobs: "$JOB_ID",
  runs: "$RUN_ID",
  recipes: "$RECIPE_ID",
  assets: "$ASSET_ID",
  galleries: "$GALLERY_ID",
  keys: "$KEY_ID",
  files: "$FILE_ID",
  tus: "$UPLOAD_ID",
};

// Hand-picked bodies for the calls people make first; the rest get their required fields.
const EXAMPLE_BODIES: Record<string, Record<string, unknown>> = {
  "POST /api/v1/assets": { job_id: "$JOB_ID" },
  "POST /api/v1/galleries": { name: "Harbour shoot", asset_ids: ["$ASSET_ID"] },
  "PATCH /api/v1/galleries/{id}": { password: "a-secret", allow_download: true },
  "POST /api/v1/runs": { url: "https://example.com/photo.jpg", steps: [{ tool: "grayscale", options: {} }] },
  "POST /api/v1/keys": { name: "laptop" },
  "POST /api/auth/signup": { email: "you@example.com", password: "a-long-password" },
  "POST /api/auth/signin": { email: "you@example.com", password: "a-long-password" },
};

const EXAMPLE_FORM_FIELDS: Record<string, string[]> = {
  "POST /api/v1/convert": ["file=@photo.jpg", "format=webp", "width=1200"],
  "POST /api/v1/run/{skill}": ["file=@photo.jpg"],
  "POST /api/v1/uploads": ["file=@photo.jpg"],
  "POST /api/v1/runs": ["file=@photo.jpg", 'steps=[{"tool":"grayscale","options":{}}]'],
};

function fillPath(path: string): string {
  return path.replace(/\/([a-z-]+)\/\{(\w+)\}/g, (_, resource: string, name: string) =>
    name === "skill" ? `/${resource}/grayscale` : `/${resource}/${PATH_PLACEHOLDERS[resource] ?? `$${name.toUpperCase()}`}`,
  );
}

function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/** A curl command for one operation against this server, with the key or session it needs. */
export function buildCurlExample({ baseUrl, op }: { baseUrl: string; op: DocOperation }): string {
  const key = `${op.method.toUpperCase()} ${op.path}`;
  // curl -X HEAD waits for a body that never comes; -I sends HEAD and stops after the headers.
  const verb = op.method === "get" ? "" : op.method === "head" ? " -I" : ` -X ${op.method.toUpperCase()}`;
  const lines = [`curl${verb} "${baseUrl}${fillPath(op.path)}"`];
  if (op.auth === "key") lines.push(`-H "Authorization: Bearer $DARKROOM_API_KEY"`);
  if (op.auth === "session") lines.push(`-H "Origin: ${baseUrl}" --cookie "dr_session=$SESSION"`);
  for (const header of op.headers) lines.push(`-H "${header.name}: ${header.example}"`);
  if (op.rawBody && op.method === "patch") lines.push(`-H "Content-Type: ${op.rawBody}"`, "--data-binary @video.mp4");
  const form = EXAMPLE_FORM_FIELDS[key];
  const json = EXAMPLE_BODIES[key] ?? (op.requiredFields.length ? Object.fromEntries(op.requiredFields.map((field) => [field, `$${field.toUpperCase()}`])) : null);
  if (form && op.multipart) {
    for (const field of form) lines.push(`-F ${shellQuote(field)}`);
  } else if (json && op.hasJsonBody) {
    lines.push(`-H "Content-Type: application/json"`, `-d ${shellQuote(JSON.stringify(json))}`);
  }
  return lines.join(" \\\n  ");
}
