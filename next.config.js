const dev = process.env.NODE_ENV === "development";

/**
 * Scripts: Next.js boots every page with inline scripts. A per-request nonce would need proxy.ts on
 * every request and turns every page dynamic (static ones then lose their scripts); we take
 * 'unsafe-inline' for scripts instead, because no page renders user HTML (React escapes every value)
 * and the rest of the policy still forbids other origins, plugins, <base> and framing. Styles:
 * components set style attributes (progress bars, previews), so inline styles are allowed too.
 */
function contentSecurityPolicy({ images, media, workers }) {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images}`,
    `media-src ${media}`,
    "font-src 'self'",
    "connect-src 'self'",
    `worker-src ${workers}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()" },
  { key: "X-Frame-Options", value: "DENY" },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  // `npm run dev` is often opened at 127.0.0.1 (the address the server binds); Next lets only localhost reach its reload socket.
  allowedDevOrigins: ["127.0.0.1", "[::1]"],
  // lib/'s server modules, compiled once by scripts/build-server.mjs: the server entry and every route share them.
  // Native and WASM packages are loaded by Node at run time, never bundled.
  serverExternalPackages: [
    "@darkroom/lib",
    "@electric-sql/pglite",
    "sharp",
    "pg",
    "ioredis",
    "@node-rs/argon2",
    "@imgly/background-removal-node",
    "onnxruntime-node",
    "tesseract.js",
  ],
  poweredByHeader: false,
  // Pages, scripts and styles leave gzipped (Next's own compression, which skips types that do not
  // compress, such as images and video); file and delivery URLs are answered before Next, never compressed.
  compress: true,
  // `npm run typecheck` (part of `npm test`) checks types; the production build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  // Uploads are streamed by the route handlers themselves.
  experimental: { proxyClientMaxBodySize: "2gb" },
  // Every answer, pages and API alike; the later rule wins for /g/… (Next applies matching rules in order).
  // File URLs (/d/…, /api/v1/files/…) are answered before Next, with a policy for user files of their own (lib/http/serve-file.ts).
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [...SECURITY_HEADERS, { key: "Content-Security-Policy", value: contentSecurityPolicy({ images: "'self' data: blob:", media: "'self' blob:", workers: "'self' blob:" }) }],
      },
      {
        // Review pages show only this server's previews and originals; they make no blobs and play nothing from elsewhere.
        source: "/g/:path*",
        headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy({ images: "'self' data:", media: "'self'", workers: "'none'" }) }],
      },
    ];
  },
};

module.exports = nextConfig;
