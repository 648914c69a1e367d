import type { Progress } from "./types.js";

const FRAMES = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"];
const BAR_WIDTH = 24;

/** Uploads and waits as a redrawn bar on a terminal, as a few plain lines (each quarter, each new status) otherwise. */
export class ProgressReporter {
  private text = "";
  private frame = 0;
  private timer: ReturnType<typeof setInterval> | undefined;
  private lastQuarter = -1;
  private lastStatus = "";

  constructor(
    private readonly stream: NodeJS.WriteStream,
    private readonly tty: boolean = Boolean(stream.isTTY),
  ) {}

  /** A step with no measure of its own (sending a small file, the server's wait). */
  step(text: string): void {
    if (this.tty) return this.draw(text);
    this.stream.write(`${text}\n`);
  }

  report = (progress: Progress): void => {
    if (progress.stage === "batch") {
      const { complete, failed } = progress.counts;
      const ended = complete + failed;
      const share = progress.itemCount === 0 ? 1 : ended / progress.itemCount;
      const counts = `${ended} of ${progress.itemCount} done${failed ? ` (${failed} failed)` : ""}`;
      if (this.tty) return this.draw(`${progress.id} ${bar(share)} ${counts}`);
      const quarter = Math.floor(share * 4);
      if (quarter !== this.lastQuarter || progress.status !== this.lastStatus) this.stream.write(`${progress.id} ${progress.status}: ${counts}\n`);
      this.lastQuarter = quarter;
      this.lastStatus = progress.status;
      return;
    }
    if (progress.stage === "upload") {
      const share = progress.bytesTotal === 0 ? 1 : progress.bytesSent / progress.bytesTotal;
      // Every byte is out: the server now checks the file and, for a waiting call, does the work.
      if (share >= 1) return this.processing();
      const amounts = `${formatBytes(progress.bytesSent)} of ${formatBytes(progress.bytesTotal)}`;
      if (this.tty) return this.draw(`uploading ${bar(share)} ${Math.floor(share * 100)}% ${amounts}`);
      const quarter = Math.floor(share * 4);
      if (quarter !== this.lastQuarter) this.stream.write(`uploaded ${Math.floor(share * 100)}% (${amounts})\n`);
      this.lastQuarter = quarter;
      return;
    }
    const percent = progress.progress === null ? "" : ` ${Math.round(progress.progress * 100)}%`;
    if (this.tty) return this.draw(`${progress.id} ${progress.status}${percent}`);
    if (progress.status !== this.lastStatus) this.stream.write(`${progress.id} ${progress.status}\n`);
    this.lastStatus = progress.status;
  };

  private processing(): void {
    if (this.tty) return this.draw("processing on the server…");
    if (this.lastQuarter !== 4) this.stream.write("uploaded 100%, processing on the server\n");
    this.lastQuarter = 4;
  }

  /** Clears the bar, so what follows starts on a clean line. */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    if (this.tty && this.text) this.stream.write("\r\x1b[2K");
    this.text = "";
  }

  private draw(text: string): void {
    this.text = text;
    this.timer ??= setInterval(() => this.render(), 120).unref();
    this.render();
  }

  private render(): void {
    this.frame = (this.frame + 1) % FRAMES.length;
    this.stream.write(`\r\x1b[2K${FRAMES[this.frame]} ${this.text}`);
  }
}

function bar(share: number): string {
  const filled = Math.round(Math.min(1, share) * BAR_WIDTH);
  return `[${"#".repeat(filled)}${"-".repeat(BAR_WIDTH - filled)}]`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1000 * 1000) return `${(bytes / 1000).toFixed(1)} kB`;
  if (bytes < 1000 ** 3) return `${(bytes / 1000 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1000 ** 3).toFixed(2)} GB`;
}
