// The strict floor for bench:convert's upload row (issue 44): a bare node:http server that reads the raw
// upload into memory and runs one sharp call, answering JSON. No multipart, no temp file, no framework,
// database, queue, auth or logging, and no download of the result. Usage: tsx strict-server.ts PORT DIR
import type http from "node:http";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import sharp from "sharp";
import { serveFloor } from "./floor-http";

const [port, dir] = [Number(process.argv[2]), process.argv[3]];
let next = 0;

async function convert(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
  const body = await buffer(request);
  const output = path.join(dir, `out-${++next % 64}.webp`);
  const { width, height, size } = await sharp(body).resize({ width: 800 }).webp({ quality: 85 }).toFile(output);
  response.setHeader("content-type", "application/json");
  response.end(JSON.stringify({ width, height, size }));
}

serveFloor({ port, convert });
