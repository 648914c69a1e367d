import { GetAccountContract, SessionModeContract, SetupContract, SignInContract, SignOutContract, SignUpContract } from "@/lib/http/contracts/accounts";
import { ConvertContract } from "@/lib/http/contracts/convert";
import { DeliverContract, DeliverySecretContract, HeadDeliverContract, VariantsContract } from "@/lib/http/contracts/delivery";
import { LedgerContract } from "@/lib/http/contracts/credits";
import { BatchArchiveContract, CancelBatchContract, GetBatchContract, StartBatchContract } from "@/lib/http/contracts/batches";
import { DownloadFileContract, HeadFileContract } from "@/lib/http/contracts/files";
import {
  CreateGalleryContract,
  DeleteGalleryContract,
  GalleryFeedbackContract,
  GetGalleryContract,
  ListGalleriesContract,
  RotateLinkContract,
  UpdateGalleryContract,
} from "@/lib/http/contracts/galleries";
import { CancelJobContract, ForgetUploadContract, ForgetUploadsContract, GetJobContract, ListUploadsContract, UploadContract } from "@/lib/http/contracts/jobs";
import { CreateKeyContract, ListKeysContract, RevokeKeyContract } from "@/lib/http/contracts/keys";
import { CreateRecipeContract, DeleteRecipeContract, GetRecipeContract, ListRecipesContract, UpdateRecipeContract } from "@/lib/http/contracts/recipes";
import { CancelRunContract, GetRunContract, ResumeRunContract, StartRunContract } from "@/lib/http/contracts/runs";
import { McpContract } from "@/lib/http/contracts/mcp";
import { CreateUploadTokenContract, ListUploadTokensContract, RevokeUploadTokenContract } from "@/lib/http/contracts/upload-tokens";
import { ListSkillsContract, RunSkillContract } from "@/lib/http/contracts/skills";
import { TusCreateContract, TusDeleteContract, TusHeadContract, TusOptionsContract, TusPatchContract } from "@/lib/http/contracts/tus";
import {
  ArchiveAssetsContract,
  AssetFoldersContract,
  BulkAssetsContract,
  DeleteAssetContract,
  GetAssetContract,
  ListAssetsContract,
  StoreAssetsContract,
  UpdateAssetContract,
} from "@/lib/http/contracts/vault";
import {
  CreateWebhookContract,
  DeleteWebhookContract,
  GetWebhookContract,
  ListDeliveriesContract,
  ListWebhooksContract,
  RetryDeliveryContract,
  RotateWebhookSecretContract,
  TestWebhookContract,
  UpdateWebhookContract,
} from "@/lib/http/contracts/webhooks";
import { defineRoute, type RouteContract } from "./contract";

export const OpenApiContract = defineRoute({
  method: "GET",
  path: "/api/v1/openapi.json",
  operationId: "getOpenApiDocument",
  tags: ["Service"],
  summary: "This OpenAPI document",
  description: "This OpenAPI 3.1 document, generated from the route contracts; `info.x-limits` lists every limit the server enforces with its values.",
  auth: "none",
  responses: { 200: { description: "An OpenAPI 3.1 document", schema: null, contentType: "application/json" } },
  errors: [],
});

const HealthContract = defineRoute({
  method: "GET",
  path: "/api/health",
  operationId: "getHealth",
  tags: ["Service"],
  summary: "Readiness: each dependency up or down, disk space and the ffmpeg in use",
  description: "Readiness for load balancers and the CLI: `database`, `redis` and `storage` each `up` or `down` (Redis `none` when not configured), the drivers, the disk's free space against DISK_FREE_MIN_BYTES and the ffmpeg in use. 503 `unavailable` with Retry-After while the database or the storage is down; Redis down or a low disk is 200 with `status: degraded` and a warning.",
  auth: "none",
  responses: { 200: { description: "Serving: status ok, or degraded with warnings (Redis down, disk low)", schema: null, contentType: "application/json" } },
  errors: ["unavailable"],
});

const LivenessContract = defineRoute({
  method: "GET",
  path: "/api/health/live",
  operationId: "getLiveness",
  tags: ["Service"],
  summary: "Liveness: the process answers, whatever its dependencies say",
  description: "200 while the process answers requests; it checks no dependency, so a supervisor restarts the process only when this fails.",
  auth: "none",
  responses: { 200: { description: "Alive", schema: null, contentType: "application/json" } },
  errors: [],
});


/** Every endpoint of the service, in the order the docs show them. */
export const CONTRACTS: readonly RouteContract[] = [
  GetAccountContract,
  OpenApiContract,
  ListSkillsContract,
  RunSkillContract,
  ConvertContract,
  UploadContract,
  ListUploadsContract,
  ForgetUploadsContract,
  ForgetUploadContract,
  CreateUploadTokenContract,
  ListUploadTokensContract,
  RevokeUploadTokenContract,
  TusOptionsContract,
  TusCreateContract,
  TusHeadContract,
  TusPatchContract,
  TusDeleteContract,
  GetJobContract,
  CancelJobContract,
  DownloadFileContract,
  HeadFileContract,
  StartRunContract,
  GetRunContract,
  ResumeRunContract,
  CancelRunContract,
  StartBatchContract,
  GetBatchContract,
  CancelBatchContract,
  BatchArchiveContract,
  ListRecipesContract,
  CreateRecipeContract,
  GetRecipeContract,
  UpdateRecipeContract,
  DeleteRecipeContract,
  LedgerContract,
  ListAssetsContract,
  StoreAssetsContract,
  AssetFoldersContract,
  BulkAssetsContract,
  ArchiveAssetsContract,
  GetAssetContract,
  UpdateAssetContract,
  DeleteAssetContract,
  VariantsContract,
  DeliverySecretContract,
  DeliverContract,
  HeadDeliverContract,
  ListGalleriesContract,
  CreateGalleryContract,
  GetGalleryContract,
  UpdateGalleryContract,
  DeleteGalleryContract,
  RotateLinkContract,
  GalleryFeedbackContract,
  ListWebhooksContract,
  CreateWebhookContract,
  GetWebhookContract,
  UpdateWebhookContract,
  DeleteWebhookContract,
  RotateWebhookSecretContract,
  TestWebhookContract,
  ListDeliveriesContract,
  RetryDeliveryContract,
  ListKeysContract,
  CreateKeyContract,
  RevokeKeyContract,
  SignUpContract,
  SetupContract,
  SignInContract,
  SignOutContract,
  SessionModeContract,
  HealthContract,
  LivenessContract,
  McpContract,
];

type PathPattern = { segments: (string | null)[]; params: number; contracts: RouteContract[] };

/** Every contracted path split once, by segment count (a param is null), with its contracts: every request is checked against them. */
const patternsByLength = (() => {
  const byPath = new Map<string, PathPattern>();
  for (const contract of CONTRACTS) {
    const segments = contract.path.split("/").map((segment) => (/^\{\w+\}$/.test(segment) ? null : segment));
    const pattern = byPath.get(contract.path) ?? { segments, params: segments.filter((s) => s === null).length, contracts: [] };
    pattern.contracts.push(contract);
    byPath.set(contract.path, pattern);
  }
  const byLength = new Map<number, PathPattern[]>();
  for (const pattern of byPath.values()) byLength.set(pattern.segments.length, [...(byLength.get(pattern.segments.length) ?? []), pattern]);
  return byLength;
})();

/** The contracts of a request path's most specific pattern (fewest params); empty for an unknown path. */
export function contractsAt(pathname: string): RouteContract[] {
  const got = pathname.replace(/\/+$/, "").split("/");
  const candidates = (patternsByLength.get(got.length) ?? []).filter(({ segments }) => segments.every((segment, i) => (segment === null ? got[i] !== "" : segment === got[i])));
  if (!candidates.length) return [];
  const fewestParams = Math.min(...candidates.map((c) => c.params));
  return candidates.filter((c) => c.params === fewestParams).flatMap((c) => c.contracts);
}

/** The methods a path answers, from the contracts of its most specific pattern; empty for an unknown path. */
export function methodsOf(pathname: string): string[] {
  const methods = new Set(contractsAt(pathname).map((contract) => contract.method as string));
  // Next.js answers HEAD for every GET route.
  if (methods.has("GET")) methods.add("HEAD");
  return [...methods].sort();
}
