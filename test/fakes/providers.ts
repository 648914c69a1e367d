import { resetEnvForTests } from "@/lib/platform/config/env";
import { startOpenAiFake, type OpenAiFake } from "./openai-server";
import { startReplicateFake, type ReplicateFake } from "./replicate-server";

export type FakeProviders = { openai: OpenAiFake; replicate: ReplicateFake; reset: () => void; close: () => Promise<void> };

/**
 * Both fake providers on 127.0.0.1, with the service configured to use them. `reset()` (call it in
 * beforeEach) points the environment at the fakes again and clears scripted failures and delays.
 */
export async function startFakeProviders(): Promise<FakeProviders> {
  const openai = await startOpenAiFake();
  const replicate = await startReplicateFake({ pollsToFinish: 1 });
  const reset = () => {
    process.env.OPENAI_BASE_URL = openai.url;
    process.env.OPENAI_API_KEY = "sk-test-fake-0123456789abcdef";
    process.env.REPLICATE_BASE_URL = replicate.url;
    process.env.REPLICATE_API_TOKEN = "r8_fakeToken0123456789abcdefABCDEF";
    process.env.DARKROOM_FETCH_ALLOW_HOSTS = `127.0.0.1:${openai.port},127.0.0.1:${replicate.port}`;
    openai.setBehavior({ failures: [], delayMs: 0 });
    replicate.setBehavior({ failures: [], delayMs: 0, outcome: "succeed", outputKind: "png" });
    resetEnvForTests();
  };
  reset();
  return { openai, replicate, reset, close: async () => void (await Promise.all([openai.close(), replicate.close()])) };
}
