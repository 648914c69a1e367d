import { baseUrlOf } from "@darkroom/lib/http/base-url";
import { handle, readBody } from "@darkroom/lib/http/contract-route";
import { CreateUploadTokenContract, ListUploadTokensContract } from "@darkroom/lib/http/contracts/upload-tokens";
import { TUS_PATH } from "@darkroom/lib/http/contracts/tus";
import { createUploadToken, describeUploadToken, listUploadTokens } from "@darkroom/lib/domain/upload-tokens/tokens";

// GET /api/v1/upload-tokens — the account's upload tokens (display fragments only)
export const GET = handle(ListUploadTokensContract, async ({ caller }) => ({ upload_tokens: (await listUploadTokens({ accountId: caller.account.id })).map(describeUploadToken) }));

// POST /api/v1/upload-tokens — issue a dut_ token for a browser; its plaintext is in this answer and never again
export const POST = handle(CreateUploadTokenContract, async ({ request, caller }) => {
  const input = await readBody(CreateUploadTokenContract, request);
  const { row, token } = await createUploadToken({
    accountId: caller.account.id,
    maxBytes: input.max_bytes,
    types: input.types,
    expiresInSeconds: input.expires_in,
    uses: input.uses,
    recipeId: input.recipe,
  });
  return { ...describeUploadToken(row), token, upload_url: `${baseUrlOf(request)}${TUS_PATH}` };
});
