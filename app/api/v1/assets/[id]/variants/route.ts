import { baseUrlOf } from "@/lib/http/base-url";
import { handle, readBody } from "@/lib/http/contract-route";
import { VariantsContract } from "@/lib/http/contracts/delivery";
import { variantUrls } from "@/lib/domain/delivery/links";
import { VariantsBody } from "@/lib/domain/delivery/schema";

export * from "@/lib/http/method-not-allowed";

// POST /api/v1/assets/{id}/variants — stable delivery URLs for transforms of an image; rendered on first request
export const POST = handle(VariantsContract, async ({ request, caller, params }) =>
  variantUrls({ accountId: caller.account.id, assetId: params.id, input: await readBody({ body: VariantsBody }, request), baseUrl: baseUrlOf(request) }),
);
