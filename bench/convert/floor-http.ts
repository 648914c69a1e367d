// The HTTP shell both floor servers share: POST /convert, GET /health and, where given, GET /files/<name>.
import http from "node:http";

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
