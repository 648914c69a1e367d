import fs from "node:fs";
import path from "node:path";
import type { FullResult, Reporter } from "@playwright/test/reporter";

const TAIL_LINES = 80;

/**
 * The web server's output (its build, start-up and one JSON line per request) would bury the test
 * report, so playwright.config.ts sends it to a file; this prints where, and its last lines when the run fails.
 */
export default class ServerLogReporter implements Reporter {
  private readonly logFile: string;

  constructor({ logFile }: { logFile: string }) {
    this.logFile = logFile;
  }

  onBegin(): void {
    console.log(`The web server's output goes to ${path.relative(process.cwd(), this.logFile)}`);
  }

  onEnd(result: FullResult): void {
    if (result.status === "passed" || !fs.existsSync(this.logFile)) return;
    const lines = fs.readFileSync(this.logFile, "utf8").trimEnd().split("\n");
    console.log(`\nThe web server's last ${Math.min(TAIL_LINES, lines.length)} of ${lines.length} lines (${this.logFile}):`);
    console.log(lines.slice(-TAIL_LINES).join("\n"));
  }
}
