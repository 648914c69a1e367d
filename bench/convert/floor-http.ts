// The HTTP shell the floor servers share: POST /convert, GET /health and, where given, GET /files/<name>; and the
// multipart read the two that take a form share.
import fs from "node:fs";
import http from "node:http";
import { pipeline } from "node:stream/promises";
import Busboy from "@fastify/busboy";

/** Reads a multipart request, its file part streamed to `filePath`; answers the text fields. */
export async function readFormToFile(request: http.IncomingMessage, filePath: string): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  const written: Promise<void>[] = [];
  const parser = Busboy({ headers: { "content-type": request.headers["content-type"] ?? "" } });
  parser.on("field", (name, value) => (fields[name] = value));
  parser.on("file", (_name, stream) => written.push(pipeline(stream, fs.createWriteStream(filePath))));
  await pipeline(request, parser);
  await Promise.all(written);
  return fields;
}

export function serveFloor({ port, convert, download }: {
  port: number;
  convert: (request: http.IncomingMessage, response: http.ServerResponse) => Promise<void>;
  download?: (name: string, response: http.ServerResponse) => void;
}): void {
  http
    .createServer((request, response) => {
      if (request.method === "POST" && request.url === "/convert") {
        convert(request, response).catch((error: Error) => {
          response.statusCode = 500;
          response.end(error.message);
        });
      } else if (download && request.method === "GET" && request.url?.startsWith("/files/")) {
        download(request.url.slice("/files/".length), response);
      } else {
        response.statusCode = request.url === "/health" ? 200 : 404;
        response.end();
      }
    })
    .listen(port, "127.0.0.1");
}
