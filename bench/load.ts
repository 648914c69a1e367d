// Keep-alive clients in closed loops, as fast as answers come, with latencies and the server's CPU time per request.
import http from "node:http";
import { treeCpuSeconds } from "./server";

export type Slice = { latencies: number[]; failures: number; seconds: number; serverCpuMs: number };
export type Result = { label: string; requests: number; failures: number; seconds: number; p50: number; p99: number; cpuPerRequest: number };

function get(agent: http.Agent, url: URL, key: string | null): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: key ? { authorization: `Bearer ${key}` } : {} }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", reject);
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** What one client asks for: one request, or several it takes in turn (keys under their per-minute limit). */
export type Target = { url: URL; key: string | null } | { url: URL; key: string | null }[];

/** CLIENTS loops, each on its own keep-alive connection, as fast as answers come, for `seconds`; `serverPid`'s CPU time is counted alongside. */
export async function load(targets: Target[], seconds: number, serverPid: number): Promise<Slice> {
  const latencies: number[] = [];
  let failures = 0;
  const cpuBefore = treeCpuSeconds(serverPid);
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    targets.map(async (target) => {
      const turns = Array.isArray(target) ? target : [target];
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (let turn = 0; performance.now() < end; turn++) {
        const { url, key } = turns[turn % turns.length];
        const t0 = performance.now();
        const status = await get(agent, url, key);
        latencies.push(performance.now() - t0);
        if (status !== 200) failures++;
      }
      agent.destroy();
    }),
  );
  return { latencies, failures, seconds: (performance.now() - started) / 1000, serverCpuMs: (treeCpuSeconds(serverPid) - cpuBefore) * 1000 };
}

export function summary(label: string, slices: Slice[]): Result {
  const latencies = slices.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const seconds = slices.reduce((sum, s) => sum + s.seconds, 0);
  const failures = slices.reduce((sum, s) => sum + s.failures, 0);
  const serverCpuMs = slices.reduce((sum, s) => sum + s.serverCpuMs, 0);
  return { label, requests: latencies.length, failures, seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), cpuPerRequest: serverCpuMs / latencies.length };
}

export function printResult(r: Result): void {
  const failed = r.failures ? `   (${r.failures} not 200!)` : "";
  console.log(`${r.label.padEnd(22)} ${(r.requests / r.seconds).toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms   server CPU ${r.cpuPerRequest.toFixed(2)} ms/request${failed}`);
}
