import { describeStored, listVault } from "@/lib/domain/vault/assets";
import { AssetListView, ListAssetsQuery, StoreAssetsInput, StoredView } from "@/lib/domain/vault/schema";
import { storeJobOutputs } from "@/lib/domain/vault/store-outputs";
import { defineTool, READ_ONLY } from "../define-tool";
import { jsonResult } from "../results";

export const listAssets = defineTool({
  name: "list_assets",
  title: "List the Vault",
  description: "Lists the assets kept in the Vault, newest first (page with `cursor` = the last `next_cursor`), and how much room is used and left.",
  input: ListAssetsQuery,
  output: AssetListView,
  annotations: READ_ONLY,
  run: async (query, ctx) => jsonResult(await listVault({ account: ctx.caller.account, query, baseUrl: ctx.baseUrl })),
});

export const storeOutputs = defineTool({
  name: "store_outputs",
  title: "Keep a job's outputs in the Vault",
  description:
    "Stores every file a complete job or run made (`job_id`: a job_… or run_… id) in the Vault, as assets a gallery can show. Storing it again " +
    "answers the assets it already made. Refused with vault_full, storing nothing, when they do not fit the plan's capacity.",
  input: StoreAssetsInput,
  output: StoredView,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  run: async ({ job_id }, ctx) => {
    const stored = await storeJobOutputs({ account: ctx.caller.account, jobId: job_id });
    return jsonResult(await describeStored({ account: ctx.caller.account, stored, baseUrl: ctx.baseUrl }));
  },
});
