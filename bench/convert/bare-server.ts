// The floor for bench:convert's upload row: a bare node:http server doing only what the round trip
// must (read the multipart upload to disk, convert it with the job's own convertImage, serve the
// result back), with no framework, database, queue, auth or logging. Usage: tsx bare-server.ts PORT DIR
import fs from "node:fs";
import type http from "node:http";
import path from "node:path";
import { convertImage } from "@/lib/platform/media/convert-image";
import { readFormToFile, serveFloor } from "./floor-http";

const [port, dir] = [Number(process.argv[2]), process.argv[3]];
let next = 0;

async function convert(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
  const id = ++next;
  const input = path.join(dir, `in-${id}`);
  const fields = await readFormToFile(request, input);
  const output = path.join(dir, `out-${id}.webp`);
  await convertImage({ inputPath: input, outputPath: output, format: "webp", width: Number(fields.width), quality: Number(fields.quality) });
  await fs.promises.rm(input);
  response.setHeader("content-type", "application/json");
  response.end(JSON.stringify({ url: `http://127.0.0.1:${port}/files/out-${id}.webp` }));
}

function download(name: string, response: http.ServerResponse): void {
  const file = path.join(dir, path.basename(name));
  response.setHeader("content-type", "image/webp");
  fs.createReadStream(file)
    .on("end", () => void fs.promises.rm(file))
    .pipe(response);
}

serveFloor({ port, convert, download });
