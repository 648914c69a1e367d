// `@darkroom/sdk/browser`: what a web page may load. No API key and no Node built-in reach it (browser.test.ts checks the imports).
export { uploadWithToken, type UploadTokenInput, type UploadWithTokenOptions } from "./upload-with-token.js";
export { DarkroomError } from "./errors.js";
