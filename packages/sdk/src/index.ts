export { Darkroom, type ConvertInput, type DarkroomOptions, type RunInput, type SkillInput } from "./client.js";
export { DarkroomError, type ClientErrorCode } from "./errors.js";
export { verifyWebhook, type WebhookHeaders } from "./webhooks.js";
export type * from "./types.js";
