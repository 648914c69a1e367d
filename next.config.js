/** @type {import('next').NextConfig} */
const nextConfig = {
  // Native and WASM packages are loaded by Node at run time, never bundled.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "sharp",
    "pg",
    "ioredis",
    "@node-rs/argon2",
    "@imgly/background-removal-node",
    "onnxruntime-node",
    "tesseract.js",
    "@ffmpeg-installer/ffmpeg",
    "@ffprobe-installer/ffprobe",
  ],
  poweredByHeader: false,
  // `npm run typecheck` (part of `npm test`) checks types; the production build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  // Uploads are streamed by the route handlers themselves.
  experimental: { proxyClientMaxBodySize: "2gb" },
};

module.exports = nextConfig;
