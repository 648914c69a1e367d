import { AsyncLocalStorage } from "node:async_hooks";
import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { processState } from "@/lib/core/process-state";

declare module "@/lib/core/process-state" {
  interface ProcessState {
    socketRequest?: AsyncLocalStorage<{ message: IncomingMessage; claimedBy?: Request }>;
  }
}

// One store per process: the server entry and the route bundles each load this module.
const socketRequest = (processState().socketRequest ??= new AsyncLocalStorage());

/** The server entry runs each request's handling inside this, so body readers can take the bytes from the socket's own stream. */
export function withSocketRequest<T>(message: IncomingMessage, work: () => T): T {
  return socketRequest.run({ message }, work);
}

/**
 * The request's body as a Node stream. Under the server entry that is the socket's own message, read
 * by the first Request of this call that asks, when nobody has read it yet: the Web stream Next wraps
 * around it copies every chunk into a second buffer, which a 3 MB upload pays for in CPU and garbage.
 * Elsewhere (tests, a Request made in code) it is the Request's own Web stream.
 */
export function requestBodyStream(request: Request): Readable | null {
  const current = socketRequest.getStore();
  if (current && takesSocketBody(current, request)) {
    current.claimedBy = request;
    return current.message;
  }
  return request.body ? Readable.fromWeb(request.body as WebReadableStream<Uint8Array>) : null;
}

function takesSocketBody(current: { message: IncomingMessage; claimedBy?: Request }, request: Request): boolean {
  const { message, claimedBy } = current;
  if (claimedBy) return claimedBy === request;
  return !request.bodyUsed && !message.readableDidRead && message.method === request.method && message.url === pathAndQuery(request.url);
}

function pathAndQuery(url: string): string {
  const { pathname, search } = new URL(url);
  return pathname + search;
}
