import { GetAccountContract, SetupContract, SignInContract, SignOutContract, SignUpContract } from "@/lib/http/contracts/accounts";
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
import { defineRoute, ok, type RouteContract } from "./contract";

export const OpenApiContract = defineRoute({
  method: "GET",
  path: "/api/v1/openapi.json",
  summary: "This OpenAPI document",
  auth: "none",
  responses: { 200: ok(null, "An OpenAPI 3.1 document") },
  errors: [],
});

const HealthContract = defineRoute({
  method: "GET",
  path: "/api/health",
  summary: "Readiness: each dependency (database, redis, storage) up or down, disk space and the ffmpeg in use; 503 while the database or storage is down",
  auth: "none",
  responses: { 200: ok(null, "Serving: status ok, or degraded with warnings (Redis down, disk low)") },
  errors: ["unavailable"],
});

const LivenessContract = defineRoute({
  method: "GET",
  path: "/api/health/live",
  summary: "Liveness: the process answers, whatever its dependencies say",
  auth: "none",
  responses: { 200: ok(null, "Alive") },
  errors: [],
});

const McpContract = defineRoute({
  method: "POST",
  path: "/api/mcp",
  summary: "MCP (Streamable HTTP) for agents, same keys and limits",
  auth: "key-only",
  responses: { 200: ok(null, "A JSON-RPC answer, or an event stream") },
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
  HealthContract,
  LivenessContract,
  McpContract,
];

type PathPattern = { segments: (string | null)[]; params: number; methods: Set<string> };

/** Every contracted path split once, by segment count (a param is null), with the methods it answers: every request is checked against them. */
const patternsByLength = (() => {
  const byPath = new Map<string, PathPattern>();
  for (const { path, method } of CONTRACTS) {
    const segments = path.split("/").map((segment) => (/^\{\w+\}$/.test(segment) ? null : segment));
    const pattern = byPath.get(path) ?? { segments, params: segments.filter((s) => s === null).length, methods: new Set<string>() };
    pattern.methods.add(method);
    byPath.set(path, pattern);
  }
  const byLength = new Map<number, PathPattern[]>();
  for (const pattern of byPath.values()) byLength.set(pattern.segments.length, [...(byLength.get(pattern.segments.length) ?? []), pattern]);
  return byLength;
})();

/** The methods a path answers, from the contracts of its most specific pattern; empty for an unknown path. */
export function methodsOf(pathname: string): string[] {
  const got = pathname.replace(/\/+$/, "").split("/");
  const candidates = (patternsByLength.get(got.length) ?? []).filter(({ segments }) => segments.every((segment, i) => (segment === null ? got[i] !== "" : segment === got[i])));
  if (!candidates.length) return [];
  const fewestParams = Math.min(...candidates.map((c) => c.params));
  const methods = new Set(candidates.filter((c) => c.params === fewestParams).flatMap((c) => [...c.methods]));
  // Next.js answers HEAD for every GET route.
  if (methods.has("GET")) methods.add("HEAD");
  return [...methods].sort();
}
