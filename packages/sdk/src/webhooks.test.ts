import { createHmac, randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { signMessage } from "@/lib/domain/webhooks/secret";
import { DarkroomError } from "./errors.js";
import { verifyWebhook } from "./webhooks.js";

const secret = `whsec_${randomBytes(32).toString("base64")}`;
const payload = JSON.stringify({ type: "job.completed", timestamp: "2026-11-26T10:00:00.000Z", data: { id: "job_1", status: "complete", text: "Grüße" } });
const sentAt = new Date("2026-11-26T10:00:05Z");

/** A message as the standardwebhooks package signs it, the reference implementation of the scheme. */
function signed(body = payload, { id = "msg_1", at = sentAt, key = secret } = {}) {
  return { "webhook-id": id, "webhook-timestamp": String(Math.floor(at.getTime() / 1000)), "webhook-signature": new Webhook(key).sign(id, at, body) };
}

function refusal(run: () => unknown): { code: string; status: number } {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DarkroomError);
    return { code: (error as DarkroomError).code, status: (error as DarkroomError).status };
  }
  throw new Error("expected a DarkroomError");
}

describe("verifyWebhook", () => {
  it("accepts what standardwebhooks signs and answers the parsed event, from a string, bytes or Headers", () => {
    expect(verifyWebhook({ payload, headers: signed(), secret, now: sentAt })).toEqual(JSON.parse(payload));
    expect(verifyWebhook({ payload: new TextEncoder().encode(payload), headers: new Headers(signed()), secret, now: sentAt }).type).toBe("job.completed");
  });

  it("accepts what the server signs (lib/domain/webhooks), which standardwebhooks also accepts", () => {
    const timestamp = Math.floor(sentAt.getTime() / 1000);
    const headers = { "Webhook-Id": "dlv_1", "Webhook-Timestamp": String(timestamp), "Webhook-Signature": signMessage({ secret, id: "dlv_1", timestamp, body: payload }) };
    expect(verifyWebhook({ payload, headers, secret, now: sentAt }).type).toBe("job.completed");
    expect(new Webhook(secret).sign("dlv_1", sentAt, payload)).toBe(headers["Webhook-Signature"]);
  });

  it("finds the matching signature among several (a secret being rotated)", () => {
    const other = `whsec_${randomBytes(32).toString("base64")}`;
    const headers = { ...signed(), "webhook-signature": `${signed(payload, { key: other })["webhook-signature"]} ${signed()["webhook-signature"]}` };
    expect(verifyWebhook({ payload, headers, secret, now: sentAt }).type).toBe("job.completed");
  });

  it("refuses a changed body, another secret, a changed id, and a stale or future timestamp", () => {
    expect(refusal(() => verifyWebhook({ payload: payload.replace("complete", "failed"), headers: signed(), secret, now: sentAt }))).toEqual({ code: "invalid_signature", status: 0 });
    expect(refusal(() => verifyWebhook({ payload, headers: signed(payload, { key: `whsec_${randomBytes(32).toString("base64")}` }), secret, now: sentAt })).code).toBe("invalid_signature");
    expect(refusal(() => verifyWebhook({ payload, headers: { ...signed(), "webhook-id": "msg_2" }, secret, now: sentAt })).code).toBe("invalid_signature");
    expect(refusal(() => verifyWebhook({ payload, headers: signed(), secret, now: new Date(sentAt.getTime() + 6 * 60_000) })).code).toBe("stale_webhook");
    expect(refusal(() => verifyWebhook({ payload, headers: signed(), secret, now: new Date(sentAt.getTime() - 6 * 60_000) })).code).toBe("stale_webhook");
  });

  it("refuses a message without its headers, with a non-numeric timestamp, or a signature of another version", () => {
    const { "webhook-signature": _dropped, ...unsigned } = signed();
    expect(refusal(() => verifyWebhook({ payload, headers: unsigned, secret, now: sentAt })).code).toBe("invalid_webhook");
    expect(refusal(() => verifyWebhook({ payload, headers: { ...signed(), "webhook-timestamp": "soon" }, secret, now: sentAt })).code).toBe("invalid_webhook");
    const v2 = signed()["webhook-signature"].replace(/^v1,/, "v2,");
    expect(refusal(() => verifyWebhook({ payload, headers: { ...signed(), "webhook-signature": v2 }, secret, now: sentAt })).code).toBe("invalid_signature");
  });

  it("refuses an empty or malformed secret with DarkroomError invalid_input, before reading the message", () => {
    // Empty: an HMAC keyed with nothing that anyone could compute.
    const forged = { "webhook-id": "msg_1", "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)), "webhook-signature": "v1,AAAA" };
    for (const bad of ["", "whsec_", "whsec_not base64!", "whsec_" + "A".repeat(5), `whsec_${randomBytes(8).toString("base64")}`, `whsec_${randomBytes(80).toString("base64")}`, "whsec_AAAA====", undefined, null, 42]) {
      expect(refusal(() => verifyWebhook({ payload, headers: forged, secret: bad as string, now: sentAt })), String(bad)).toEqual({ code: "invalid_input", status: 0 });
    }
    // The empty secret's own HMAC, as a forger would send it, is refused the same way.
    const ts = String(Math.floor(sentAt.getTime() / 1000));
    const emptyKeyed = { ...forged, "webhook-signature": `v1,${createHmac("sha256", Buffer.alloc(0)).update(`msg_1.${ts}.${payload}`).digest("base64")}` };
    for (const empty of ["", "whsec_"]) expect(refusal(() => verifyWebhook({ payload, headers: emptyKeyed, secret: empty, now: sentAt }))).toEqual({ code: "invalid_input", status: 0 });
  });

  it("refuses a tolerance that is not a positive finite number of seconds, and an invalid now", () => {
    for (const tolerance of [Number.NaN, Infinity, -Infinity, 0, -5, "300", null]) {
      expect(refusal(() => verifyWebhook({ payload, headers: signed(), secret, now: sentAt, toleranceSeconds: tolerance as number })), String(tolerance)).toEqual({ code: "invalid_input", status: 0 });
    }
    expect(refusal(() => verifyWebhook({ payload, headers: signed(), secret, now: new Date(Number.NaN) }))).toEqual({ code: "invalid_input", status: 0 });
    // A message an hour old stays stale with a tolerance given: NaN no longer turns the check off.
    expect(refusal(() => verifyWebhook({ payload, headers: signed(payload, { at: new Date(sentAt.getTime() - 3600_000) }), secret, now: sentAt, toleranceSeconds: 60 })).code).toBe("stale_webhook");
    expect(verifyWebhook({ payload, headers: signed(), secret, now: sentAt, toleranceSeconds: 0.5 }).type).toBe("job.completed");
  });
});
