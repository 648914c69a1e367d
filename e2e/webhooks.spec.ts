import { expect, test } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { startWebhookReceiver, type WebhookReceiver } from "@/test/fakes/webhook-receiver";
import { OPERATOR, signIn } from "./accounts";
import { takeScreenshot } from "./screenshot";

let receiver: WebhookReceiver;

test.beforeAll(async () => {
  // playwright.config.ts lists this port in the server's DARKROOM_FETCH_ALLOW_HOSTS.
  receiver = await startWebhookReceiver({ port: Number(process.env.E2E_WEBHOOK_PORT), answerBody: "received" });
});

test.afterAll(async () => {
  await receiver?.close();
});

test("webhooks page: add an endpoint, keep its secret, send a test, read the log, rotate the secret, disable and delete it", async ({ page }, testInfo) => {
  await signIn(page, OPERATOR);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Webhooks" }).click();
  await expect(page.getByRole("heading", { name: "Webhooks", level: 1 })).toBeVisible();
  const url = `${receiver.origin}/workbench`;
  await page.getByLabel("Endpoint URL").fill(url);
  await page.getByRole("checkbox", { name: "gallery.feedback" }).check();
  await page.getByRole("button", { name: "Add endpoint" }).click();

  const dialog = page.getByRole("dialog", { name: "Save the signing secret" });
  const secret = await dialog.getByLabel("Signing secret").inputValue();
  expect(secret).toMatch(/^whsec_/);
  await dialog.getByRole("button", { name: "I’ve saved the secret" }).click();

  const card = page.getByRole("region", { name: url });
  await expect(card.getByText("job.completed, job.failed, gallery.feedback")).toBeVisible();
  await card.getByRole("button", { name: "Send test" }).click();
  const log = card.getByRole("list", { name: "Deliveries" });
  await expect(log.getByText("succeeded")).toBeVisible({ timeout: 20_000 });
  await expect(log.getByText(/Attempt 1, .*HTTP 200/)).toBeVisible();
  const ping = receiver.received.find((m) => m.path === "/workbench")!;
  expect(new Webhook(secret).verify(ping.body, ping.headers)).toMatchObject({ type: "ping" });
  await takeScreenshot({ page, testInfo, name: "webhooks" });

  page.once("dialog", (confirm) => confirm.accept());
  await card.getByRole("button", { name: "Rotate secret" }).click();
  const rotated = await dialog.getByLabel("Signing secret").inputValue();
  expect(rotated).toMatch(/^whsec_/);
  expect(rotated).not.toBe(secret);
  await dialog.getByRole("button", { name: "I’ve saved the secret" }).click();

  await card.getByRole("button", { name: "Disable" }).click();
  await expect(card.getByText("Disabled", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: "Enable" }).click();
  await expect(card.getByText("Enabled", { exact: true })).toBeVisible();

  page.once("dialog", (confirm) => confirm.accept());
  await card.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("heading", { name: url })).toHaveCount(0);
});
