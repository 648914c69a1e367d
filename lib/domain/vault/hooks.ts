/**
 * What the domains above the Vault add to it without the Vault importing them: the stable delivery
 * URL of each asset, and what goes with an asset when it is deleted (its rendered variants).
 * `lib/domain/register.ts` fills both once per process.
 */
export type DeliveryLinker = (accountId: string, baseUrl: string) => Promise<(assetId: string) => string>;
type AssetDeletedHook = (asset: { id: string; accountId: string }) => Promise<void>;

let linker: DeliveryLinker | null = null;
const deletedHooks: AssetDeletedHook[] = [];

export function provideDeliveryLinks(make: DeliveryLinker): void {
  linker = make;
}

/** A function that answers an asset's delivery URL, for one account and origin. */
export function deliveryLinks(accountId: string, baseUrl: string): Promise<(assetId: string) => string> {
  if (!linker) throw new Error("No delivery links registered: import @/lib/domain/register at the entry point.");
  return linker(accountId, baseUrl);
}

export function onAssetDeleted(hook: AssetDeletedHook): void {
  if (!deletedHooks.includes(hook)) deletedHooks.push(hook);
}

export async function runAssetDeletedHooks(asset: { id: string; accountId: string }): Promise<void> {
  for (const hook of deletedHooks) await hook(asset);
}
