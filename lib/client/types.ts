import type { AccountView } from "@/lib/domain/accounts/schema";
import type { CreatedKeyView, KeyView } from "@/lib/domain/keys/schema";

export type { AccountView };

/** The account as the auth endpoints return it. */
export type SessionAccount = Pick<AccountView, "id" | "email" | "plan" | "role">;

/** A key as listed: never the plaintext, only its display fragment. */
export type ApiKeyView = KeyView;

/** The answer to creating a key: `key` is the plaintext, returned this once. */
export type CreatedApiKey = CreatedKeyView;
