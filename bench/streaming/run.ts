// npm run bench:streaming — uploads a 1 GiB file (a generated WAV, streamed: never held by this
// script either) through POST /api/v1/uploads, downloads it back through its signed /api/v1/files
// link, uploads it again as one tus PATCH, and samples the server's resident memory (VmRSS)
// meanwhile. Prints how much each grew it.
import fs from "node:fs";
import http from "node:http";
import { issueKey, machine, processTree, rssBytes, startBenchServer } from "../server";

const SIZE = Number(process.env.BENCH_BYTES ?? 1024 ** 3);
const PORT = Number(process.env.BENCH_PORT ?? 3597);
const CHUNK = 1024 * 1024;
const MB = 1024 * 1024;

/** A WAV header for `dataBytes` of 96 kHz stereo 32-bit PCM (about 23 minutes per GiB, under the media limits). */
function wavHeader(dataBytes: number): Buffer {
  const [rate, channels, bits] = [96_000, 2, 32];
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE((rate * channels * bits) / 8, 28);
  header.writeUInt16LE((channels * bits) / 8, 32);
  header.writeUInt16LE(bits, 34);
  header.write("data", 36);
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** Writes the WAV's samples to `request` (the same 1 MiB again and again, minding back-pressure), then `tail`. */
function writeSamples(request: http.ClientRequest, dataBytes: number, tail?: Buffer): void {
  const samples = Buffer.alloc(CHUNK);
  for (let i = 0; i < CHUNK; i += 4) samples.writeInt32LE(Math.round(Math.sin(i / 40) * 2 ** 28), i);
  let left = dataBytes;
  const writeMore = () => {
    while (left > 0) {
      const n = Math.min(CHUNK, left);
      left -= n;
      if (!request.write(n === CHUNK ? samples : samples.subarray(0, n))) return void request.once("drain", writeMore);
    }
    request.end(tail);
  };
  writeMore();
}

/** The same file through the resumable endpoint: a tus creation, then one streamed PATCH; answers the job id. */
async function tusUpload(base: string, key: string): Promise<string> {
  const tus = { authorization: `Bearer ${key}`, "tus-resumable": "1.0.0" };
  const created = await fetch(`${base}/api/v1/uploads/tus`, { method: "POST", headers: { ...tus, "upload-length": String(SIZE) } });
  if (created.status !== 201) throw new Error(`tus creation answered ${created.status}: ${await created.text()}`);
  return new Promise((resolve, reject) => {
    const request = http.request(created.headers.get("location")!, {
      method: "PATCH",
      headers: { ...tus, "upload-offset": "0", "content-type": "application/offset+octet-stream", "content-length": SIZE },
    });
    request.on("response", (response) => {
      response.resume();
      const jobId = response.headers["darkroom-job-id"];
      if (response.statusCode !== 204 || typeof jobId !== "string") reject(new Error(`tus PATCH answered ${response.statusCode}`));
      else resolve(jobId);
    });
    request.on("error", reject);
    request.write(wavHeader(SIZE - 44));
    writeSamples(request, SIZE - 44);
  });
}

/** Streams a multipart body whose one file part is the WAV; the same 1 MiB of samples is written again and again. */
function upload(base: string, key: string): Promise<{ id: string; outputs: { url: string; size_bytes: number }[] }> {
  const boundary = `bench${Date.now()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.wav"\r\nContent-Type: audio/wav\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const dataBytes = SIZE - 44;
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}/api/v1/uploads`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": head.length + SIZE + tail.length },
    });
    request.on("response", (response) => {
      const parts: Buffer[] = [];
      response.on("data", (part: Buffer) => parts.push(part));
      response.on("end", () => {
        const text = Buffer.concat(parts).toString();
        if (response.statusCode !== 201) reject(new Error(`upload answered ${response.statusCode}: ${text}`));
        else resolve(JSON.parse(text));
      });
    });
    request.on("error", reject);
    request.write(head);
    request.write(wavHeader(dataBytes));
    writeSamples(request, dataBytes, tail);
  });
}

function download(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get(url, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`download answered ${response.statusCode}`));
      let bytes = 0;
      response.on("data", (part: Buffer) => (bytes += part.length));
      response.on("end", () => resolve(bytes));
    }).on("error", reject);
  });
}

/** Runs `work` while sampling the process's RSS every 50 ms; answers the work's result and the peak. */
async function sampled<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peak: number; seconds: number }> {
  let peak = rssBytes(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 50);
  const started = performance.now();
  try {
    const result = await work();
    return { result, peak: Math.max(peak, rssBytes(pid)), seconds: (performance.now() - started) / 1000 };
  } finally {
    clearInterval(timer);
  }
}

async function main() {
  const server = await startBenchServer({ port: PORT, env: { MAX_UPLOAD_BYTES: String(SIZE + MB) } });
  try {
    const key = await issueKey(server, "streaming@example.com");
    // The process that serves HTTP is the largest in the tree (start.mjs only waits for it).
    const pid = processTree(server.process.pid!).reduce((a, b) => (rssBytes(b) > rssBytes(a) ? b : a));
    await download(`${server.base}/api/health`);
    const before = rssBytes(pid);
    const up = await sampled(pid, () => upload(server.base, key));
    const afterUpload = rssBytes(pid);
    const down = await sampled(pid, () => download(up.result.outputs[0].url));
    if (down.result !== SIZE) throw new Error(`downloaded ${down.result} bytes of ${SIZE}`);
    const beforeTus = rssBytes(pid);
    const tus = await sampled(pid, () => tusUpload(server.base, key));

    const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
    const command = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean).slice(0, 3).join(" ");
    console.log(`machine: ${machine()}; ${mb(SIZE)} file; sampled pid ${pid} (${command}), RSS before ${mb(before)}`);
    console.log(`upload    ${(SIZE / MB / up.seconds).toFixed(0).padStart(4)} MB/s   peak RSS ${mb(up.peak).padStart(7)}   growth ${mb(up.peak - before).padStart(6)} (goal < 100 MB)`);
    console.log(`download  ${(SIZE / MB / down.seconds).toFixed(0).padStart(4)} MB/s   peak RSS ${mb(down.peak).padStart(7)}   growth ${mb(down.peak - afterUpload).padStart(6)} (goal < 100 MB)`);
    console.log(`tus PATCH ${(SIZE / MB / tus.seconds).toFixed(0).padStart(4)} MB/s   peak RSS ${mb(tus.peak).padStart(7)}   growth ${mb(tus.peak - beforeTus).padStart(6)} (goal < 100 MB; ${tus.result})`);
  } finally {
    await server.stop();
  }
}

void main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
