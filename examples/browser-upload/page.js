// The page: asks its own backend for an upload token, uploads straight to Darkroom with it, shows the result.
import { uploadWithToken } from "@darkroom/sdk/browser";

const form = document.querySelector("form");
const input = document.querySelector("#file");
const bar = document.querySelector("progress");
const status = document.querySelector("#status");
const result = document.querySelector("#result");

form.addEventListener("submit", async (event) => {
  event.preventDefault();
  const file = input.files?.[0];
  if (!file) return;
  form.querySelector("button").disabled = true;
  result.replaceChildren();
  try {
    status.textContent = "Getting an upload token…";
    const tokenAnswer = await fetch("/token", { method: "POST" });
    const token = await tokenAnswer.json();
    if (!tokenAnswer.ok) throw new Error(token.error?.message ?? "No upload token.");
    status.textContent = "Uploading…";
    const { job_id } = await uploadWithToken(file, token, {
      onProgress: ({ bytesSent, bytesTotal }) => {
        bar.max = bytesTotal;
        bar.value = bytesSent;
        status.textContent = `Uploading… ${Math.round((100 * bytesSent) / bytesTotal)} %`;
      },
    });
    const job = await (await fetch(`/result?job=${encodeURIComponent(job_id)}`)).json();
    const [output] = job.outputs;
    status.textContent = `Uploaded: ${output.name}, ${output.width} × ${output.height}`;
    const image = document.createElement("img");
    image.src = output.url;
    image.alt = output.name;
    image.dataset.job = job.id;
    result.append(image);
  } catch (error) {
    status.textContent = `Upload failed: ${error.message}`;
  } finally {
    form.querySelector("button").disabled = false;
  }
});
