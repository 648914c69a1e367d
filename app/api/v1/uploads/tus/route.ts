import { handle } from "@darkroom/lib/http/contract-route";
import { TusCreateContract, TusOptionsContract } from "@darkroom/lib/http/contracts/tus";
import { createTusUpload, tusOptions, withTusResumable } from "@darkroom/lib/http/handle-tus";

// POST /api/v1/uploads/tus — start a resumable upload (tus 1.0.0 creation, creation-with-upload)
export const POST = withTusResumable(handle(TusCreateContract, createTusUpload));

// OPTIONS /api/v1/uploads/tus — tus discovery: version, extensions, largest upload
export const OPTIONS = handle(TusOptionsContract, ({ request }) => tusOptions(request));
