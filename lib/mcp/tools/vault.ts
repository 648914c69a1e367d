import { describeStored, listVault } from "@/lib/domain/vault/assets";
import { AssetListView, ListAssetsQuery, StoreAssetsInput, StoredView } from "@/lib/domain/vault/schema";
import { storeJobOutputs } from "@/lib/domain/vault/store-outputs";
import { defineTool, READ_ONLY } from "../define-tool";
import { jsonResult } from "../results";

export const searchVault = defineTool({
  name: "search_vault",
  title: "Search the Vault",
  description:
    "Finds assets kept in the Vault: `q` (words in the name, tags, folder, camera, lens or description), `tag`, `folder` (with its subfolders, " +
    "such as clients/anna), `type` (image, video, audio, text), `taken_after`/`taken_before` (a day or ISO time) and `sort` (-created_at, " +
    "created_at, name, size, taken_at, each also reversed with -). Without filters it lists everything, newest first. Page with `cursor` = " +
    "the last `next_cursor`. Also answers how much room is used and left.",
  input: ListAssetsQuery,
  output: AssetListView,
  annotations: READ_ONLY,
  run: async (query, ctx) => jsonResult(await listVault({ account: ctx.caller.account, query, baseUrl: ctx.baseUrl })),
});

export const storeOutputs = defineTool({
  name: "store_outputs",
  title: "Keep a job's outputs in the Vault",
  description:
    "Stores every file a complete job or run made (`job_id`: a job_… or run_… id) in the Vault, as assets a gallery can show, in `folder` " +
    "with `tags`. GPS location is removed from stored photos unless `keep_location` is true. Storing it again answers the assets it " +
    "already made. Refused with vault_full, storing nothing, when they do not fit the plan's capacity.",
  input: StoreAssetsInput,
  output: StoredView,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  run: async ({ job_id, folder = "", tags = [], keep_location = false }, ctx) => {
    const stored = await storeJobOutputs({ account: ctx.caller.account, jobId: job_id, placement: { folder, tags, keepLocation: keep_location } });
    return jsonResult(await describeStored({ account: ctx.caller.account, stored, baseUrl: ctx.baseUrl }));
  },
});
