// A bound for bench:convert's strict-floor row: the work any service that takes the multipart upload and keeps it
// (as a job's input is kept for `job_id`) cannot avoid. busboy streams the file part to a new file that stays, the
// strict floor's sharp call reads it and writes a new file that stays, and a JSON answer; no framework, database,
// queue, auth or logging. Usage: tsx kept-upload-server.ts PORT DIR
import type http from "node:http";
import path from "node:path";
import sharp from "sharp";
import { readFormToFile, serveFloor } from "./floor-http";

const [port, dir] = [Number(process.argv[2]), process.argv[3]];
let next = 0;

async function convert(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
  const id = ++next;
  const input = path.join(dir, `kept-in-${id}`);
  await readFormToFile(request, input);
  const { width, height, size } = await sharp(input).resize({ width: 800 }).webp({ quality: 85 }).toFile(path.join(dir, `kept-out-${id}.webp`));
  response.setHeader("content-type", "application/json");
  response.end(JSON.stringify({ width, height, size }));
}

serveFloor({ port, convert });
