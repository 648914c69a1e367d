import { env } from "@/lib/platform/config/env";

/** A year, without includeSubDomains: the operator's other subdomains may not speak HTTPS. */
const STRICT_TRANSPORT_SECURITY = "max-age=31536000";

/** The `Strict-Transport-Security` value every answer carries when the public origin is HTTPS; null otherwise. */
export function strictTransportSecurity(): string | null {
  return env().PUBLIC_BASE_URL?.startsWith("https:") ? STRICT_TRANSPORT_SECURITY : null;
}
