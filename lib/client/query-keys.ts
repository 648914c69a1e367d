/** Every react-query key in one place, so invalidation cannot miss a spelling. */
export const queryKeys = {
  account: ["account"] as const,
  keys: ["keys"] as const,
  webhooks: ["webhooks"] as const,
  deliveries: (webhookId: string) => ["webhooks", webhookId, "deliveries"] as const,
};
