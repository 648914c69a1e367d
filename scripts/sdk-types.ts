// npm run sdk:types writes the SDK's types from the contract; npm run sdk:check-types fails when they
// differ from what the current contract yields. The document is built in-process, not fetched.
import fs from "node:fs";
import path from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import { buildOpenApiDocument } from "@/lib/http/openapi";

const TARGET = path.resolve(import.meta.dirname, "../packages/sdk/src/generated/openapi.ts");
const BANNER = "// Generated from Darkroom's OpenAPI document by `npm run sdk:types` (openapi-typescript). Do not edit.\n\n";

async function generate(): Promise<string> {
  // The server URL does not reach the types; a fixed one keeps the output stable.
  const document = buildOpenApiDocument("http://localhost:3000");
  const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]);
  return BANNER + astToString(ast);
}

async function main(): Promise<void> {
  const generated = await generate();
  if (process.argv.includes("--write")) {
    fs.writeFileSync(TARGET, generated);
    console.log(`wrote ${path.relative(process.cwd(), TARGET)} (${generated.length} characters)`);
    return;
  }
  const committed = fs.existsSync(TARGET) ? fs.readFileSync(TARGET, "utf8") : "";
  if (committed !== generated) {
    console.error(`${path.relative(process.cwd(), TARGET)} differs from the current contract: run \`npm run sdk:types\` and commit the result.`);
    process.exit(1);
  }
  console.log("SDK types match the contract.");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
