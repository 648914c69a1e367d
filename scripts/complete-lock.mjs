#!/usr/bin/env node
// Restores the lock-file entries of other platforms' optional native packages (darwin, win32,
// android, …) that `npm install` drops when the registry it reaches does not serve them; without
// them `npm ci` refuses the lock file. Run after every `npm install` that rewrites package-lock.json.
import { readFileSync, writeFileSync } from "node:fs";

const lockPath = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, "utf8"));
const packages = lock.packages;

const CPUS = ["arm64", "x64", "ia32", "arm", "loong64", "ppc64", "riscv64", "s390x", "wasm32"];
const OSES = ["darwin", "linux", "win32", "freebsd", "android", "openharmony"];

/** Reads os, cpu and libc from a platform package name such as `@next/swc-linux-arm64-musl`. */
function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((part) => OSES.includes(part));
  const cpu = parts.find((part) => CPUS.includes(part));
  if (!cpu) return null;
  const platform = { cpu: [cpu] };
  if (os) platform.os = [os];
  if (parts.includes("musl") || parts.includes("musleabihf")) platform.libc = ["musl"];
  else if (os === "linux") platform.libc = ["glibc"];
  return platform;
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ""}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(spec)) continue;
    packages[`node_modules/${name}`] = { version: spec, optional: true, ...platform };
    added += 1;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
console.log(`complete-lock: added ${added} platform entries`);
