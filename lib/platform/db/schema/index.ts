// Every table of the service; each domain keeps its tables in its own file here.
export * from "./accounts";
export * from "./batches";
export * from "./jobs";
export * from "./vault";
export * from "./runs";
export * from "./galleries";
export * from "./workers";
export * from "./idempotency";
export * from "./webhooks";
export * from "./tus";
export * from "./delivery";
export * from "./upload-tokens";
