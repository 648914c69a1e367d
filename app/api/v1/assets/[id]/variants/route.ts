import { baseUrlOf } from "@darkroom/lib/http/base-url";
import { handle, readBody } from "@darkroom/lib/http/contract-route";
import { VariantsContract } from "@darkroom/lib/http/contracts/delivery";
import { variantUrls } from "@darkroom/lib/domain/delivery/links";
import { VariantsBody } from "@darkroom/lib/domain/delivery/schema";

export * from "@darkroom/lib/http/method-not-allowed";

// POST /api/v1/assets/{id}/variants — stable delivery URLs for transforms of an image; rendered on first request
export const POST = handle(VariantsContract, async ({ request, caller, params }) =>
  variantUrls({ accountId: caller.account.id, assetId: params.id, input: await readBody({ body: VariantsBody }, request), baseUrl: baseUrlOf(request) }),
);
