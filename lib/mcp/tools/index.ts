import type { Tool } from "../define-tool";
import { getAccount } from "./account";
import { convert } from "./convert";
import { createGallery, listGalleries } from "./galleries";
import { getJob } from "./jobs";
import { getRun, listRecipes, runLine } from "./lines";
import { getBatch, runBatch } from "./batches";
import { listSkills, runSkill } from "./skills";
import { uploadFile } from "./upload-file";
import { searchVault, storeOutputs } from "./vault";

/** Every MCP tool, in the order clients list them: discover, upload, work, poll, keep, share, account. */
export const TOOLS: Tool[] = [
  listSkills,
  listRecipes,
  uploadFile,
  runSkill,
  convert,
  runLine,
  runBatch,
  getJob,
  getRun,
  getBatch,
  searchVault,
  storeOutputs,
  createGallery,
  listGalleries,
  getAccount,
];
