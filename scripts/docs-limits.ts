// npm run docs:limits — writes docs/limits.md from the one table of limits (a unit test fails when the committed file differs).
import fs from "node:fs";
import path from "node:path";
import { limitsMarkdown } from "@/lib/http/limits-markdown";

const target = path.resolve(import.meta.dirname, "../docs/limits.md");
fs.writeFileSync(target, limitsMarkdown());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
