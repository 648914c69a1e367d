/** A model a skill offers, with what one run of it costs in credits. */
export type PricedModel = { id: string; price: number };

/**
 * Credits per run of the models this server knows, by capability. Replicate models are priced by
 * `owner/name`, whatever version is pinned. Any other model the operator offers carries its price in
 * the setting itself (`id=credits`); one without a price stops the server at start-up.
 */
export const KNOWN_MODEL_PRICES = {
  image: { "gpt-image-1": 8, "dall-e-3": 6, "dall-e-2": 2 },
  speech: { "tts-1": 2, "tts-1-hd": 4, "gpt-4o-mini-tts": 3 },
  video: { "minimax/video-01": 40 },
  music: { "meta/musicgen": 10 },
} satisfies Record<string, Record<string, number>>;

export type ModelCapability = keyof typeof KNOWN_MODEL_PRICES;

/** An operator setting the server cannot run with; its message names the setting and what to write. */
export class ModelSettingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ModelSettingError";
  }
}

const PRICE = /^\d{1,6}$/;

/**
 * Reads one model-list setting's entries (`id` or `id=credits`) into priced models. An entry without
 * a price takes the known one; a model with neither is refused, never priced by a guess.
 */
export function priceModels({ setting, entries, capability }: { setting: string; entries: string[]; capability: ModelCapability }): PricedModel[] {
  const known: Record<string, number> = KNOWN_MODEL_PRICES[capability];
  const models = entries.map((entry) => {
    const [id, price, ...extra] = entry.split("=").map((part) => part.trim());
    if (!id || extra.length > 0) throw new ModelSettingError(`${setting}: "${entry}" is not a model; write id or id=credits.`);
    if (price !== undefined) {
      if (!PRICE.test(price)) throw new ModelSettingError(`${setting}: the price of ${id} must be a whole number of credits, such as ${id}=5 (got "${price}").`);
      return { id, price: Number(price) };
    }
    const knownPrice = known[id] ?? known[id.split(":")[0]];
    if (knownPrice === undefined) {
      throw new ModelSettingError(
        `${setting} offers the model ${id} without a price. Write it as ${id}=<credits per run>, such as ${id}=5 ` +
          `(built-in prices exist only for ${Object.keys(known).join(", ")}).`,
      );
    }
    return { id, price: knownPrice };
  });
  const repeated = models.find((model, index) => models.findIndex((m) => m.id === model.id) !== index);
  if (repeated) throw new ModelSettingError(`${setting} names the model ${repeated.id} twice.`);
  return models;
}
