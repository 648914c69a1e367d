// Generated from Darkroom's OpenAPI document by `npm run sdk:types` (openapi-typescript). Do not edit.

export interface paths {
    "/api/v1/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's plan, credits, rate limit, Vault room and byte quota
         * @description The account the key (or session) belongs to: its plan and what the plan allows, the credit balance, the request budget per minute, the Vault's room and the byte quota with what is used of it.
         */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This OpenAPI document
         * @description This OpenAPI 3.1 document, generated from the route contracts; `info.x-limits` lists every limit the server enforces with its values.
         */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The live skill catalogue with option ids, prices and availability
         * @description Every skill with its option ids, price in credits, input kinds and whether it can run on this server. Needs no key; answers an ETag for conditional requests.
         */
        get: operations["listSkills"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/run/{skill}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run one skill (charged first, refunded on failure)
         * @description Runs one skill on one file (`file`, `url` or `job_id`), with its options, prompt, model or reference image. The price is charged before the skill runs and refunded if it fails; text results come back inline. Waits for the result unless `wait=false`.
         */
        post: operations["runSkill"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/convert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert or resize one image or video (no credits; paid plans)
         * @description Converts or resizes one image (png, jpeg, webp) or video (mp4, webm) sent as multipart `file`, a public `url` or the `job_id` of an earlier job. `width` or `height` alone keeps the proportions; both cover the box and crop from the centre; `aspect` crops to a ratio first; nothing is enlarged. Costs no credits. Waits for the result unless `wait=false`.
         */
        post: operations["convert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store a file as a finished job, to reuse by job_id
         * @description Stores a file (multipart `file`, or a public `url`) as a finished job whose one output is the file, so any call that takes `job_id` can use it. Also takes an upload token (`Bearer dut_…`) instead of an API key, within the token's size, types and uses.
         */
        post: operations["createUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/upload-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's upload tokens
         * @description The account's upload tokens, newest first: those still working and those that ended within the last day, with their uses (never the token).
         */
        get: operations["listUploadTokens"];
        put?: never;
        /**
         * Create an upload token for a browser; the dut_ token is shown once
         * @description Makes a short-lived token (`dut_…`, at most an hour) that a browser sends as `Authorization: Bearer dut_…` to upload straight to this server without holding an API key: it opens `POST /api/v1/uploads` and tus creation and `PATCH` (and `HEAD` of its own uploads, to resume) and nothing else (403 `token_scope`). A file over `max_bytes` or of a kind outside `types` is refused before it is stored; a used-up or expired token is 401. With `recipe`, each upload runs that recipe, charged to the account. Only the token's SHA-256 is kept.
         */
        post: operations["createUploadToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/upload-tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an upload token
         * @description Revokes an upload token at once: its next request is 401, an upload in progress included. Revoking twice is harmless.
         */
        delete: operations["revokeUploadToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/uploads/tus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a resumable upload (tus 1.0.0 creation; the body may carry the first bytes, creation-with-upload)
         * @description Starts a resumable upload (tus 1.0.0 creation); the body may carry the first bytes (creation-with-upload). `Location` is the upload's URL; once every byte has arrived, `Darkroom-Job-Id` names the finished upload job. Also takes an upload token (`Bearer dut_…`).
         */
        post: operations["createTusUpload"];
        delete?: never;
        /**
         * tus discovery: the version, extensions and largest upload this server takes
         * @description tus discovery: the protocol version, the extensions served (creation, creation-with-upload, termination, expiration) and the largest upload. Needs no key.
         */
        options: operations["getTusCapabilities"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/uploads/tus/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Abandon an unfinished resumable upload (termination)
         * @description Abandons an unfinished resumable upload (tus termination); its bytes are removed.
         */
        delete: operations["deleteTusUpload"];
        options?: never;
        /**
         * Where a resumable upload stands: its offset, and once finished its job
         * @description Where a resumable upload stands: `Upload-Offset`, and once it is finished the job it became (`Darkroom-Job-Id`). A client resuming after a dropped connection asks this first.
         */
        head: operations["getTusUpload"];
        /**
         * Send bytes of a resumable upload from Upload-Offset; the last ones make it a finished upload job
         * @description Sends the next bytes of a resumable upload from `Upload-Offset`. The request that brings the last byte checks the file and answers the finished upload job in `Darkroom-Job-Id`. Also takes the upload token that created the upload.
         */
        patch: operations["patchTusUpload"];
        trace?: never;
    };
    "/api/v1/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a job; signs fresh output URLs
         * @description Reads a job: its status, progress, charges and outputs with freshly signed download URLs (each lasts ten minutes). This is how a caller polls work it did not wait for.
         */
        get: operations["getJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/jobs/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a queued or running job
         * @description Cancels a queued or running job; what it was charged is refunded. A job already finished is answered as it is.
         */
        post: operations["cancelJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Signed, expiring download of an output or asset
         * @description The URL comes signed in a job's, run's or asset's view and works ten minutes; reading the job again signs fresh ones. Needs no key. Byte ranges are served; `download=1` answers as an attachment.
         */
        get: operations["downloadFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Size and type of a signed download without its body
         * @description The URL comes signed in a job's, run's or asset's view and works ten minutes; reading the job again signs fresh ones. Needs no key. Byte ranges are served; `download=1` answers as an attachment.
         */
        head: operations["headFile"];
        patch?: never;
        trace?: never;
    };
    "/api/v1/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a line of steps (inline or a recipe) on one file; dry_run quotes it
         * @description Runs a line of steps (`steps`, or a saved or catalogue `recipe`) on one file. The line is checked as a whole before anything is charged; each paid step is charged as it starts and refunded if it fails. With `dry_run` the answer is only the price. Waits for the result unless `wait=false`.
         */
        post: operations["startRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/runs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a run with each step
         * @description Reads a run with each step's status, charge and outputs, and its final outputs with freshly signed URLs.
         */
        get: operations["getRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/runs/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-run a failed or canceled run from its failed step
         * @description Runs a failed or canceled run again from its failed step; finished steps are not run or charged again.
         */
        post: operations["resumeRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/runs/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a run; charged unfinished steps are refunded
         * @description Cancels a queued or running run; charged steps that did not finish are refunded.
         */
        post: operations["cancelRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recipes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Catalogue and own recipes
         * @description The catalogue's recipes and the account's own, each with its steps and price.
         */
        get: operations["listRecipes"];
        put?: never;
        /**
         * Save a recipe
         * @description Saves a line of steps as a recipe to run by id. The line is checked as a whole; unknown options are refused.
         */
        post: operations["createRecipe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recipes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a recipe
         * @description One recipe, from the catalogue or the account's own.
         */
        get: operations["getRecipe"];
        put?: never;
        post?: never;
        /**
         * Delete an own recipe
         * @description Deletes one of the account's recipes; catalogue recipes cannot be deleted.
         */
        delete: operations["deleteRecipe"];
        options?: never;
        head?: never;
        /**
         * Change an own recipe
         * @description Changes the name or the steps of one of the account's recipes; catalogue recipes cannot be changed.
         */
        patch: operations["updateRecipe"];
        trace?: never;
    };
    "/api/v1/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Balance and ledger, newest first, page by page
         * @description The credit balance and the ledger of charges, refunds and grants, newest first; page with `before` (the last entry's id).
         */
        get: operations["listLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Vault: assets and room left
         * @description The Vault's assets, newest first, with the room used and left.
         */
        get: operations["listAssets"];
        put?: never;
        /**
         * Store a finished job's or run's outputs in the Vault
         * @description Keeps a finished job's or run's outputs as Vault assets, which outlive the job's retention. Storing the same job again adds nothing (200).
         */
        post: operations["storeAssets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/assets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an asset
         * @description One asset with its signed download URL and its stable delivery URL.
         */
        get: operations["getAsset"];
        put?: never;
        post?: never;
        /**
         * Delete an asset and free its room
         * @description Deletes an asset and frees its room; its delivery URLs answer 404 from then on.
         */
        delete: operations["deleteAsset"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/assets/{id}/variants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stable signed delivery URLs for transforms of an image asset (nothing is rendered yet)
         * @description Signs stable delivery URLs (`/d/…`) for one transform (`{ width, height, fit, format, quality }`) or several (`{ variants: [...] }`) of an image asset. Nothing is rendered until a URL is first requested.
         */
        post: operations["createVariantUrls"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/delivery/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Show the delivery signing secret once; each later call rotates it (the previous one keeps working 24 hours)
         * @description Answers the `dsk_…` secret delivery URLs are signed with, shown once, so a server can sign URLs offline. Each later call makes a new one; the previous secret keeps working 24 hours.
         */
        post: operations["rotateDeliverySecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/d/{asset}/{transform}/{signature}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A delivery URL: an asset or its transform, no key
         * @description `transform` is `original` or parts in this order joined by commas: `w_<1-8192>`, `h_<1-8192>`, `fit_<cover|contain|inside>`, `f_<webp|jpeg|png|avif|auto>`, `q_<1-100>`. `signature` is base64url(HMAC-SHA256(key: the whole `dsk_…` secret, message: `{asset}/{transform}`)). A variant is rendered on first request and stored. A URL signed for an asset since deleted is 404; any other URL whose signature does not match, for an asset or an id no asset has, is 403.
         */
        get: operations["deliverAsset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Size, type and validators of a delivery URL without its body
         * @description `transform` is `original` or parts in this order joined by commas: `w_<1-8192>`, `h_<1-8192>`, `fit_<cover|contain|inside>`, `f_<webp|jpeg|png|avif|auto>`, `q_<1-100>`. `signature` is base64url(HMAC-SHA256(key: the whole `dsk_…` secret, message: `{asset}/{transform}`)). A variant is rendered on first request and stored. A URL signed for an asset since deleted is 404; any other URL whose signature does not match, for an asset or an id no asset has, is 403.
         */
        head: operations["headDeliveredAsset"];
        patch?: never;
        trace?: never;
    };
    "/api/v1/galleries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Galleries with their public review URLs, newest first
         * @description The account's galleries, newest first, each with its public review URL.
         */
        get: operations["listGalleries"];
        put?: never;
        /**
         * Create a gallery from Vault assets
         * @description Creates a review gallery of Vault assets. Its `review_url` is a public page where clients mark favourites, approve and comment; `expires_at`, `password` and `allow_download` shape what they may do.
         */
        post: operations["createGallery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/galleries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a gallery
         * @description One gallery with its assets, settings and review URL.
         */
        get: operations["getGallery"];
        put?: never;
        post?: never;
        /**
         * Delete a gallery and its feedback (the assets stay in the Vault)
         * @description Deletes a gallery and its reviewers' feedback; its review link stops working. The assets stay in the Vault.
         */
        delete: operations["deleteGallery"];
        options?: never;
        head?: never;
        /**
         * Rename, reorder, change assets, expiry, password, downloads
         * @description Renames a gallery, changes or reorders its assets, or sets its expiry, password and whether reviewers may download.
         */
        patch: operations["updateGallery"];
        trace?: never;
    };
    "/api/v1/galleries/{id}/rotate-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a new review link; the old one stops working
         * @description Issues a new review URL for the gallery; the old one stops working at once.
         */
        post: operations["rotateGalleryLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/galleries/{id}/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reviewers' favourites, approvals and comments
         * @description What reviewers said: favourites, approvals and comments, per asset and reviewer.
         */
        get: operations["getGalleryFeedback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's webhook endpoints (never their secrets)
         * @description The account's webhook endpoints with their events and state; never their signing secrets.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Add a webhook endpoint (10 per account unless the operator set another limit); its whsec_ signing secret is shown once
         * @description Adds an endpoint that hears `job.completed`, `job.failed`, `run.completed`, `run.failed` or `gallery.feedback`. Messages are signed the Standard Webhooks way with the `whsec_…` secret shown once in this answer.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a webhook endpoint, with why it was disabled if it was
         * @description One webhook endpoint, with why it was disabled if it was.
         */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint and its delivery log
         * @description Deletes a webhook endpoint and its delivery log; nothing more is sent to it.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Change a webhook endpoint's URL or events, or disable and enable it
         * @description Changes an endpoint's URL or events, or disables and enables it.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/api/v1/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the signing secret; the new one is shown once
         * @description Replaces the endpoint's signing secret; the new one is shown once, in this answer.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a ping event to the endpoint
         * @description Queues a `ping` event to the endpoint, to check the receiver and its signature check.
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The endpoint's delivery log, newest first: attempts, answers, the next attempt, and why a first attempt waits (delay_reason)
         * @description The endpoint's delivery log, newest first: each attempt and its answer, the next attempt, and why a first attempt waits (`delay_reason`).
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/deliveries/{delivery_id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attempt a delivery again now
         * @description Attempts a delivery again now; a scheduled retry it supersedes does nothing.
         */
        post: operations["retryWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in account's keys
         * @description The signed-in account's API keys, live and revoked, with the first characters of each (never the key).
         */
        get: operations["listKeys"];
        put?: never;
        /**
         * Create a key; the plaintext is shown once
         * @description Creates an API key. The plaintext is in this answer only: it is stored as a hash. An account holds a bounded number of live keys.
         */
        post: operations["createKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a key
         * @description Revokes an API key at once, on every process within a second. Revoking twice is harmless.
         */
        delete: operations["revokeKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a Workbench account
         * @description Creates a Workbench account on the instance's sign-up plan with its starter credits and signs it in (the `dr_session` cookie). Refused while the operator has closed sign-up.
         */
        post: operations["signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create the first operator with the one-time link Darkroom prints at start-up
         * @description Creates the instance's first operator with the one-time token of the `/setup` link printed at start-up, and signs it in. Refused once an operator exists.
         */
        post: operations["setUpOperator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in
         * @description Signs in to the Workbench with e-mail and password and sets the `dr_session` cookie. Failed attempts are limited per e-mail, browser and client address.
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description Ends the Workbench session of this browser.
         */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Switch the Workbench between live and test mode
         * @description In test mode the session acts on the account's test twin: its own jobs, runs, Vault, galleries, webhooks and upload tokens, a test balance refilled every hour, and paid skills that run built-in fakes. Live data is untouched.
         */
        post: operations["setSessionMode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness, database reachability, the blob store (disk or s3) and the ffmpeg in use
         * @description Liveness for load balancers and the CLI: whether the database answers, which blob store and which ffmpeg are in use.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * MCP (Streamable HTTP) for agents, same keys and limits
         * @description The Model Context Protocol (Streamable HTTP, stateless) for agents: the same skills, prices, checks and request budget as this API, with the same key. Send one JSON-RPC 2.0 message or a batch (each message counts against the budget) with `Accept: application/json, text/event-stream`. The answer is JSON, or an event stream whose `message` events carry the same JSON-RPC answers (and `notifications/progress` for a `progressToken`). Refusals of the HTTP request itself (key, plan, budget, size, media type) are JSON-RPC errors with the HTTP status, and `error.data.code` names the REST code.
         */
        post: operations["callMcp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
        "Idempotent-Replayed": "true";
        /** @description Requests the caller may make per minute (the key's plan, or the Workbench session's ceiling); REST and MCP share it */
        "RateLimit-Limit": number;
        /** @description Requests left in the current minute */
        "RateLimit-Remaining": number;
        /** @description Seconds until the budget is full again */
        "RateLimit-Reset": number;
        /** @description Seconds to wait before trying again */
        "Retry-After": number;
        /** @description `Bearer`: send an API key (or an upload token where one is taken) as `Authorization: Bearer <key>` */
        "WWW-Authenticate": "Bearer";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        /** @enum {string} */
                        plan: "basic" | "plus" | "pro" | "business";
                        /**
                         * @description Workbench sessions only
                         * @enum {string}
                         */
                        role?: "operator" | "user";
                        /** @description false in test mode (a dk_test_ key, or the Workbench switched to test): `credits` is then the test balance, refilled every hour */
                        livemode: boolean;
                        credits: number;
                        rate_limit: {
                            limit_per_minute: number;
                        };
                        vault: {
                            used_bytes: number;
                            capacity_bytes: number;
                        };
                        /** @description Bytes in unexpired uploads and job files (unfinished tus uploads by Upload-Length) and the plan's quota; past it uploads and jobs are refused 413 quota_exceeded */
                        storage: {
                            used_bytes: number;
                            quota_bytes: number;
                        };
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An OpenAPI 3.1 document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    listSkills: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        skills: {
                            slug: string;
                            title: string;
                            description: string;
                            category: string;
                            input: {
                                kinds: string[];
                                required: boolean;
                            };
                            output: string;
                            options: {
                                id: string;
                                type: string;
                                default?: unknown;
                                allowed_values?: unknown[];
                                minimum?: number;
                                maximum?: number;
                                required: boolean;
                                description: string;
                            }[];
                            needs_prompt: boolean;
                            needs_reference: boolean;
                            paid: boolean;
                            /** @description Credits per run, for skills without models */
                            price?: number;
                            models?: {
                                id: string;
                                price: number;
                                default: boolean;
                            }[];
                            default_model?: string;
                            available: boolean;
                            unavailable_reason?: string;
                        }[];
                    };
                };
            };
            /** @description Unchanged since the ETag sent in If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    runSkill: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer (2xx or 4xx) is kept for 24 hours per account and key and replayed for the same request (method, path, body; for multipart the fields and each file's SHA-256), with nothing run or charged again. Another request with the key is refused 422 idempotency_key_reused; while the first still runs, 409 idempotency_key_in_use. A 5xx or 429 is not kept, nor a success that carries a secret (a new API key, a webhook signing secret): its replay is refused 409 idempotency_replay_refused. */
                "Idempotency-Key"?: string;
            };
            path: {
                skill: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Public URL of the input file, instead of `file` */
                    url?: string;
                    /** @description Reuse the output of a finished job as input */
                    job_id?: string;
                    /** @description Option ids from GET /api/v1/skills; numbers and booleans may also be sent as strings */
                    options?: {
                        [key: string]: unknown;
                    };
                    /** @description Required when the skill needs one; at most 2000 characters (code points) */
                    prompt?: string;
                    /** @description Model id, for skills with models */
                    model?: string;
                    /** @description Second image for swap and try-on */
                    reference_url?: string;
                    /** @description Second image, from a finished job */
                    reference_job_id?: string;
                    /**
                     * @description Wait for the result (default) or answer at once with a poll_url
                     * @default true
                     */
                    wait?: boolean;
                };
                "multipart/form-data": {
                    /** @description Public URL of the input file, instead of `file` */
                    url?: string;
                    /** @description Reuse the output of a finished job as input */
                    job_id?: string;
                    /** @description Option ids from GET /api/v1/skills; numbers and booleans may also be sent as strings */
                    options?: {
                        [key: string]: unknown;
                    };
                    /** @description Required when the skill needs one; at most 2000 characters (code points) */
                    prompt?: string;
                    /** @description Model id, for skills with models */
                    model?: string;
                    /** @description Second image for swap and try-on */
                    reference_url?: string;
                    /** @description Second image, from a finished job */
                    reference_job_id?: string;
                    /**
                     * @description Wait for the result (default) or answer at once with a poll_url
                     * @default true
                     */
                    wait?: boolean;
                    /**
                     * Format: binary
                     * @description The input file, instead of `url` or `job_id`; each option may also come as a form field named by its id
                     */
                    file?: string;
                };
            };
        };
        responses: {
            /** @description The finished job */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "complete" | "failed" | "canceled";
                        /** @description convert, skill, run or upload */
                        kind: string;
                        /** @description false for work made in test mode (a dk_test_ key): test credits, and paid skills ran built-in fakes */
                        livemode: boolean;
                        /** @description true for work made in test mode; the opposite of livemode */
                        test: boolean;
                        skill?: string;
                        created_at: string;
                        started_at: string | null;
                        completed_at: string | null;
                        progress: number | null;
                        error: {
                            code: string;
                            message: string;
                        } | null;
                        outputs: {
                            name: string;
                            mime: string;
                            size_bytes: number;
                            width: number | null;
                            height: number | null;
                            /** @description Video and audio only */
                            duration_seconds?: number;
                            /** @description Signed download URL; expires after ten minutes. Absent once the output has expired */
                            url?: string;
                            expires_at?: string;
                            /** @description The file was deleted JOB_RETENTION_HOURS after the job ended (a Vault copy stays); its old links answer 410 expired */
                            expired: boolean;
                        }[];
                        /** @description When retention deleted the job's inputs and outputs (JOB_RETENTION_HOURS after it ended); null until then */
                        expired_at: string | null;
                        /** @description Inline text result (alt text, OCR, transcript) */
                        text?: string;
                        /** @description Inline JSON result (palette, OCR lines, …) */
                        data?: unknown;
                        /** @description Credits this job cost in the end: what was charged minus what was refunded */
                        credits_charged: number;
                        /** @description Credits given back because the job, or a step of the run, failed or was canceled */
                        credits_refunded: number;
                        poll_url: string;
                    };
                };
            };
            /** @description Not finished within the wait (or `wait=false`): poll `poll_url` */
            202: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running";
                        poll_url: string;
                        /** @description Credits charged so far */
                        credits_charged: number;
                    };
                };
            };
            /** @description Refused: input_required, invalid_url, url_not_allowed, unsupported_input, unknown_option, invalid_option, prompt_required, prompt_too_long, reference_required, unknown_model, invalid_request, invalid_json, invalid_idempotency_key. The work failed (invalid_option): its view with status failed or canceled */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "input_required" | "invalid_url" | "url_not_allowed" | "unsupported_input" | "unknown_option" | "invalid_option" | "prompt_required" | "prompt_too_long" | "reference_required" | "unknown_model" | "invalid_request" | "invalid_json" | "invalid_idempotency_key";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    } | {
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "complete" | "failed" | "canceled";
                        /** @description convert, skill, run or upload */
                        kind: string;
                        /** @description false for work made in test mode (a dk_test_ key): test credits, and paid skills ran built-in fakes */
                        livemode: boolean;
                        /** @description true for work made in test mode; the opposite of livemode */
                        test: boolean;
                        skill?: string;
                        created_at: string;
                        started_at: string | null;
                        completed_at: string | null;
                        progress: number | null;
                        error: {
                            code: string;
                            message: string;
                        } | null;
                        outputs: {
                            name: string;
                            mime: string;
                            size_bytes: number;
                            width: number | null;
                            height: number | null;
                            /** @description Video and audio only */
                            duration_seconds?: number;
                            /** @description Signed download URL; expires after ten minutes. Absent once the output has expired */
                            url?: string;
                            expires_at?: string;
                            /** @description The file was deleted JOB_RETENTION_HOURS after the job ended (a Vault copy stays); its old links answer 410 expired */
                            expired: boolean;
                        }[];
                        /** @description When retention deleted the job's inputs and outputs (JOB_RETENTION_HOURS after it ended); null until then */
                        expired_at: string | null;
                        /** @description Inline text result (alt text, OCR, transcript) */
                        text?: string;
                        /** @description Inline JSON result (palette, OCR lines, …) */
                        data?: unknown;
                        /** @description Credits this job cost in the end: what was charged minus what was refunded */
                        credits_charged: number;
                        /** @description Credits given back because the job, or a step of the run, failed or was canceled */
                        credits_refunded: number;
                        poll_url: string;
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: insufficient_credits */
            402: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_credits";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found, unknown_skill */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found" | "unknown_skill";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: job_not_finished, idempotency_key_in_use. The work failed (canceled): its view with status failed or canceled */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "job_not_finished" | "idempotency_key_in_use";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    } | {
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "complete" | "failed" | "canceled";
                        /** @description convert, skill, run or upload */
                        kind: string;
                        /** @description false for work made in test mode (a dk_test_ key): test credits, and paid skills ran built-in fakes */
                        livemode: boolean;
                        /** @description true for work made in test mode; the opposite of livemode */
                        test: boolean;
                        skill?: string;
                        created_at: string;
                        started_at: string | null;
                        completed_at: string | null;
                        progress: number | null;
                        error: {
                            code: string;
                            message: string;
                        } | null;
                        outputs: {
                            name: string;
                            mime: string;
                            size_bytes: number;
                            width: number | null;
                            height: number | null;
                            /** @description Video and audio only */
                            duration_seconds?: number;
                            /** @description Signed download URL; expires after ten minutes. Absent once the output has expired */
                            url?: string;
                            expires_at?: string;
                            /** @description The file was deleted JOB_RETENTION_HOURS after the job ended (a Vault copy stays); its old links answer 410 expired */
                            expired: boolean;
                        }[];
                        /** @description When retention deleted the job's inputs and outputs (JOB_RETENTION_HOURS after it ended); null until then */
                        expired_at: string | null;
                        /** @description Inline text result (alt text, OCR, transcript) */
                        text?: string;
                        /** @description Inline JSON result (palette, OCR lines, …) */
                        data?: unknown;
                        /** @description Credits this job cost in the end: what was charged minus what was refunded */
                        credits_charged: number;
                        /** @description Credits given back because the job, or a step of the run, failed or was canceled */
                        credits_refunded: number;
                        poll_url: string;
                    };
                };
            };
            /** @description Refused: expired */
            410: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "expired";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: file_too_large, media_too_large, quota_exceeded, payload_too_large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "file_too_large" | "media_too_large" | "quota_exceeded" | "payload_too_large";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unsupported_media_type */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: invalid_media, idempotency_key_reused. The work failed (invalid_media, processing_failed, processing_timeout): its view with status failed or canceled */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_media" | "idempotency_key_reused";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    } | {
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "complete" | "failed" | "canceled";
                        /** @description convert, skill, run or upload */
                        kind: string;
                        /** @description false for work made in test mode (a dk_test_ key): test credits, and paid skills ran built-in fakes */
                        livemode: boolean;
                        /** @description true for work made in test mode; the opposite of livemode */
                        test: boolean;
                        skill?: string;
                        created_at: string;
                        started_at: string | null;
                        completed_at: string | null;
                        progress: number | null;
                        error: {
                            code: string;
                            message: string;
                        } | null;
                        outputs: {
                            name: string;
                            mime: string;
                            size_bytes: number;
                            width: number | null;
                            height: number | null;
                            /** @description Video and audio only */
                            duration_seconds?: number;
                            /** @description Signed download URL; expires after ten minutes. Absent once the output has expired */
                            url?: string;
                            expires_at?: string;
                            /** @description The file was deleted JOB_RETENTION_HOURS after the job ended (a Vault copy stays); its old links answer 410 expired */
                            expired: boolean;
                        }[];
                        /** @description When retention deleted the job's inputs and outputs (JOB_RETENTION_HOURS after it ended); null until then */
                        expired_at: string | null;
                        /** @description Inline text result (alt text, OCR, transcript) */
                        text?: string;
                        /** @description Inline JSON result (palette, OCR lines, …) */
                        data?: unknown;
                        /** @description Credits this job cost in the end: what was charged minus what was refunded */
                        credits_charged: number;
                        /** @description Credits given back because the job, or a step of the run, failed or was canceled */
                        credits_refunded: number;
                        poll_url: string;
                    };
                };
            };
            /** @description Refused: rate_limited, too_many_jobs */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited" | "too_many_jobs";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error. The work failed (worker_lost): its view with status failed or canceled */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    } | {
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "complete" | "failed" | "canceled";
                        /** @description convert, skill, run or upload */
                        kind: string;
                        /** @description false for work made in test mode (a dk_test_ key): test credits, and paid skills ran built-in fakes */
                        livemode: boolean;
                        /** @description true for work made in test mode; the opposite of livemode */
                        test: boolean;
                        skill?: string;
                        created_at: string;
                        started_at: string | null;
                        completed_at: string | null;
                        progress: number | null;
                        error: {
                            code: string;
                            message: string;
                        } | null;
                        outputs: {
                            name: string;
                            mime: string;
                            size_bytes: number;
                            width: number | null;
                            height: number | null;
                            /** @description Video and audio only */
                            duration_seconds?: number;
                            /** @description Signed download URL; expires after ten minutes. Absent once the output has expired */
                            url?: string;
                            expires_at?: string;
                            /** @description The file was deleted JOB_RETENTION_HOURS after the job ended (a Vault copy stays); its old links answer 410 expired */
                            expired: boolean;
                        }[];
                        /** @description When retention deleted the job's inputs and outputs (JOB_RETENTION_HOURS after it ended); null until then */
                        expired_at: string | null;
                        /** @description Inline text result (alt text, OCR, transcript) */
                        text?: string;
                        /** @description Inline JSON result (palette, OCR lines, …) */
                        data?: unknown;
                        /** @description Credits this job cost in the end: what was charged minus what was refunded */
                        credits_charged: number;
                        /** @description Credits given back because the job, or a step of the run, failed or was canceled */
                        credits_refunded: number;
                        poll_url: string;
                    };
                };
            };
            /** @description Refused: upstream_error, too_many_redirects. The work failed (provider_error): its view with status failed or canceled */
            502: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "upstream_error" | "too_many_redirects";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    } | {
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "complete" | "failed" | "canceled";
                        /** @description convert, skill, run or upload */
                        kind: string;
                        /** @description false for work made in test mode (a dk_test_ key): test credits, and paid skills ran built-in fakes */
                        livemode: boolean;
                        /** @description true for work made in test mode; the opposite of livemode */
                        test: boolean;
                        skill?: string;
                        created_at: string;
                        started_at: string | null;
                        completed_at: string | null;
                        progress: number | null;
                        error: {
                            code: string;
                            message: string;
                        } | null;
                        outputs: {
                            name: string;
                            mime: string;
                            size_bytes: number;
                            width: number | null;
                            height: number | null;
                            /** @description Video and audio only */
                            duration_seconds?: number;
                            /** @description Signed download URL; expires after ten minutes. Absent once the output has expired */
                            url?: string;
                            expires_at?: string;
                            /** @description The file was deleted JOB_RETENTION_HOURS after the job ended (a Vault copy stays); its old links answer 410 expired */
                            expired: boolean;
                        }[];
                        /** @description When retention deleted the job's inputs and outputs (JOB_RETENTION_HOURS after it ended); null until then */
                        expired_at: string | null;
                        /** @description Inline text result (alt text, OCR, transcript) */
                        text?: string;
                        /** @description Inline JSON result (palette, OCR lines, …) */
                        data?: unknown;
                        /** @description Credits this job cost in the end: what was charged minus what was refunded */
                        credits_charged: number;
                        /** @description Credits given back because the job, or a step of the run, failed or was canceled */
                        credits_refunded: number;
                        poll_url: string;
                    };
                };
            };
            /** @description Refused: provider_unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "provider_unavailable";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: upstream_timeout */
            504: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "upstream_timeout";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    convert: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer (2xx or 4xx) is kept for 24 hours per account and key and replayed for the same request (method, path, body; for multipart the fields and each file's SHA-256), with nothing run or charged again. Another request with the key is refused 422 idempotency_key_reused; while the first still runs, 409 idempotency_key_in_use. A 5xx or 429 is not kept, nor a success that carries a secret (a new API key, a webhook signing secret): its replay is refused 409 idempotency_replay_refused. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Public URL of the source, instead of `file` */
                    url?: string;
                    /** @description Reuse the output of a finished job */
                    job_id?: string;
                    /**
                     * @description Image: png, jpeg, webp (default webp). Video: mp4, webm (default mp4)
                     * @enum {string}
                     */
                    format?: "png" | "jpeg" | "webp" | "mp4" | "webm";
                    /** @description Target width in pixels */
                    width?: number;
                    /** @description Target height in pixels */
                    height?: number;
                    /**
                     * @description `original` or W:H such as 1:1 or 16:9
                     * @default original
                     */
                    aspect?: string;
                    /**
                     * @description Encode quality 1-100
                     * @default 85
                     */
                    quality?: number;
                    /**
                     * @description Wait for the result (default) or answer at once with a poll_url
                     * @default true
                     */
                    wait?: boolean;
                };
                "multipart/form-data": {
                    /** @description Public URL of the source, instead of `file` */
                    url?: string;
                    /** @description Reuse the output of a finished job */
                    job_id?: string;
                    /**
                     * @description Image: png, jpeg, webp (default webp). Video: mp4, webm (default mp4)
                     * @enum {string}
                     */
                    format?: "png" | "jpeg" | "webp" | "mp4" | "webm";
                    /** @description Target width in pixels */
                    width?: number;
                    /** @description Target height in pixels */
                    height?: number;
                    /**
                     * @description `original` or W:H such as 1:1 or 16:9
                     * @default original
                     */
                    aspect?: string;
                    /**
                     * @description Encode quality 1-100
                     * @default 85
                     */
                    quality?: number;
                    /**
                     * @description Wait for the result (default) or answer at once with a poll_url
                     * @default true
                     */
                    wait?: boolean;
                    /**
                     * Format: binary
                     * @description The image or video to convert, instead of `url` or `job_id`
                     */
                    file?: string;
                };
            };
        };
        responses: {
            /** @description The finished job */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "complete" | "failed" | "canceled";
                        /** @description convert, skill, run or upload */
                        kind: string;
                        /** @description false for work made in test mode (a dk_test_ key): test credits, and paid skills ran built-in fakes */
                        livemode: boolean;
                        /** @description true for work made in test mode; the opposite of livemode */
                        test: boolean;
                        skill?: string;
                        created_at: string;
                        started_at: string | null;
                        completed_at: string | null;
                        progress: number | null;
                        error: {
                            code: string;
                            message: string;
                        } | null;
                        outputs: {
                            name: string;
                            mime: string;
                            size_bytes: number;
                            width: number | null;
                            height: number | null;
                            /** @description Video and audio only */
                            duration_seconds?: number;
                            /** @description Signed download URL; expires after ten minutes. Absent once the output has expired */
                            url?: string;
                            expires_at?: string;
                            /** @description The file was deleted JOB_RETENTION_HOURS after the job ended (a Vault copy stays); its old links answer 410 expired */
                            expired: boolean;
                        }[];
                        /** @description When retention deleted the job's inputs and outputs (JOB_RETENTION_HOURS after it ended); null until then */
                        expired_at: string | null;
                        /** @description Inline text result (alt text, OCR, transcript) */
                        text?: string;
                        /** @description Inline JSON result (palette, OCR lines, …) */
                        data?: unknown;
                        /** @description Credits this job cost in the end: what was charged minus what was refunded */
                        credits_charged: number;
                        /** @description Credits given back because the job, or a step of the run, failed or was canceled */
                        credits_refunded: number;
                        poll_url: string;
                    };
                };
            };
            /** @description Not finished within the wait (or `wait=false`): poll `poll_url` */
            202: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running";
                        poll_url: string;
                        /** @description Credits charged so far */
                        credits_charged: number;
                    };
                };
            };
            /** @description Refused: input_required, invalid_url, url_not_allowed, unsupported_input, unsupported_format, audio_not_supported, invalid_option, unknown_option, invalid_request, invalid_json, invalid_idempotency_key. The work failed (invalid_option): its view with status failed or canceled */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "input_required" | "invalid_url" | "url_not_allowed" | "unsupported_input" | "unsupported_format" | "audio_not_supported" | "invalid_option" | "unknown_option" | "invalid_request" | "invalid_json" | "invalid_idempotency_key";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    } | {
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "complete" | "failed" | "canceled";
                        /** @description convert, skill, run or upload */
                        kind: string;
                        /** @description false for work made in test mode (a dk_test_ key): test credits, and paid skills ran built-in fakes */
                        livemode: boolean;
                        /** @description true for work made in test mode; the opposite of livemode */
                        test: boolean;
                        skill?: string;
                        created_at: string;
                        started_at: string | null;
                        completed_at: string | null;
                        progress: number | null;
                        error: {
                            code: string;
                            message: string;
                        } | null;
                        outputs: {
                            name: string;
                            mime: string;
                            size_bytes: number;
                            width: number | null;
                            height: number | null;
                            /** @description Video and audio only */
                            duration_seconds?: number;
                            /** @description Signed download URL; expires after ten minutes. Absent once the output has expired */
                            url?: string;
                            expires_at?: string;
                            /** @description The file was deleted JOB_RETENTION_HOURS after the job ended (a Vault copy stays); its old links answer 410 expired */
                            expired: boolean;
                        }[];
                        /** @description When retention deleted the job's inputs and outputs (JOB_RETENTION_HOURS after it ended); null until then */
                        expired_at: string | null;
                        /** @description Inline text result (alt text, OCR, transcript) */
                        text?: string;
                        /** @description Inline JSON result (palette, OCR lines, …) */
                        data?: unknown;
                        /** @description Credits this job cost in the end: what was charged minus what was refunded */
                        credits_charged: number;
                        /** @description Credits given back because the job, or a step of the run, failed or was canceled */
                        credits_refunded: number;
                        poll_url: string;
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: job_not_finished, idempotency_key_in_use. The work failed (canceled): its view with status failed or canceled */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "job_not_finished" | "idempotency_key_in_use";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    } | {
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "complete" | "failed" | "canceled";
                        /** @description convert, skill, run or upload */
                        kind: string;
                        /** @description false for work made in test mode (a dk_test_ key): test credits, and paid skills ran built-in fakes */
                        livemode: boolean;
                        /** @description true for work made in test mode; the opposite of livemode */
                        test: boolean;
                        skill?: string;
                        created_at: string;
                        started_at: string | null;
                        completed_at: string | null;
                        progress: number | null;
                        error: {
                            code: string;
                            message: string;
                        } | null;
                        outputs: {
                            name: string;
                            mime: string;
                            size_bytes: number;
                            width: number | null;
                            height: number | null;
                            /** @description Video and audio only */
                            duration_seconds?: number;
                            /** @description Signed download URL; expires after ten minutes. Absent once the output has expired */
                            url?: string;
                            expires_at?: string;
                            /** @description The file was deleted JOB_RETENTION_HOURS after the job ended (a Vault copy stays); its old links answer 410 expired */
                            expired: boolean;
                        }[];
                        /** @description When retention deleted the job's inputs and outputs (JOB_RETENTION_HOURS after it ended); null until then */
                        expired_at: string | null;
                        /** @description Inline text result (alt text, OCR, transcript) */
                        text?: string;
                        /** @description Inline JSON result (palette, OCR lines, …) */
                        data?: unknown;
                        /** @description Credits this job cost in the end: what was charged minus what was refunded */
                        credits_charged: number;
                        /** @description Credits given back because the job, or a step of the run, failed or was canceled */
                        credits_refunded: number;
                        poll_url: string;
                    };
                };
            };
            /** @description Refused: expired */
            410: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "expired";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: file_too_large, media_too_large, quota_exceeded, payload_too_large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "file_too_large" | "media_too_large" | "quota_exceeded" | "payload_too_large";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unsupported_media_type */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: invalid_media, idempotency_key_reused. The work failed (invalid_media, processing_failed, processing_timeout): its view with status failed or canceled */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_media" | "idempotency_key_reused";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    } | {
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "complete" | "failed" | "canceled";
                        /** @description convert, skill, run or upload */
                        kind: string;
                        /** @description false for work made in test mode (a dk_test_ key): test credits, and paid skills ran built-in fakes */
                        livemode: boolean;
                        /** @description true for work made in test mode; the opposite of livemode */
                        test: boolean;
                        skill?: string;
                        created_at: string;
                        started_at: string | null;
                        completed_at: string | null;
                        progress: number | null;
                        error: {
                            code: string;
                            message: string;
                        } | null;
                        outputs: {
                            name: string;
                            mime: string;
                            size_bytes: number;
                            width: number | null;
                            height: number | null;
                            /** @description Video and audio only */
                            duration_seconds?: number;
                            /** @description Signed download URL; expires after ten minutes. Absent once the output has expired */
                            url?: string;
                            expires_at?: string;
                            /** @description The file was deleted JOB_RETENTION_HOURS after the job ended (a Vault copy stays); its old links answer 410 expired */
                            expired: boolean;
                        }[];
                        /** @description When retention deleted the job's inputs and outputs (JOB_RETENTION_HOURS after it ended); null until then */
                        expired_at: string | null;
                        /** @description Inline text result (alt text, OCR, transcript) */
                        text?: string;
                        /** @description Inline JSON result (palette, OCR lines, …) */
                        data?: unknown;
                        /** @description Credits this job cost in the end: what was charged minus what was refunded */
                        credits_charged: number;
                        /** @description Credits given back because the job, or a step of the run, failed or was canceled */
                        credits_refunded: number;
                        poll_url: string;
                    };
                };
            };
            /** @description Refused: rate_limited, too_many_jobs */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited" | "too_many_jobs";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error. The work failed (worker_lost): its view with status failed or canceled */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    } | {
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "complete" | "failed" | "canceled";
                        /** @description convert, skill, run or upload */
                        kind: string;
                        /** @description false for work made in test mode (a dk_test_ key): test credits, and paid skills ran built-in fakes */
                        livemode: boolean;
                        /** @description true for work made in test mode; the opposite of livemode */
                        test: boolean;
                        skill?: string;
                        created_at: string;
                        started_at: string | null;
                        completed_at: string | null;
                        progress: number | null;
                        error: {
                            code: string;
                            message: string;
                        } | null;
                        outputs: {
                            name: string;
                            mime: string;
                            size_bytes: number;
                            width: number | null;
                            height: number | null;
                            /** @description Video and audio only */
                            duration_seconds?: number;
                            /** @description Signed download URL; expires after ten minutes. Absent once the output has expired */
                            url?: string;
                            expires_at?: string;
                            /** @description The file was deleted JOB_RETENTION_HOURS after the job ended (a Vault copy stays); its old links answer 410 expired */
                            expired: boolean;
                        }[];
                        /** @description When retention deleted the job's inputs and outputs (JOB_RETENTION_HOURS after it ended); null until then */
                        expired_at: string | null;
                        /** @description Inline text result (alt text, OCR, transcript) */
                        text?: string;
                        /** @description Inline JSON result (palette, OCR lines, …) */
                        data?: unknown;
                        /** @description Credits this job cost in the end: what was charged minus what was refunded */
                        credits_charged: number;
                        /** @description Credits given back because the job, or a step of the run, failed or was canceled */
                        credits_refunded: number;
                        poll_url: string;
                    };
                };
            };
            /** @description Refused: upstream_error, too_many_redirects. The work failed (provider_error): its view with status failed or canceled */
            502: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "upstream_error" | "too_many_redirects";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    } | {
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "complete" | "failed" | "canceled";
                        /** @description convert, skill, run or upload */
                        kind: string;
                        /** @description false for work made in test mode (a dk_test_ key): test credits, and paid skills ran built-in fakes */
                        livemode: boolean;
                        /** @description true for work made in test mode; the opposite of livemode */
                        test: boolean;
                        skill?: string;
                        created_at: string;
                        started_at: string | null;
                        completed_at: string | null;
                        progress: number | null;
                        error: {
                            code: string;
                            message: string;
                        } | null;
                        outputs: {
                            name: string;
                            mime: string;
                            size_bytes: number;
                            width: number | null;
                            height: number | null;
                            /** @description Video and audio only */
                            duration_seconds?: number;
                            /** @description Signed download URL; expires after ten minutes. Absent once the output has expired */
                            url?: string;
                            expires_at?: string;
                            /** @description The file was deleted JOB_RETENTION_HOURS after the job ended (a Vault copy stays); its old links answer 410 expired */
                            expired: boolean;
                        }[];
                        /** @description When retention deleted the job's inputs and outputs (JOB_RETENTION_HOURS after it ended); null until then */
                        expired_at: string | null;
                        /** @description Inline text result (alt text, OCR, transcript) */
                        text?: string;
                        /** @description Inline JSON result (palette, OCR lines, …) */
                        data?: unknown;
                        /** @description Credits this job cost in the end: what was charged minus what was refunded */
                        credits_charged: number;
                        /** @description Credits given back because the job, or a step of the run, failed or was canceled */
                        credits_refunded: number;
                        poll_url: string;
                    };
                };
            };
            /** @description Refused: upstream_timeout */
            504: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "upstream_timeout";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    createUpload: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer (2xx or 4xx) is kept for 24 hours per account and key and replayed for the same request (method, path, body; for multipart the fields and each file's SHA-256), with nothing run or charged again. Another request with the key is refused 422 idempotency_key_reused; while the first still runs, 409 idempotency_key_in_use. A 5xx or 429 is not kept, nor a success that carries a secret (a new API key, a webhook signing secret): its replay is refused 409 idempotency_replay_refused. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Public URL of the file, instead of `file` */
                    url?: string;
                };
                "multipart/form-data": {
                    /** @description Public URL of the file, instead of `file` */
                    url?: string;
                    /**
                     * Format: binary
                     * @description The file to store, instead of `url`
                     */
                    file?: string;
                };
            };
        };
        responses: {
            /** @description Stored; `id` is the job_id to reuse */
            201: {
                headers: {
                    /** @description With an upload token that names a recipe: the run it started on this file */
                    "Darkroom-Run-Id"?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "complete" | "failed" | "canceled";
                        /** @description convert, skill, run or upload */
                        kind: string;
                        /** @description false for work made in test mode (a dk_test_ key): test credits, and paid skills ran built-in fakes */
                        livemode: boolean;
                        /** @description true for work made in test mode; the opposite of livemode */
                        test: boolean;
                        skill?: string;
                        created_at: string;
                        started_at: string | null;
                        completed_at: string | null;
                        progress: number | null;
                        error: {
                            code: string;
                            message: string;
                        } | null;
                        outputs: {
                            name: string;
                            mime: string;
                            size_bytes: number;
                            width: number | null;
                            height: number | null;
                            /** @description Video and audio only */
                            duration_seconds?: number;
                            /** @description Signed download URL; expires after ten minutes. Absent once the output has expired */
                            url?: string;
                            expires_at?: string;
                            /** @description The file was deleted JOB_RETENTION_HOURS after the job ended (a Vault copy stays); its old links answer 410 expired */
                            expired: boolean;
                        }[];
                        /** @description When retention deleted the job's inputs and outputs (JOB_RETENTION_HOURS after it ended); null until then */
                        expired_at: string | null;
                        /** @description Inline text result (alt text, OCR, transcript) */
                        text?: string;
                        /** @description Inline JSON result (palette, OCR lines, …) */
                        data?: unknown;
                        /** @description Credits this job cost in the end: what was charged minus what was refunded */
                        credits_charged: number;
                        /** @description Credits given back because the job, or a step of the run, failed or was canceled */
                        credits_refunded: number;
                        poll_url: string;
                    };
                };
            };
            /** @description Refused: input_required, invalid_url, url_not_allowed, unsupported_input, invalid_request, invalid_json, invalid_idempotency_key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "input_required" | "invalid_url" | "url_not_allowed" | "unsupported_input" | "invalid_request" | "invalid_json" | "invalid_idempotency_key";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: insufficient_credits */
            402: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_credits";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: job_not_finished, idempotency_key_in_use */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "job_not_finished" | "idempotency_key_in_use";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: expired */
            410: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "expired";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: file_too_large, media_too_large, quota_exceeded, payload_too_large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "file_too_large" | "media_too_large" | "quota_exceeded" | "payload_too_large";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unsupported_media_type */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: invalid_media, idempotency_key_reused */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_media" | "idempotency_key_reused";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited, too_many_jobs */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited" | "too_many_jobs";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: upstream_error, too_many_redirects */
            502: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "upstream_error" | "too_many_redirects";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: upstream_timeout */
            504: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "upstream_timeout";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    listUploadTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        upload_tokens: {
                            id: string;
                            /** @description Display fragment of the token; the whole token is shown only once */
                            start: string;
                            max_bytes: number;
                            /** @description null: every kind */
                            types: ("image" | "video" | "audio")[] | null;
                            recipe: string | null;
                            uses_allowed: number;
                            /** @description Uploads started with it so far */
                            uses: number;
                            expires_at: string;
                            created_at: string;
                            last_used_at: string | null;
                            revoked_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    createUploadToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer (2xx or 4xx) is kept for 24 hours per account and key and replayed for the same request (method, path, body; for multipart the fields and each file's SHA-256), with nothing run or charged again. Another request with the key is refused 422 idempotency_key_reused; while the first still runs, 409 idempotency_key_in_use. A 5xx or 429 is not kept, nor a success that carries a secret (a new API key, a webhook signing secret): its replay is refused 409 idempotency_replay_refused. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Largest file the token uploads, in bytes (at most MAX_UPLOAD_BYTES); a bigger one is refused 413 file_too_large before it is stored */
                    max_bytes: number;
                    /** @description Kinds of file it takes, by their content (not their name); another kind is refused 400 unsupported_input before it is stored. Default: every kind */
                    types?: ("image" | "video" | "audio")[];
                    /** @description Seconds until the token stops working (401) */
                    expires_in: number;
                    /**
                     * @description Uploads it may start; once spent it answers 401
                     * @default 1
                     */
                    uses?: number;
                    /** @description A saved or catalogue recipe id, run on each upload and charged to the account */
                    recipe?: string;
                };
            };
        };
        responses: {
            /** @description Created: hand `token` (with `upload_url`) to the browser */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @description Display fragment of the token; the whole token is shown only once */
                        start: string;
                        max_bytes: number;
                        /** @description null: every kind */
                        types: ("image" | "video" | "audio")[] | null;
                        recipe: string | null;
                        uses_allowed: number;
                        /** @description Uploads started with it so far */
                        uses: number;
                        expires_at: string;
                        created_at: string;
                        last_used_at: string | null;
                        revoked_at: string | null;
                        /** @description The whole token (dut_…): shown in this answer and never again. Hand it to one browser; it authenticates only uploads */
                        token: string;
                        /** @description The tus endpoint to upload to with it (POST /api/v1/uploads takes it too) */
                        upload_url: string;
                    };
                };
            };
            /** @description Refused: invalid_request, invalid_json, invalid_idempotency_key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json" | "invalid_idempotency_key";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: limit_reached, idempotency_key_in_use, idempotency_replay_refused */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "limit_reached" | "idempotency_key_in_use" | "idempotency_replay_refused";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: payload_too_large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unsupported_media_type */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: idempotency_key_reused */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    revokeUploadToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        revoked_at: string;
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    createTusUpload: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The protocol version: 1.0.0
                 * @example 1.0.0
                 */
                "Tus-Resumable": string;
                /**
                 * @description The file's size in bytes, at most MAX_UPLOAD_BYTES (Upload-Defer-Length is refused)
                 * @example $(stat -c %s video.mp4)
                 */
                "Upload-Length": string;
                /** @description `filename <base64>`: the name the job shows */
                "Upload-Metadata"?: string;
                /** @description Makes a retry safe: the first answer (2xx or 4xx) is kept for 24 hours per account and key and replayed for the same request (method, path, body; for multipart the fields and each file's SHA-256), with nothing run or charged again. Another request with the key is refused 422 idempotency_key_reused; while the first still runs, 409 idempotency_key_in_use. A 5xx or 429 is not kept, nor a success that carries a secret (a new API key, a webhook signing secret): its replay is refused 409 idempotency_replay_refused. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/offset+octet-stream": string;
            };
        };
        responses: {
            /** @description Created; unfinished uploads are kept 24 hours */
            201: {
                headers: {
                    /** @description The upload's absolute URL */
                    Location?: string;
                    /** @description When an unfinished upload is removed */
                    "Upload-Expires"?: string;
                    /** @description Bytes received so far */
                    "Upload-Offset"?: string;
                    /** @description Once the whole file arrived: the finished upload job, to pass as `job_id` */
                    "Darkroom-Job-Id"?: string;
                    /** @description Once the whole file arrived, with an upload token that names a recipe: the run it started on the file */
                    "Darkroom-Run-Id"?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: invalid_request, unsupported_input, invalid_idempotency_key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "unsupported_input" | "invalid_idempotency_key";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: insufficient_credits */
            402: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_credits";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: idempotency_key_in_use */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_in_use";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unsupported_tus_version */
            412: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_tus_version";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: file_too_large, quota_exceeded, media_too_large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "file_too_large" | "quota_exceeded" | "media_too_large";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: invalid_media, idempotency_key_reused */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_media" | "idempotency_key_reused";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited, too_many_jobs */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited" | "too_many_jobs";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getTusCapabilities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What this tus server supports */
            204: {
                headers: {
                    /** @description 1.0.0 */
                    "Tus-Version"?: string;
                    /** @description creation,creation-with-upload,termination,expiration */
                    "Tus-Extension"?: string;
                    /** @description MAX_UPLOAD_BYTES */
                    "Tus-Max-Size"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    deleteTusUpload: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The protocol version: 1.0.0
                 * @example 1.0.0
                 */
                "Tus-Resumable": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: conflict */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "conflict";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: expired */
            410: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "expired";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unsupported_tus_version */
            412: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_tus_version";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getTusUpload: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The protocol version: 1.0.0
                 * @example 1.0.0
                 */
                "Tus-Resumable": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The upload's state (no body) */
            200: {
                headers: {
                    /** @description Bytes received so far */
                    "Upload-Offset"?: string;
                    /** @description The file's size */
                    "Upload-Length"?: string;
                    /** @description Once the whole file arrived: the finished upload job, to pass as `job_id` */
                    "Darkroom-Job-Id"?: string;
                    /** @description Once the whole file arrived, with an upload token that names a recipe: the run it started on the file */
                    "Darkroom-Run-Id"?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: expired */
            410: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "expired";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unsupported_tus_version */
            412: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_tus_version";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    patchTusUpload: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The protocol version: 1.0.0
                 * @example 1.0.0
                 */
                "Tus-Resumable": string;
                /**
                 * @description Where these bytes start: the offset HEAD answered
                 * @example 0
                 */
                "Upload-Offset": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/offset+octet-stream": string;
            };
        };
        responses: {
            /** @description Received */
            204: {
                headers: {
                    /** @description Bytes received so far */
                    "Upload-Offset"?: string;
                    /** @description Once the whole file arrived: the finished upload job, to pass as `job_id` */
                    "Darkroom-Job-Id"?: string;
                    /** @description Once the whole file arrived, with an upload token that names a recipe: the run it started on the file */
                    "Darkroom-Run-Id"?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: invalid_request, unsupported_input */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "unsupported_input";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: insufficient_credits */
            402: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_credits";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: conflict */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "conflict";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: expired */
            410: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "expired";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unsupported_tus_version */
            412: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_tus_version";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: file_too_large, media_too_large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "file_too_large" | "media_too_large";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unsupported_media_type */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: invalid_media */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_media";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited, too_many_jobs */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited" | "too_many_jobs";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "complete" | "failed" | "canceled";
                        /** @description convert, skill, run or upload */
                        kind: string;
                        /** @description false for work made in test mode (a dk_test_ key): test credits, and paid skills ran built-in fakes */
                        livemode: boolean;
                        /** @description true for work made in test mode; the opposite of livemode */
                        test: boolean;
                        skill?: string;
                        created_at: string;
                        started_at: string | null;
                        completed_at: string | null;
                        progress: number | null;
                        error: {
                            code: string;
                            message: string;
                        } | null;
                        outputs: {
                            name: string;
                            mime: string;
                            size_bytes: number;
                            width: number | null;
                            height: number | null;
                            /** @description Video and audio only */
                            duration_seconds?: number;
                            /** @description Signed download URL; expires after ten minutes. Absent once the output has expired */
                            url?: string;
                            expires_at?: string;
                            /** @description The file was deleted JOB_RETENTION_HOURS after the job ended (a Vault copy stays); its old links answer 410 expired */
                            expired: boolean;
                        }[];
                        /** @description When retention deleted the job's inputs and outputs (JOB_RETENTION_HOURS after it ended); null until then */
                        expired_at: string | null;
                        /** @description Inline text result (alt text, OCR, transcript) */
                        text?: string;
                        /** @description Inline JSON result (palette, OCR lines, …) */
                        data?: unknown;
                        /** @description Credits this job cost in the end: what was charged minus what was refunded */
                        credits_charged: number;
                        /** @description Credits given back because the job, or a step of the run, failed or was canceled */
                        credits_refunded: number;
                        poll_url: string;
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    cancelJob: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer (2xx or 4xx) is kept for 24 hours per account and key and replayed for the same request (method, path, body; for multipart the fields and each file's SHA-256), with nothing run or charged again. Another request with the key is refused 422 idempotency_key_reused; while the first still runs, 409 idempotency_key_in_use. A 5xx or 429 is not kept, nor a success that carries a secret (a new API key, a webhook signing secret): its replay is refused 409 idempotency_replay_refused. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job as it is now: canceled, or already finished */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "complete" | "failed" | "canceled";
                        /** @description convert, skill, run or upload */
                        kind: string;
                        /** @description false for work made in test mode (a dk_test_ key): test credits, and paid skills ran built-in fakes */
                        livemode: boolean;
                        /** @description true for work made in test mode; the opposite of livemode */
                        test: boolean;
                        skill?: string;
                        created_at: string;
                        started_at: string | null;
                        completed_at: string | null;
                        progress: number | null;
                        error: {
                            code: string;
                            message: string;
                        } | null;
                        outputs: {
                            name: string;
                            mime: string;
                            size_bytes: number;
                            width: number | null;
                            height: number | null;
                            /** @description Video and audio only */
                            duration_seconds?: number;
                            /** @description Signed download URL; expires after ten minutes. Absent once the output has expired */
                            url?: string;
                            expires_at?: string;
                            /** @description The file was deleted JOB_RETENTION_HOURS after the job ended (a Vault copy stays); its old links answer 410 expired */
                            expired: boolean;
                        }[];
                        /** @description When retention deleted the job's inputs and outputs (JOB_RETENTION_HOURS after it ended); null until then */
                        expired_at: string | null;
                        /** @description Inline text result (alt text, OCR, transcript) */
                        text?: string;
                        /** @description Inline JSON result (palette, OCR lines, …) */
                        data?: unknown;
                        /** @description Credits this job cost in the end: what was charged minus what was refunded */
                        credits_charged: number;
                        /** @description Credits given back because the job, or a step of the run, failed or was canceled */
                        credits_refunded: number;
                        poll_url: string;
                    };
                };
            };
            /** @description Refused: invalid_idempotency_key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_idempotency_key";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: conflict, idempotency_key_in_use */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "conflict" | "idempotency_key_in_use";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: idempotency_key_reused */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    downloadFile: {
        parameters: {
            query: {
                expires: string;
                signature: string;
                download?: "1";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                    "video/*": string;
                    "audio/*": string;
                };
            };
            /** @description The requested byte range */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                    "video/*": string;
                    "audio/*": string;
                };
            };
            /** @description With S3_PUBLIC_ENDPOINT set: a redirect to the store's presigned GET (at most 5 minutes) */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: invalid_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: link_expired, invalid_signature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "link_expired" | "invalid_signature";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: expired */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "expired";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: range_not_satisfiable */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "range_not_satisfiable";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    headFile: {
        parameters: {
            query: {
                expires: string;
                signature: string;
                download?: "1";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                    "video/*": string;
                    "audio/*": string;
                };
            };
            /** @description The requested byte range */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                    "video/*": string;
                    "audio/*": string;
                };
            };
            /** @description With S3_PUBLIC_ENDPOINT set: a redirect to the store's presigned GET (at most 5 minutes) */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: invalid_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: link_expired, invalid_signature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "link_expired" | "invalid_signature";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: expired */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "expired";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: range_not_satisfiable */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "range_not_satisfiable";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    startRun: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer (2xx or 4xx) is kept for 24 hours per account and key and replayed for the same request (method, path, body; for multipart the fields and each file's SHA-256), with nothing run or charged again. Another request with the key is refused 422 idempotency_key_reused; while the first still runs, 409 idempotency_key_in_use. A 5xx or 429 is not kept, nor a success that carries a secret (a new API key, a webhook signing secret): its replay is refused 409 idempotency_replay_refused. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Public URL of the source file */
                    url?: string;
                    /** @description Reuse a finished job's output as the source */
                    job_id?: string;
                    /** @description The line, written inline */
                    steps?: {
                        /** @description Skill slug */
                        tool: string;
                        /**
                         * @description Option ids of that skill; prompt, model, reference_url and reference_job_id may be written here too
                         * @default {}
                         */
                        options?: {
                            [key: string]: unknown;
                        };
                        prompt?: string;
                        model?: string;
                        reference_url?: string;
                        reference_job_id?: string;
                    }[];
                    /** @description A recipe id, instead of steps */
                    recipe?: string;
                    /** @description Final format and quality, for lines that end in an image or a video */
                    output?: {
                        /** @enum {string} */
                        format: "png" | "jpeg" | "webp" | "mp4" | "webm";
                        /** @description Encode quality 1-100, as a number or its string ("85") */
                        quality?: number;
                    };
                    /** @default true */
                    wait?: boolean;
                    /**
                     * @description Validate and quote without running or charging
                     * @default false
                     */
                    dry_run?: boolean;
                };
                "multipart/form-data": {
                    /** @description Public URL of the source file */
                    url?: string;
                    /** @description Reuse a finished job's output as the source */
                    job_id?: string;
                    /** @description The line, written inline */
                    steps?: {
                        /** @description Skill slug */
                        tool: string;
                        /**
                         * @description Option ids of that skill; prompt, model, reference_url and reference_job_id may be written here too
                         * @default {}
                         */
                        options?: {
                            [key: string]: unknown;
                        };
                        prompt?: string;
                        model?: string;
                        reference_url?: string;
                        reference_job_id?: string;
                    }[];
                    /** @description A recipe id, instead of steps */
                    recipe?: string;
                    /** @description Final format and quality, for lines that end in an image or a video */
                    output?: {
                        /** @enum {string} */
                        format: "png" | "jpeg" | "webp" | "mp4" | "webm";
                        /** @description Encode quality 1-100, as a number or its string ("85") */
                        quality?: number;
                    };
                    /** @default true */
                    wait?: boolean;
                    /**
                     * @description Validate and quote without running or charging
                     * @default false
                     */
                    dry_run?: boolean;
                    /**
                     * Format: binary
                     * @description The source file, instead of `url` or `job_id`; `steps` and `output` then come as JSON text
                     */
                    file?: string;
                };
            };
        };
        responses: {
            /** @description The finished run, or with dry_run the quote */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "complete" | "failed" | "canceled";
                        /** @description convert, skill, run or upload */
                        kind: string;
                        /** @description false for work made in test mode (a dk_test_ key): test credits, and paid skills ran built-in fakes */
                        livemode: boolean;
                        /** @description true for work made in test mode; the opposite of livemode */
                        test: boolean;
                        skill?: string;
                        created_at: string;
                        started_at: string | null;
                        completed_at: string | null;
                        progress: number | null;
                        error: {
                            code: string;
                            message: string;
                            /** @description The step the run failed at */
                            step?: number;
                            /**
                             * @description Every step finished; the final output encode failed
                             * @constant
                             */
                            stage?: "output";
                        } | null;
                        outputs: {
                            name: string;
                            mime: string;
                            size_bytes: number;
                            width: number | null;
                            height: number | null;
                            /** @description Video and audio only */
                            duration_seconds?: number;
                            /** @description Signed download URL; expires after ten minutes. Absent once the output has expired */
                            url?: string;
                            expires_at?: string;
                            /** @description The file was deleted JOB_RETENTION_HOURS after the job ended (a Vault copy stays); its old links answer 410 expired */
                            expired: boolean;
                        }[];
                        /** @description When retention deleted the job's inputs and outputs (JOB_RETENTION_HOURS after it ended); null until then */
                        expired_at: string | null;
                        /** @description Inline text result (alt text, OCR, transcript) */
                        text?: string;
                        /** @description Inline JSON result (palette, OCR lines, …) */
                        data?: unknown;
                        /** @description Credits this job cost in the end: what was charged minus what was refunded */
                        credits_charged: number;
                        /** @description Credits given back because the job, or a step of the run, failed or was canceled */
                        credits_refunded: number;
                        poll_url: string;
                        recipe_id: string | null;
                        output_format: {
                            /** @enum {string} */
                            format: "png" | "jpeg" | "webp" | "mp4" | "webm";
                            /** @description Encode quality 1-100, as a number or its string ("85") */
                            quality?: number;
                        } | null;
                        steps: {
                            step: number;
                            tool: string;
                            /** @description pending, running, complete, failed or canceled */
                            status: string;
                            credits_charged: number;
                            refunded: boolean;
                            output: {
                                name: string | null;
                                mime: string | null;
                                size_bytes: number | null;
                                width: number | null;
                                height: number | null;
                                duration_seconds?: number;
                                /** @description Absent once the run's files have expired */
                                url?: string;
                                expires_at?: string;
                                expired: boolean;
                            } | null;
                            text?: string;
                            data?: unknown;
                            error: {
                                code: string;
                                message: string;
                            } | null;
                            started_at: string | null;
                            completed_at: string | null;
                        }[];
                    } | {
                        /** @constant */
                        dry_run: true;
                        quote: {
                            steps: {
                                step: number;
                                tool: string;
                                credits: number;
                            }[];
                            total_credits: number;
                        };
                        /** @description Options a saved recipe's skills no longer have, dropped and listed here */
                        dropped_options?: {
                            step: number;
                            tool: string;
                            options: string[];
                        }[];
                    };
                };
            };
            /** @description Not finished within the wait (or `wait=false`): poll `poll_url` */
            202: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running";
                        poll_url: string;
                        /** @description Credits charged so far */
                        credits_charged: number;
                    };
                };
            };
            /** @description Refused: input_required, invalid_url, url_not_allowed, unsupported_input, invalid_step, unknown_skill, unknown_option, invalid_option, prompt_required, prompt_too_long, reference_required, unknown_model, unsupported_format, invalid_request, invalid_json, invalid_idempotency_key. The work failed (invalid_option): its view with status failed or canceled */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "input_required" | "invalid_url" | "url_not_allowed" | "unsupported_input" | "invalid_step" | "unknown_skill" | "unknown_option" | "invalid_option" | "prompt_required" | "prompt_too_long" | "reference_required" | "unknown_model" | "unsupported_format" | "invalid_request" | "invalid_json" | "invalid_idempotency_key";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    } | ({
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "complete" | "failed" | "canceled";
                        /** @description convert, skill, run or upload */
                        kind: string;
                        /** @description false for work made in test mode (a dk_test_ key): test credits, and paid skills ran built-in fakes */
                        livemode: boolean;
                        /** @description true for work made in test mode; the opposite of livemode */
                        test: boolean;
                        skill?: string;
                        created_at: string;
                        started_at: string | null;
                        completed_at: string | null;
                        progress: number | null;
                        error: {
                            code: string;
                            message: string;
                            /** @description The step the run failed at */
                            step?: number;
                            /**
                             * @description Every step finished; the final output encode failed
                             * @constant
                             */
                            stage?: "output";
                        } | null;
                        outputs: {
                            name: string;
                            mime: string;
                            size_bytes: number;
                            width: number | null;
                            height: number | null;
                            /** @description Video and audio only */
                            duration_seconds?: number;
                            /** @description Signed download URL; expires after ten minutes. Absent once the output has expired */
                            url?: string;
                            expires_at?: string;
                            /** @description The file was deleted JOB_RETENTION_HOURS after the job ended (a Vault copy stays); its old links answer 410 expired */
                            expired: boolean;
                        }[];
                        /** @description When retention deleted the job's inputs and outputs (JOB_RETENTION_HOURS after it ended); null until then */
                        expired_at: string | null;
                        /** @description Inline text result (alt text, OCR, transcript) */
                        text?: string;
                        /** @description Inline JSON result (palette, OCR lines, …) */
                        data?: unknown;
                        /** @description Credits this job cost in the end: what was charged minus what was refunded */
                        credits_charged: number;
                        /** @description Credits given back because the job, or a step of the run, failed or was canceled */
                        credits_refunded: number;
                        poll_url: string;
                        recipe_id: string | null;
                        output_format: {
                            /** @enum {string} */
                            format: "png" | "jpeg" | "webp" | "mp4" | "webm";
                            /** @description Encode quality 1-100, as a number or its string ("85") */
                            quality?: number;
                        } | null;
                        steps: {
                            step: number;
                            tool: string;
                            /** @description pending, running, complete, failed or canceled */
                            status: string;
                            credits_charged: number;
                            refunded: boolean;
                            output: {
                                name: string | null;
                                mime: string | null;
                                size_bytes: number | null;
                                width: number | null;
                                height: number | null;
                                duration_seconds?: number;
                                /** @description Absent once the run's files have expired */
                                url?: string;
                                expires_at?: string;
                                expired: boolean;
                            } | null;
                            text?: string;
                            data?: unknown;
                            error: {
                                code: string;
                                message: string;
                            } | null;
                            started_at: string | null;
                            completed_at: string | null;
                        }[];
                    } | {
                        /** @constant */
                        dry_run: true;
                        quote: {
                            steps: {
                                step: number;
                                tool: string;
                                credits: number;
                            }[];
                            total_credits: number;
                        };
                        /** @description Options a saved recipe's skills no longer have, dropped and listed here */
                        dropped_options?: {
                            step: number;
                            tool: string;
                            options: string[];
                        }[];
                    });
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: insufficient_credits. The work failed (insufficient_credits): its view with status failed or canceled */
            402: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_credits";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    } | ({
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "complete" | "failed" | "canceled";
                        /** @description convert, skill, run or upload */
                        kind: string;
                        /** @description false for work made in test mode (a dk_test_ key): test credits, and paid skills ran built-in fakes */
                        livemode: boolean;
                        /** @description true for work made in test mode; the opposite of livemode */
                        test: boolean;
                        skill?: string;
                        created_at: string;
                        started_at: string | null;
                        completed_at: string | null;
                        progress: number | null;
                        error: {
                            code: string;
                            message: string;
                            /** @description The step the run failed at */
                            step?: number;
                            /**
                             * @description Every step finished; the final output encode failed
                             * @constant
                             */
                            stage?: "output";
                        } | null;
                        outputs: {
                            name: string;
                            mime: string;
                            size_bytes: number;
                            width: number | null;
                            height: number | null;
                            /** @description Video and audio only */
                            duration_seconds?: number;
                            /** @description Signed download URL; expires after ten minutes. Absent once the output has expired */
                            url?: string;
                            expires_at?: string;
                            /** @description The file was deleted JOB_RETENTION_HOURS after the job ended (a Vault copy stays); its old links answer 410 expired */
                            expired: boolean;
                        }[];
                        /** @description When retention deleted the job's inputs and outputs (JOB_RETENTION_HOURS after it ended); null until then */
                        expired_at: string | null;
                        /** @description Inline text result (alt text, OCR, transcript) */
                        text?: string;
                        /** @description Inline JSON result (palette, OCR lines, …) */
                        data?: unknown;
                        /** @description Credits this job cost in the end: what was charged minus what was refunded */
                        credits_charged: number;
                        /** @description Credits given back because the job, or a step of the run, failed or was canceled */
                        credits_refunded: number;
                        poll_url: string;
                        recipe_id: string | null;
                        output_format: {
                            /** @enum {string} */
                            format: "png" | "jpeg" | "webp" | "mp4" | "webm";
                            /** @description Encode quality 1-100, as a number or its string ("85") */
                            quality?: number;
                        } | null;
                        steps: {
                            step: number;
                            tool: string;
                            /** @description pending, running, complete, failed or canceled */
                            status: string;
                            credits_charged: number;
                            refunded: boolean;
                            output: {
                                name: string | null;
                                mime: string | null;
                                size_bytes: number | null;
                                width: number | null;
                                height: number | null;
                                duration_seconds?: number;
                                /** @description Absent once the run's files have expired */
                                url?: string;
                                expires_at?: string;
                                expired: boolean;
                            } | null;
                            text?: string;
                            data?: unknown;
                            error: {
                                code: string;
                                message: string;
                            } | null;
                            started_at: string | null;
                            completed_at: string | null;
                        }[];
                    } | {
                        /** @constant */
                        dry_run: true;
                        quote: {
                            steps: {
                                step: number;
                                tool: string;
                                credits: number;
                            }[];
                            total_credits: number;
                        };
                        /** @description Options a saved recipe's skills no longer have, dropped and listed here */
                        dropped_options?: {
                            step: number;
                            tool: string;
                            options: string[];
                        }[];
                    });
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: job_not_finished, idempotency_key_in_use. The work failed (canceled): its view with status failed or canceled */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "job_not_finished" | "idempotency_key_in_use";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    } | ({
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "complete" | "failed" | "canceled";
                        /** @description convert, skill, run or upload */
                        kind: string;
                        /** @description false for work made in test mode (a dk_test_ key): test credits, and paid skills ran built-in fakes */
                        livemode: boolean;
                        /** @description true for work made in test mode; the opposite of livemode */
                        test: boolean;
                        skill?: string;
                        created_at: string;
                        started_at: string | null;
                        completed_at: string | null;
                        progress: number | null;
                        error: {
                            code: string;
                            message: string;
                            /** @description The step the run failed at */
                            step?: number;
                            /**
                             * @description Every step finished; the final output encode failed
                             * @constant
                             */
                            stage?: "output";
                        } | null;
                        outputs: {
                            name: string;
                            mime: string;
                            size_bytes: number;
                            width: number | null;
                            height: number | null;
                            /** @description Video and audio only */
                            duration_seconds?: number;
                            /** @description Signed download URL; expires after ten minutes. Absent once the output has expired */
                            url?: string;
                            expires_at?: string;
                            /** @description The file was deleted JOB_RETENTION_HOURS after the job ended (a Vault copy stays); its old links answer 410 expired */
                            expired: boolean;
                        }[];
                        /** @description When retention deleted the job's inputs and outputs (JOB_RETENTION_HOURS after it ended); null until then */
                        expired_at: string | null;
                        /** @description Inline text result (alt text, OCR, transcript) */
                        text?: string;
                        /** @description Inline JSON result (palette, OCR lines, …) */
                        data?: unknown;
                        /** @description Credits this job cost in the end: what was charged minus what was refunded */
                        credits_charged: number;
                        /** @description Credits given back because the job, or a step of the run, failed or was canceled */
                        credits_refunded: number;
                        poll_url: string;
                        recipe_id: string | null;
                        output_format: {
                            /** @enum {string} */
                            format: "png" | "jpeg" | "webp" | "mp4" | "webm";
                            /** @description Encode quality 1-100, as a number or its string ("85") */
                            quality?: number;
                        } | null;
                        steps: {
                            step: number;
                            tool: string;
                            /** @description pending, running, complete, failed or canceled */
                            status: string;
                            credits_charged: number;
                            refunded: boolean;
                            output: {
                                name: string | null;
                                mime: string | null;
                                size_bytes: number | null;
                                width: number | null;
                                height: number | null;
                                duration_seconds?: number;
                                /** @description Absent once the run's files have expired */
                                url?: string;
                                expires_at?: string;
                                expired: boolean;
                            } | null;
                            text?: string;
                            data?: unknown;
                            error: {
                                code: string;
                                message: string;
                            } | null;
                            started_at: string | null;
                            completed_at: string | null;
                        }[];
                    } | {
                        /** @constant */
                        dry_run: true;
                        quote: {
                            steps: {
                                step: number;
                                tool: string;
                                credits: number;
                            }[];
                            total_credits: number;
                        };
                        /** @description Options a saved recipe's skills no longer have, dropped and listed here */
                        dropped_options?: {
                            step: number;
                            tool: string;
                            options: string[];
                        }[];
                    });
                };
            };
            /** @description Refused: expired */
            410: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "expired";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: file_too_large, media_too_large, quota_exceeded, payload_too_large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "file_too_large" | "media_too_large" | "quota_exceeded" | "payload_too_large";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unsupported_media_type */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: invalid_media, idempotency_key_reused. The work failed (invalid_media, processing_failed, processing_timeout): its view with status failed or canceled */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_media" | "idempotency_key_reused";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    } | ({
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "complete" | "failed" | "canceled";
                        /** @description convert, skill, run or upload */
                        kind: string;
                        /** @description false for work made in test mode (a dk_test_ key): test credits, and paid skills ran built-in fakes */
                        livemode: boolean;
                        /** @description true for work made in test mode; the opposite of livemode */
                        test: boolean;
                        skill?: string;
                        created_at: string;
                        started_at: string | null;
                        completed_at: string | null;
                        progress: number | null;
                        error: {
                            code: string;
                            message: string;
                            /** @description The step the run failed at */
                            step?: number;
                            /**
                             * @description Every step finished; the final output encode failed
                             * @constant
                             */
                            stage?: "output";
                        } | null;
                        outputs: {
                            name: string;
                            mime: string;
                            size_bytes: number;
                            width: number | null;
                            height: number | null;
                            /** @description Video and audio only */
                            duration_seconds?: number;
                            /** @description Signed download URL; expires after ten minutes. Absent once the output has expired */
                            url?: string;
                            expires_at?: string;
                            /** @description The file was deleted JOB_RETENTION_HOURS after the job ended (a Vault copy stays); its old links answer 410 expired */
                            expired: boolean;
                        }[];
                        /** @description When retention deleted the job's inputs and outputs (JOB_RETENTION_HOURS after it ended); null until then */
                        expired_at: string | null;
                        /** @description Inline text result (alt text, OCR, transcript) */
                        text?: string;
                        /** @description Inline JSON result (palette, OCR lines, …) */
                        data?: unknown;
                        /** @description Credits this job cost in the end: what was charged minus what was refunded */
                        credits_charged: number;
                        /** @description Credits given back because the job, or a step of the run, failed or was canceled */
                        credits_refunded: number;
                        poll_url: string;
                        recipe_id: string | null;
                        output_format: {
                            /** @enum {string} */
                            format: "png" | "jpeg" | "webp" | "mp4" | "webm";
                            /** @description Encode quality 1-100, as a number or its string ("85") */
                            quality?: number;
                        } | null;
                        steps: {
                            step: number;
                            tool: string;
                            /** @description pending, running, complete, failed or canceled */
                            status: string;
                            credits_charged: number;
                            refunded: boolean;
                            output: {
                                name: string | null;
                                mime: string | null;
                                size_bytes: number | null;
                                width: number | null;
                                height: number | null;
                                duration_seconds?: number;
                                /** @description Absent once the run's files have expired */
                                url?: string;
                                expires_at?: string;
                                expired: boolean;
                            } | null;
                            text?: string;
                            data?: unknown;
                            error: {
                                code: string;
                                message: string;
                            } | null;
                            started_at: string | null;
                            completed_at: string | null;
                        }[];
                    } | {
                        /** @constant */
                        dry_run: true;
                        quote: {
                            steps: {
                                step: number;
                                tool: string;
                                credits: number;
                            }[];
                            total_credits: number;
                        };
                        /** @description Options a saved recipe's skills no longer have, dropped and listed here */
                        dropped_options?: {
                            step: number;
                            tool: string;
                            options: string[];
                        }[];
                    });
                };
            };
            /** @description Refused: rate_limited, too_many_jobs */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited" | "too_many_jobs";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error. The work failed (worker_lost): its view with status failed or canceled */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    } | ({
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "complete" | "failed" | "canceled";
                        /** @description convert, skill, run or upload */
                        kind: string;
                        /** @description false for work made in test mode (a dk_test_ key): test credits, and paid skills ran built-in fakes */
                        livemode: boolean;
                        /** @description true for work made in test mode; the opposite of livemode */
                        test: boolean;
                        skill?: string;
                        created_at: string;
                        started_at: string | null;
                        completed_at: string | null;
                        progress: number | null;
                        error: {
                            code: string;
                            message: string;
                            /** @description The step the run failed at */
                            step?: number;
                            /**
                             * @description Every step finished; the final output encode failed
                             * @constant
                             */
                            stage?: "output";
                        } | null;
                        outputs: {
                            name: string;
                            mime: string;
                            size_bytes: number;
                            width: number | null;
                            height: number | null;
                            /** @description Video and audio only */
                            duration_seconds?: number;
                            /** @description Signed download URL; expires after ten minutes. Absent once the output has expired */
                            url?: string;
                            expires_at?: string;
                            /** @description The file was deleted JOB_RETENTION_HOURS after the job ended (a Vault copy stays); its old links answer 410 expired */
                            expired: boolean;
                        }[];
                        /** @description When retention deleted the job's inputs and outputs (JOB_RETENTION_HOURS after it ended); null until then */
                        expired_at: string | null;
                        /** @description Inline text result (alt text, OCR, transcript) */
                        text?: string;
                        /** @description Inline JSON result (palette, OCR lines, …) */
                        data?: unknown;
                        /** @description Credits this job cost in the end: what was charged minus what was refunded */
                        credits_charged: number;
                        /** @description Credits given back because the job, or a step of the run, failed or was canceled */
                        credits_refunded: number;
                        poll_url: string;
                        recipe_id: string | null;
                        output_format: {
                            /** @enum {string} */
                            format: "png" | "jpeg" | "webp" | "mp4" | "webm";
                            /** @description Encode quality 1-100, as a number or its string ("85") */
                            quality?: number;
                        } | null;
                        steps: {
                            step: number;
                            tool: string;
                            /** @description pending, running, complete, failed or canceled */
                            status: string;
                            credits_charged: number;
                            refunded: boolean;
                            output: {
                                name: string | null;
                                mime: string | null;
                                size_bytes: number | null;
                                width: number | null;
                                height: number | null;
                                duration_seconds?: number;
                                /** @description Absent once the run's files have expired */
                                url?: string;
                                expires_at?: string;
                                expired: boolean;
                            } | null;
                            text?: string;
                            data?: unknown;
                            error: {
                                code: string;
                                message: string;
                            } | null;
                            started_at: string | null;
                            completed_at: string | null;
                        }[];
                    } | {
                        /** @constant */
                        dry_run: true;
                        quote: {
                            steps: {
                                step: number;
                                tool: string;
                                credits: number;
                            }[];
                            total_credits: number;
                        };
                        /** @description Options a saved recipe's skills no longer have, dropped and listed here */
                        dropped_options?: {
                            step: number;
                            tool: string;
                            options: string[];
                        }[];
                    });
                };
            };
            /** @description Refused: upstream_error, too_many_redirects. The work failed (provider_error): its view with status failed or canceled */
            502: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "upstream_error" | "too_many_redirects";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    } | ({
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "complete" | "failed" | "canceled";
                        /** @description convert, skill, run or upload */
                        kind: string;
                        /** @description false for work made in test mode (a dk_test_ key): test credits, and paid skills ran built-in fakes */
                        livemode: boolean;
                        /** @description true for work made in test mode; the opposite of livemode */
                        test: boolean;
                        skill?: string;
                        created_at: string;
                        started_at: string | null;
                        completed_at: string | null;
                        progress: number | null;
                        error: {
                            code: string;
                            message: string;
                            /** @description The step the run failed at */
                            step?: number;
                            /**
                             * @description Every step finished; the final output encode failed
                             * @constant
                             */
                            stage?: "output";
                        } | null;
                        outputs: {
                            name: string;
                            mime: string;
                            size_bytes: number;
                            width: number | null;
                            height: number | null;
                            /** @description Video and audio only */
                            duration_seconds?: number;
                            /** @description Signed download URL; expires after ten minutes. Absent once the output has expired */
                            url?: string;
                            expires_at?: string;
                            /** @description The file was deleted JOB_RETENTION_HOURS after the job ended (a Vault copy stays); its old links answer 410 expired */
                            expired: boolean;
                        }[];
                        /** @description When retention deleted the job's inputs and outputs (JOB_RETENTION_HOURS after it ended); null until then */
                        expired_at: string | null;
                        /** @description Inline text result (alt text, OCR, transcript) */
                        text?: string;
                        /** @description Inline JSON result (palette, OCR lines, …) */
                        data?: unknown;
                        /** @description Credits this job cost in the end: what was charged minus what was refunded */
                        credits_charged: number;
                        /** @description Credits given back because the job, or a step of the run, failed or was canceled */
                        credits_refunded: number;
                        poll_url: string;
                        recipe_id: string | null;
                        output_format: {
                            /** @enum {string} */
                            format: "png" | "jpeg" | "webp" | "mp4" | "webm";
                            /** @description Encode quality 1-100, as a number or its string ("85") */
                            quality?: number;
                        } | null;
                        steps: {
                            step: number;
                            tool: string;
                            /** @description pending, running, complete, failed or canceled */
                            status: string;
                            credits_charged: number;
                            refunded: boolean;
                            output: {
                                name: string | null;
                                mime: string | null;
                                size_bytes: number | null;
                                width: number | null;
                                height: number | null;
                                duration_seconds?: number;
                                /** @description Absent once the run's files have expired */
                                url?: string;
                                expires_at?: string;
                                expired: boolean;
                            } | null;
                            text?: string;
                            data?: unknown;
                            error: {
                                code: string;
                                message: string;
                            } | null;
                            started_at: string | null;
                            completed_at: string | null;
                        }[];
                    } | {
                        /** @constant */
                        dry_run: true;
                        quote: {
                            steps: {
                                step: number;
                                tool: string;
                                credits: number;
                            }[];
                            total_credits: number;
                        };
                        /** @description Options a saved recipe's skills no longer have, dropped and listed here */
                        dropped_options?: {
                            step: number;
                            tool: string;
                            options: string[];
                        }[];
                    });
                };
            };
            /** @description Refused: provider_unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "provider_unavailable";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: upstream_timeout */
            504: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "upstream_timeout";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "complete" | "failed" | "canceled";
                        /** @description convert, skill, run or upload */
                        kind: string;
                        /** @description false for work made in test mode (a dk_test_ key): test credits, and paid skills ran built-in fakes */
                        livemode: boolean;
                        /** @description true for work made in test mode; the opposite of livemode */
                        test: boolean;
                        skill?: string;
                        created_at: string;
                        started_at: string | null;
                        completed_at: string | null;
                        progress: number | null;
                        error: {
                            code: string;
                            message: string;
                            /** @description The step the run failed at */
                            step?: number;
                            /**
                             * @description Every step finished; the final output encode failed
                             * @constant
                             */
                            stage?: "output";
                        } | null;
                        outputs: {
                            name: string;
                            mime: string;
                            size_bytes: number;
                            width: number | null;
                            height: number | null;
                            /** @description Video and audio only */
                            duration_seconds?: number;
                            /** @description Signed download URL; expires after ten minutes. Absent once the output has expired */
                            url?: string;
                            expires_at?: string;
                            /** @description The file was deleted JOB_RETENTION_HOURS after the job ended (a Vault copy stays); its old links answer 410 expired */
                            expired: boolean;
                        }[];
                        /** @description When retention deleted the job's inputs and outputs (JOB_RETENTION_HOURS after it ended); null until then */
                        expired_at: string | null;
                        /** @description Inline text result (alt text, OCR, transcript) */
                        text?: string;
                        /** @description Inline JSON result (palette, OCR lines, …) */
                        data?: unknown;
                        /** @description Credits this job cost in the end: what was charged minus what was refunded */
                        credits_charged: number;
                        /** @description Credits given back because the job, or a step of the run, failed or was canceled */
                        credits_refunded: number;
                        poll_url: string;
                        recipe_id: string | null;
                        output_format: {
                            /** @enum {string} */
                            format: "png" | "jpeg" | "webp" | "mp4" | "webm";
                            /** @description Encode quality 1-100, as a number or its string ("85") */
                            quality?: number;
                        } | null;
                        steps: {
                            step: number;
                            tool: string;
                            /** @description pending, running, complete, failed or canceled */
                            status: string;
                            credits_charged: number;
                            refunded: boolean;
                            output: {
                                name: string | null;
                                mime: string | null;
                                size_bytes: number | null;
                                width: number | null;
                                height: number | null;
                                duration_seconds?: number;
                                /** @description Absent once the run's files have expired */
                                url?: string;
                                expires_at?: string;
                                expired: boolean;
                            } | null;
                            text?: string;
                            data?: unknown;
                            error: {
                                code: string;
                                message: string;
                            } | null;
                            started_at: string | null;
                            completed_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    resumeRun: {
        parameters: {
            query?: {
                wait?: boolean;
            };
            header?: {
                /** @description Makes a retry safe: the first answer (2xx or 4xx) is kept for 24 hours per account and key and replayed for the same request (method, path, body; for multipart the fields and each file's SHA-256), with nothing run or charged again. Another request with the key is refused 422 idempotency_key_reused; while the first still runs, 409 idempotency_key_in_use. A 5xx or 429 is not kept, nor a success that carries a secret (a new API key, a webhook signing secret): its replay is refused 409 idempotency_replay_refused. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The finished run */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "complete" | "failed" | "canceled";
                        /** @description convert, skill, run or upload */
                        kind: string;
                        /** @description false for work made in test mode (a dk_test_ key): test credits, and paid skills ran built-in fakes */
                        livemode: boolean;
                        /** @description true for work made in test mode; the opposite of livemode */
                        test: boolean;
                        skill?: string;
                        created_at: string;
                        started_at: string | null;
                        completed_at: string | null;
                        progress: number | null;
                        error: {
                            code: string;
                            message: string;
                            /** @description The step the run failed at */
                            step?: number;
                            /**
                             * @description Every step finished; the final output encode failed
                             * @constant
                             */
                            stage?: "output";
                        } | null;
                        outputs: {
                            name: string;
                            mime: string;
                            size_bytes: number;
                            width: number | null;
                            height: number | null;
                            /** @description Video and audio only */
                            duration_seconds?: number;
                            /** @description Signed download URL; expires after ten minutes. Absent once the output has expired */
                            url?: string;
                            expires_at?: string;
                            /** @description The file was deleted JOB_RETENTION_HOURS after the job ended (a Vault copy stays); its old links answer 410 expired */
                            expired: boolean;
                        }[];
                        /** @description When retention deleted the job's inputs and outputs (JOB_RETENTION_HOURS after it ended); null until then */
                        expired_at: string | null;
                        /** @description Inline text result (alt text, OCR, transcript) */
                        text?: string;
                        /** @description Inline JSON result (palette, OCR lines, …) */
                        data?: unknown;
                        /** @description Credits this job cost in the end: what was charged minus what was refunded */
                        credits_charged: number;
                        /** @description Credits given back because the job, or a step of the run, failed or was canceled */
                        credits_refunded: number;
                        poll_url: string;
                        recipe_id: string | null;
                        output_format: {
                            /** @enum {string} */
                            format: "png" | "jpeg" | "webp" | "mp4" | "webm";
                            /** @description Encode quality 1-100, as a number or its string ("85") */
                            quality?: number;
                        } | null;
                        steps: {
                            step: number;
                            tool: string;
                            /** @description pending, running, complete, failed or canceled */
                            status: string;
                            credits_charged: number;
                            refunded: boolean;
                            output: {
                                name: string | null;
                                mime: string | null;
                                size_bytes: number | null;
                                width: number | null;
                                height: number | null;
                                duration_seconds?: number;
                                /** @description Absent once the run's files have expired */
                                url?: string;
                                expires_at?: string;
                                expired: boolean;
                            } | null;
                            text?: string;
                            data?: unknown;
                            error: {
                                code: string;
                                message: string;
                            } | null;
                            started_at: string | null;
                            completed_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Not finished within the wait (or `wait=false`): poll `poll_url` */
            202: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running";
                        poll_url: string;
                        /** @description Credits charged so far */
                        credits_charged: number;
                    };
                };
            };
            /** @description Refused: invalid_request, invalid_idempotency_key. The work failed (invalid_option): its view with status failed or canceled */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_idempotency_key";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    } | {
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "complete" | "failed" | "canceled";
                        /** @description convert, skill, run or upload */
                        kind: string;
                        /** @description false for work made in test mode (a dk_test_ key): test credits, and paid skills ran built-in fakes */
                        livemode: boolean;
                        /** @description true for work made in test mode; the opposite of livemode */
                        test: boolean;
                        skill?: string;
                        created_at: string;
                        started_at: string | null;
                        completed_at: string | null;
                        progress: number | null;
                        error: {
                            code: string;
                            message: string;
                            /** @description The step the run failed at */
                            step?: number;
                            /**
                             * @description Every step finished; the final output encode failed
                             * @constant
                             */
                            stage?: "output";
                        } | null;
                        outputs: {
                            name: string;
                            mime: string;
                            size_bytes: number;
                            width: number | null;
                            height: number | null;
                            /** @description Video and audio only */
                            duration_seconds?: number;
                            /** @description Signed download URL; expires after ten minutes. Absent once the output has expired */
                            url?: string;
                            expires_at?: string;
                            /** @description The file was deleted JOB_RETENTION_HOURS after the job ended (a Vault copy stays); its old links answer 410 expired */
                            expired: boolean;
                        }[];
                        /** @description When retention deleted the job's inputs and outputs (JOB_RETENTION_HOURS after it ended); null until then */
                        expired_at: string | null;
                        /** @description Inline text result (alt text, OCR, transcript) */
                        text?: string;
                        /** @description Inline JSON result (palette, OCR lines, …) */
                        data?: unknown;
                        /** @description Credits this job cost in the end: what was charged minus what was refunded */
                        credits_charged: number;
                        /** @description Credits given back because the job, or a step of the run, failed or was canceled */
                        credits_refunded: number;
                        poll_url: string;
                        recipe_id: string | null;
                        output_format: {
                            /** @enum {string} */
                            format: "png" | "jpeg" | "webp" | "mp4" | "webm";
                            /** @description Encode quality 1-100, as a number or its string ("85") */
                            quality?: number;
                        } | null;
                        steps: {
                            step: number;
                            tool: string;
                            /** @description pending, running, complete, failed or canceled */
                            status: string;
                            credits_charged: number;
                            refunded: boolean;
                            output: {
                                name: string | null;
                                mime: string | null;
                                size_bytes: number | null;
                                width: number | null;
                                height: number | null;
                                duration_seconds?: number;
                                /** @description Absent once the run's files have expired */
                                url?: string;
                                expires_at?: string;
                                expired: boolean;
                            } | null;
                            text?: string;
                            data?: unknown;
                            error: {
                                code: string;
                                message: string;
                            } | null;
                            started_at: string | null;
                            completed_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: insufficient_credits. The work failed (insufficient_credits): its view with status failed or canceled */
            402: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_credits";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    } | {
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "complete" | "failed" | "canceled";
                        /** @description convert, skill, run or upload */
                        kind: string;
                        /** @description false for work made in test mode (a dk_test_ key): test credits, and paid skills ran built-in fakes */
                        livemode: boolean;
                        /** @description true for work made in test mode; the opposite of livemode */
                        test: boolean;
                        skill?: string;
                        created_at: string;
                        started_at: string | null;
                        completed_at: string | null;
                        progress: number | null;
                        error: {
                            code: string;
                            message: string;
                            /** @description The step the run failed at */
                            step?: number;
                            /**
                             * @description Every step finished; the final output encode failed
                             * @constant
                             */
                            stage?: "output";
                        } | null;
                        outputs: {
                            name: string;
                            mime: string;
                            size_bytes: number;
                            width: number | null;
                            height: number | null;
                            /** @description Video and audio only */
                            duration_seconds?: number;
                            /** @description Signed download URL; expires after ten minutes. Absent once the output has expired */
                            url?: string;
                            expires_at?: string;
                            /** @description The file was deleted JOB_RETENTION_HOURS after the job ended (a Vault copy stays); its old links answer 410 expired */
                            expired: boolean;
                        }[];
                        /** @description When retention deleted the job's inputs and outputs (JOB_RETENTION_HOURS after it ended); null until then */
                        expired_at: string | null;
                        /** @description Inline text result (alt text, OCR, transcript) */
                        text?: string;
                        /** @description Inline JSON result (palette, OCR lines, …) */
                        data?: unknown;
                        /** @description Credits this job cost in the end: what was charged minus what was refunded */
                        credits_charged: number;
                        /** @description Credits given back because the job, or a step of the run, failed or was canceled */
                        credits_refunded: number;
                        poll_url: string;
                        recipe_id: string | null;
                        output_format: {
                            /** @enum {string} */
                            format: "png" | "jpeg" | "webp" | "mp4" | "webm";
                            /** @description Encode quality 1-100, as a number or its string ("85") */
                            quality?: number;
                        } | null;
                        steps: {
                            step: number;
                            tool: string;
                            /** @description pending, running, complete, failed or canceled */
                            status: string;
                            credits_charged: number;
                            refunded: boolean;
                            output: {
                                name: string | null;
                                mime: string | null;
                                size_bytes: number | null;
                                width: number | null;
                                height: number | null;
                                duration_seconds?: number;
                                /** @description Absent once the run's files have expired */
                                url?: string;
                                expires_at?: string;
                                expired: boolean;
                            } | null;
                            text?: string;
                            data?: unknown;
                            error: {
                                code: string;
                                message: string;
                            } | null;
                            started_at: string | null;
                            completed_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: conflict, idempotency_key_in_use. The work failed (canceled): its view with status failed or canceled */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "conflict" | "idempotency_key_in_use";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    } | {
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "complete" | "failed" | "canceled";
                        /** @description convert, skill, run or upload */
                        kind: string;
                        /** @description false for work made in test mode (a dk_test_ key): test credits, and paid skills ran built-in fakes */
                        livemode: boolean;
                        /** @description true for work made in test mode; the opposite of livemode */
                        test: boolean;
                        skill?: string;
                        created_at: string;
                        started_at: string | null;
                        completed_at: string | null;
                        progress: number | null;
                        error: {
                            code: string;
                            message: string;
                            /** @description The step the run failed at */
                            step?: number;
                            /**
                             * @description Every step finished; the final output encode failed
                             * @constant
                             */
                            stage?: "output";
                        } | null;
                        outputs: {
                            name: string;
                            mime: string;
                            size_bytes: number;
                            width: number | null;
                            height: number | null;
                            /** @description Video and audio only */
                            duration_seconds?: number;
                            /** @description Signed download URL; expires after ten minutes. Absent once the output has expired */
                            url?: string;
                            expires_at?: string;
                            /** @description The file was deleted JOB_RETENTION_HOURS after the job ended (a Vault copy stays); its old links answer 410 expired */
                            expired: boolean;
                        }[];
                        /** @description When retention deleted the job's inputs and outputs (JOB_RETENTION_HOURS after it ended); null until then */
                        expired_at: string | null;
                        /** @description Inline text result (alt text, OCR, transcript) */
                        text?: string;
                        /** @description Inline JSON result (palette, OCR lines, …) */
                        data?: unknown;
                        /** @description Credits this job cost in the end: what was charged minus what was refunded */
                        credits_charged: number;
                        /** @description Credits given back because the job, or a step of the run, failed or was canceled */
                        credits_refunded: number;
                        poll_url: string;
                        recipe_id: string | null;
                        output_format: {
                            /** @enum {string} */
                            format: "png" | "jpeg" | "webp" | "mp4" | "webm";
                            /** @description Encode quality 1-100, as a number or its string ("85") */
                            quality?: number;
                        } | null;
                        steps: {
                            step: number;
                            tool: string;
                            /** @description pending, running, complete, failed or canceled */
                            status: string;
                            credits_charged: number;
                            refunded: boolean;
                            output: {
                                name: string | null;
                                mime: string | null;
                                size_bytes: number | null;
                                width: number | null;
                                height: number | null;
                                duration_seconds?: number;
                                /** @description Absent once the run's files have expired */
                                url?: string;
                                expires_at?: string;
                                expired: boolean;
                            } | null;
                            text?: string;
                            data?: unknown;
                            error: {
                                code: string;
                                message: string;
                            } | null;
                            started_at: string | null;
                            completed_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Refused: idempotency_key_reused. The work failed (invalid_media, processing_failed, processing_timeout): its view with status failed or canceled */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    } | {
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "complete" | "failed" | "canceled";
                        /** @description convert, skill, run or upload */
                        kind: string;
                        /** @description false for work made in test mode (a dk_test_ key): test credits, and paid skills ran built-in fakes */
                        livemode: boolean;
                        /** @description true for work made in test mode; the opposite of livemode */
                        test: boolean;
                        skill?: string;
                        created_at: string;
                        started_at: string | null;
                        completed_at: string | null;
                        progress: number | null;
                        error: {
                            code: string;
                            message: string;
                            /** @description The step the run failed at */
                            step?: number;
                            /**
                             * @description Every step finished; the final output encode failed
                             * @constant
                             */
                            stage?: "output";
                        } | null;
                        outputs: {
                            name: string;
                            mime: string;
                            size_bytes: number;
                            width: number | null;
                            height: number | null;
                            /** @description Video and audio only */
                            duration_seconds?: number;
                            /** @description Signed download URL; expires after ten minutes. Absent once the output has expired */
                            url?: string;
                            expires_at?: string;
                            /** @description The file was deleted JOB_RETENTION_HOURS after the job ended (a Vault copy stays); its old links answer 410 expired */
                            expired: boolean;
                        }[];
                        /** @description When retention deleted the job's inputs and outputs (JOB_RETENTION_HOURS after it ended); null until then */
                        expired_at: string | null;
                        /** @description Inline text result (alt text, OCR, transcript) */
                        text?: string;
                        /** @description Inline JSON result (palette, OCR lines, …) */
                        data?: unknown;
                        /** @description Credits this job cost in the end: what was charged minus what was refunded */
                        credits_charged: number;
                        /** @description Credits given back because the job, or a step of the run, failed or was canceled */
                        credits_refunded: number;
                        poll_url: string;
                        recipe_id: string | null;
                        output_format: {
                            /** @enum {string} */
                            format: "png" | "jpeg" | "webp" | "mp4" | "webm";
                            /** @description Encode quality 1-100, as a number or its string ("85") */
                            quality?: number;
                        } | null;
                        steps: {
                            step: number;
                            tool: string;
                            /** @description pending, running, complete, failed or canceled */
                            status: string;
                            credits_charged: number;
                            refunded: boolean;
                            output: {
                                name: string | null;
                                mime: string | null;
                                size_bytes: number | null;
                                width: number | null;
                                height: number | null;
                                duration_seconds?: number;
                                /** @description Absent once the run's files have expired */
                                url?: string;
                                expires_at?: string;
                                expired: boolean;
                            } | null;
                            text?: string;
                            data?: unknown;
                            error: {
                                code: string;
                                message: string;
                            } | null;
                            started_at: string | null;
                            completed_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Refused: rate_limited, too_many_jobs */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited" | "too_many_jobs";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error. The work failed (worker_lost): its view with status failed or canceled */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    } | {
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "complete" | "failed" | "canceled";
                        /** @description convert, skill, run or upload */
                        kind: string;
                        /** @description false for work made in test mode (a dk_test_ key): test credits, and paid skills ran built-in fakes */
                        livemode: boolean;
                        /** @description true for work made in test mode; the opposite of livemode */
                        test: boolean;
                        skill?: string;
                        created_at: string;
                        started_at: string | null;
                        completed_at: string | null;
                        progress: number | null;
                        error: {
                            code: string;
                            message: string;
                            /** @description The step the run failed at */
                            step?: number;
                            /**
                             * @description Every step finished; the final output encode failed
                             * @constant
                             */
                            stage?: "output";
                        } | null;
                        outputs: {
                            name: string;
                            mime: string;
                            size_bytes: number;
                            width: number | null;
                            height: number | null;
                            /** @description Video and audio only */
                            duration_seconds?: number;
                            /** @description Signed download URL; expires after ten minutes. Absent once the output has expired */
                            url?: string;
                            expires_at?: string;
                            /** @description The file was deleted JOB_RETENTION_HOURS after the job ended (a Vault copy stays); its old links answer 410 expired */
                            expired: boolean;
                        }[];
                        /** @description When retention deleted the job's inputs and outputs (JOB_RETENTION_HOURS after it ended); null until then */
                        expired_at: string | null;
                        /** @description Inline text result (alt text, OCR, transcript) */
                        text?: string;
                        /** @description Inline JSON result (palette, OCR lines, …) */
                        data?: unknown;
                        /** @description Credits this job cost in the end: what was charged minus what was refunded */
                        credits_charged: number;
                        /** @description Credits given back because the job, or a step of the run, failed or was canceled */
                        credits_refunded: number;
                        poll_url: string;
                        recipe_id: string | null;
                        output_format: {
                            /** @enum {string} */
                            format: "png" | "jpeg" | "webp" | "mp4" | "webm";
                            /** @description Encode quality 1-100, as a number or its string ("85") */
                            quality?: number;
                        } | null;
                        steps: {
                            step: number;
                            tool: string;
                            /** @description pending, running, complete, failed or canceled */
                            status: string;
                            credits_charged: number;
                            refunded: boolean;
                            output: {
                                name: string | null;
                                mime: string | null;
                                size_bytes: number | null;
                                width: number | null;
                                height: number | null;
                                duration_seconds?: number;
                                /** @description Absent once the run's files have expired */
                                url?: string;
                                expires_at?: string;
                                expired: boolean;
                            } | null;
                            text?: string;
                            data?: unknown;
                            error: {
                                code: string;
                                message: string;
                            } | null;
                            started_at: string | null;
                            completed_at: string | null;
                        }[];
                    };
                };
            };
            /** @description The work failed (provider_error): its view with status failed or canceled */
            502: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "complete" | "failed" | "canceled";
                        /** @description convert, skill, run or upload */
                        kind: string;
                        /** @description false for work made in test mode (a dk_test_ key): test credits, and paid skills ran built-in fakes */
                        livemode: boolean;
                        /** @description true for work made in test mode; the opposite of livemode */
                        test: boolean;
                        skill?: string;
                        created_at: string;
                        started_at: string | null;
                        completed_at: string | null;
                        progress: number | null;
                        error: {
                            code: string;
                            message: string;
                            /** @description The step the run failed at */
                            step?: number;
                            /**
                             * @description Every step finished; the final output encode failed
                             * @constant
                             */
                            stage?: "output";
                        } | null;
                        outputs: {
                            name: string;
                            mime: string;
                            size_bytes: number;
                            width: number | null;
                            height: number | null;
                            /** @description Video and audio only */
                            duration_seconds?: number;
                            /** @description Signed download URL; expires after ten minutes. Absent once the output has expired */
                            url?: string;
                            expires_at?: string;
                            /** @description The file was deleted JOB_RETENTION_HOURS after the job ended (a Vault copy stays); its old links answer 410 expired */
                            expired: boolean;
                        }[];
                        /** @description When retention deleted the job's inputs and outputs (JOB_RETENTION_HOURS after it ended); null until then */
                        expired_at: string | null;
                        /** @description Inline text result (alt text, OCR, transcript) */
                        text?: string;
                        /** @description Inline JSON result (palette, OCR lines, …) */
                        data?: unknown;
                        /** @description Credits this job cost in the end: what was charged minus what was refunded */
                        credits_charged: number;
                        /** @description Credits given back because the job, or a step of the run, failed or was canceled */
                        credits_refunded: number;
                        poll_url: string;
                        recipe_id: string | null;
                        output_format: {
                            /** @enum {string} */
                            format: "png" | "jpeg" | "webp" | "mp4" | "webm";
                            /** @description Encode quality 1-100, as a number or its string ("85") */
                            quality?: number;
                        } | null;
                        steps: {
                            step: number;
                            tool: string;
                            /** @description pending, running, complete, failed or canceled */
                            status: string;
                            credits_charged: number;
                            refunded: boolean;
                            output: {
                                name: string | null;
                                mime: string | null;
                                size_bytes: number | null;
                                width: number | null;
                                height: number | null;
                                duration_seconds?: number;
                                /** @description Absent once the run's files have expired */
                                url?: string;
                                expires_at?: string;
                                expired: boolean;
                            } | null;
                            text?: string;
                            data?: unknown;
                            error: {
                                code: string;
                                message: string;
                            } | null;
                            started_at: string | null;
                            completed_at: string | null;
                        }[];
                    };
                };
            };
        };
    };
    cancelRun: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer (2xx or 4xx) is kept for 24 hours per account and key and replayed for the same request (method, path, body; for multipart the fields and each file's SHA-256), with nothing run or charged again. Another request with the key is refused 422 idempotency_key_reused; while the first still runs, 409 idempotency_key_in_use. A 5xx or 429 is not kept, nor a success that carries a secret (a new API key, a webhook signing secret): its replay is refused 409 idempotency_replay_refused. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run as it is now: canceled, or already finished */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "complete" | "failed" | "canceled";
                        /** @description convert, skill, run or upload */
                        kind: string;
                        /** @description false for work made in test mode (a dk_test_ key): test credits, and paid skills ran built-in fakes */
                        livemode: boolean;
                        /** @description true for work made in test mode; the opposite of livemode */
                        test: boolean;
                        skill?: string;
                        created_at: string;
                        started_at: string | null;
                        completed_at: string | null;
                        progress: number | null;
                        error: {
                            code: string;
                            message: string;
                            /** @description The step the run failed at */
                            step?: number;
                            /**
                             * @description Every step finished; the final output encode failed
                             * @constant
                             */
                            stage?: "output";
                        } | null;
                        outputs: {
                            name: string;
                            mime: string;
                            size_bytes: number;
                            width: number | null;
                            height: number | null;
                            /** @description Video and audio only */
                            duration_seconds?: number;
                            /** @description Signed download URL; expires after ten minutes. Absent once the output has expired */
                            url?: string;
                            expires_at?: string;
                            /** @description The file was deleted JOB_RETENTION_HOURS after the job ended (a Vault copy stays); its old links answer 410 expired */
                            expired: boolean;
                        }[];
                        /** @description When retention deleted the job's inputs and outputs (JOB_RETENTION_HOURS after it ended); null until then */
                        expired_at: string | null;
                        /** @description Inline text result (alt text, OCR, transcript) */
                        text?: string;
                        /** @description Inline JSON result (palette, OCR lines, …) */
                        data?: unknown;
                        /** @description Credits this job cost in the end: what was charged minus what was refunded */
                        credits_charged: number;
                        /** @description Credits given back because the job, or a step of the run, failed or was canceled */
                        credits_refunded: number;
                        poll_url: string;
                        recipe_id: string | null;
                        output_format: {
                            /** @enum {string} */
                            format: "png" | "jpeg" | "webp" | "mp4" | "webm";
                            /** @description Encode quality 1-100, as a number or its string ("85") */
                            quality?: number;
                        } | null;
                        steps: {
                            step: number;
                            tool: string;
                            /** @description pending, running, complete, failed or canceled */
                            status: string;
                            credits_charged: number;
                            refunded: boolean;
                            output: {
                                name: string | null;
                                mime: string | null;
                                size_bytes: number | null;
                                width: number | null;
                                height: number | null;
                                duration_seconds?: number;
                                /** @description Absent once the run's files have expired */
                                url?: string;
                                expires_at?: string;
                                expired: boolean;
                            } | null;
                            text?: string;
                            data?: unknown;
                            error: {
                                code: string;
                                message: string;
                            } | null;
                            started_at: string | null;
                            completed_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Refused: invalid_idempotency_key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_idempotency_key";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: conflict, idempotency_key_in_use */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "conflict" | "idempotency_key_in_use";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: idempotency_key_reused */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    listRecipes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recipes: {
                            id: string;
                            name: string;
                            description: string;
                            steps: unknown[];
                            output: {
                                /** @enum {string} */
                                format: "png" | "jpeg" | "webp" | "mp4" | "webm";
                                /** @description Encode quality 1-100, as a number or its string ("85") */
                                quality?: number;
                            } | null;
                            /** @description One of the six built-in recipes (read-only) */
                            catalogue: boolean;
                            created_at: string | null;
                            updated_at: string | null;
                            /** @description Options a saved recipe's skills no longer have, dropped and listed here */
                            dropped_options?: {
                                step: number;
                                tool: string;
                                options: string[];
                            }[];
                        }[];
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    createRecipe: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer (2xx or 4xx) is kept for 24 hours per account and key and replayed for the same request (method, path, body; for multipart the fields and each file's SHA-256), with nothing run or charged again. Another request with the key is refused 422 idempotency_key_reused; while the first still runs, 409 idempotency_key_in_use. A 5xx or 429 is not kept, nor a success that carries a secret (a new API key, a webhook signing secret): its replay is refused 409 idempotency_replay_refused. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    steps: {
                        /** @description Skill slug */
                        tool: string;
                        /**
                         * @description Option ids of that skill; prompt, model, reference_url and reference_job_id may be written here too
                         * @default {}
                         */
                        options?: {
                            [key: string]: unknown;
                        };
                        prompt?: string;
                        model?: string;
                        reference_url?: string;
                        reference_job_id?: string;
                    }[];
                    /** @default null */
                    output?: {
                        /** @enum {string} */
                        format: "png" | "jpeg" | "webp" | "mp4" | "webm";
                        /** @description Encode quality 1-100, as a number or its string ("85") */
                        quality?: number;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Saved */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        description: string;
                        steps: unknown[];
                        output: {
                            /** @enum {string} */
                            format: "png" | "jpeg" | "webp" | "mp4" | "webm";
                            /** @description Encode quality 1-100, as a number or its string ("85") */
                            quality?: number;
                        } | null;
                        /** @description One of the six built-in recipes (read-only) */
                        catalogue: boolean;
                        created_at: string | null;
                        updated_at: string | null;
                        /** @description Options a saved recipe's skills no longer have, dropped and listed here */
                        dropped_options?: {
                            step: number;
                            tool: string;
                            options: string[];
                        }[];
                    };
                };
            };
            /** @description Refused: invalid_step, unknown_skill, unknown_option, invalid_option, prompt_required, prompt_too_long, unknown_model, unsupported_format, invalid_request, invalid_json, invalid_idempotency_key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_step" | "unknown_skill" | "unknown_option" | "invalid_option" | "prompt_required" | "prompt_too_long" | "unknown_model" | "unsupported_format" | "invalid_request" | "invalid_json" | "invalid_idempotency_key";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: idempotency_key_in_use */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_in_use";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: payload_too_large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unsupported_media_type */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: idempotency_key_reused */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getRecipe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        description: string;
                        steps: unknown[];
                        output: {
                            /** @enum {string} */
                            format: "png" | "jpeg" | "webp" | "mp4" | "webm";
                            /** @description Encode quality 1-100, as a number or its string ("85") */
                            quality?: number;
                        } | null;
                        /** @description One of the six built-in recipes (read-only) */
                        catalogue: boolean;
                        created_at: string | null;
                        updated_at: string | null;
                        /** @description Options a saved recipe's skills no longer have, dropped and listed here */
                        dropped_options?: {
                            step: number;
                            tool: string;
                            options: string[];
                        }[];
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    deleteRecipe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    updateRecipe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string;
                    steps?: {
                        /** @description Skill slug */
                        tool: string;
                        /**
                         * @description Option ids of that skill; prompt, model, reference_url and reference_job_id may be written here too
                         * @default {}
                         */
                        options?: {
                            [key: string]: unknown;
                        };
                        prompt?: string;
                        model?: string;
                        reference_url?: string;
                        reference_job_id?: string;
                    }[];
                    output?: {
                        /** @enum {string} */
                        format: "png" | "jpeg" | "webp" | "mp4" | "webm";
                        /** @description Encode quality 1-100, as a number or its string ("85") */
                        quality?: number;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        description: string;
                        steps: unknown[];
                        output: {
                            /** @enum {string} */
                            format: "png" | "jpeg" | "webp" | "mp4" | "webm";
                            /** @description Encode quality 1-100, as a number or its string ("85") */
                            quality?: number;
                        } | null;
                        /** @description One of the six built-in recipes (read-only) */
                        catalogue: boolean;
                        created_at: string | null;
                        updated_at: string | null;
                        /** @description Options a saved recipe's skills no longer have, dropped and listed here */
                        dropped_options?: {
                            step: number;
                            tool: string;
                            options: string[];
                        }[];
                    };
                };
            };
            /** @description Refused: invalid_step, unknown_skill, unknown_option, invalid_option, prompt_required, prompt_too_long, unknown_model, unsupported_format, invalid_request, invalid_json */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_step" | "unknown_skill" | "unknown_option" | "invalid_option" | "prompt_required" | "prompt_too_long" | "unknown_model" | "unsupported_format" | "invalid_request" | "invalid_json";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: payload_too_large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unsupported_media_type */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    listLedger: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        balance: number;
                        entries: {
                            id: string;
                            /** @description Negative for a charge, positive for a grant or refund */
                            amount: number;
                            balance_after: number;
                            reason: string;
                            job_id: string | null;
                            run_id: string | null;
                            note: string | null;
                            created_at: string;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Refused: invalid_request */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    listAssets: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                kind?: "image" | "video" | "audio" | "text";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        used_bytes: number;
                        capacity_bytes: number;
                        free_bytes: number;
                        assets: {
                            id: string;
                            name: string;
                            mime: string;
                            /** @enum {string} */
                            kind: "image" | "video" | "audio" | "text" | "other";
                            size_bytes: number;
                            width: number | null;
                            height: number | null;
                            duration_seconds: number | null;
                            job_id: string;
                            created_at: string;
                            /** @description Signed link to the stored file; expires after ten minutes */
                            url: string;
                            /** @description Signed link to a small WebP preview (images and videos) */
                            thumbnail_url: string | null;
                            url_expires_at: string;
                            /** @description Stable signed URL under /d/ that serves the stored file as it is, with no expiry and no key */
                            delivery_url: string;
                            /** @description Alt text kept from an alt-text job */
                            description: string | null;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Refused: invalid_request */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    storeAssets: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer (2xx or 4xx) is kept for 24 hours per account and key and replayed for the same request (method, path, body; for multipart the fields and each file's SHA-256), with nothing run or charged again. Another request with the key is refused 422 idempotency_key_reused; while the first still runs, 409 idempotency_key_in_use. A 5xx or 429 is not kept, nor a success that carries a secret (a new API key, a webhook signing secret): its replay is refused 409 idempotency_replay_refused. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A complete job (convert, skill, upload) or run (run_…) of this account whose files are stored */
                    job_id: string;
                };
            };
        };
        responses: {
            /** @description Every output was already stored */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        used_bytes: number;
                        capacity_bytes: number;
                        free_bytes: number;
                        /** @description Every asset of the job, new or kept before */
                        assets: {
                            id: string;
                            name: string;
                            mime: string;
                            /** @enum {string} */
                            kind: "image" | "video" | "audio" | "text" | "other";
                            size_bytes: number;
                            width: number | null;
                            height: number | null;
                            duration_seconds: number | null;
                            job_id: string;
                            created_at: string;
                            /** @description Signed link to the stored file; expires after ten minutes */
                            url: string;
                            /** @description Signed link to a small WebP preview (images and videos) */
                            thumbnail_url: string | null;
                            url_expires_at: string;
                            /** @description Stable signed URL under /d/ that serves the stored file as it is, with no expiry and no key */
                            delivery_url: string;
                            /** @description Alt text kept from an alt-text job */
                            description: string | null;
                        }[];
                        /** @description How many were new; the others were already in the Vault */
                        created_count: number;
                    };
                };
            };
            /** @description Stored */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        used_bytes: number;
                        capacity_bytes: number;
                        free_bytes: number;
                        /** @description Every asset of the job, new or kept before */
                        assets: {
                            id: string;
                            name: string;
                            mime: string;
                            /** @enum {string} */
                            kind: "image" | "video" | "audio" | "text" | "other";
                            size_bytes: number;
                            width: number | null;
                            height: number | null;
                            duration_seconds: number | null;
                            job_id: string;
                            created_at: string;
                            /** @description Signed link to the stored file; expires after ten minutes */
                            url: string;
                            /** @description Signed link to a small WebP preview (images and videos) */
                            thumbnail_url: string | null;
                            url_expires_at: string;
                            /** @description Stable signed URL under /d/ that serves the stored file as it is, with no expiry and no key */
                            delivery_url: string;
                            /** @description Alt text kept from an alt-text job */
                            description: string | null;
                        }[];
                        /** @description How many were new; the others were already in the Vault */
                        created_count: number;
                    };
                };
            };
            /** @description Refused: invalid_request, invalid_json, invalid_idempotency_key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json" | "invalid_idempotency_key";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: job_not_finished, vault_full, idempotency_key_in_use */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "job_not_finished" | "vault_full" | "idempotency_key_in_use";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: expired */
            410: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "expired";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: payload_too_large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unsupported_media_type */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: idempotency_key_reused */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        mime: string;
                        /** @enum {string} */
                        kind: "image" | "video" | "audio" | "text" | "other";
                        size_bytes: number;
                        width: number | null;
                        height: number | null;
                        duration_seconds: number | null;
                        job_id: string;
                        created_at: string;
                        /** @description Signed link to the stored file; expires after ten minutes */
                        url: string;
                        /** @description Signed link to a small WebP preview (images and videos) */
                        thumbnail_url: string | null;
                        url_expires_at: string;
                        /** @description Stable signed URL under /d/ that serves the stored file as it is, with no expiry and no key */
                        delivery_url: string;
                        /** @description Alt text kept from an alt-text job */
                        description: string | null;
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    deleteAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        used_bytes: number;
                        capacity_bytes: number;
                        free_bytes: number;
                        id: string;
                        /** @constant */
                        deleted: true;
                        freed_bytes: number;
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    createVariantUrls: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer (2xx or 4xx) is kept for 24 hours per account and key and replayed for the same request (method, path, body; for multipart the fields and each file's SHA-256), with nothing run or charged again. Another request with the key is refused 422 idempotency_key_reused; while the first still runs, 409 idempotency_key_in_use. A 5xx or 429 is not kept, nor a success that carries a secret (a new API key, a webhook signing secret): its replay is refused 409 idempotency_replay_refused. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Several transforms at once (1-20), e.g. for a srcset */
                    variants: {
                        /** @description Pixels, 1-8192; never enlarged */
                        width?: number;
                        /** @description Pixels, 1-8192; never enlarged */
                        height?: number;
                        /**
                         * @description cover (the default with both sides) crops, contain pads, inside fits within
                         * @enum {string}
                         */
                        fit?: "cover" | "contain" | "inside";
                        /**
                         * @description auto picks AVIF, then WebP, then JPEG from the request's Accept
                         * @enum {string}
                         */
                        format?: "webp" | "jpeg" | "png" | "avif" | "auto";
                        /** @description 1-100, default 80; PNG ignores it */
                        quality?: number;
                    }[];
                } | {
                    /** @description Pixels, 1-8192; never enlarged */
                    width?: number;
                    /** @description Pixels, 1-8192; never enlarged */
                    height?: number;
                    /**
                     * @description cover (the default with both sides) crops, contain pads, inside fits within
                     * @enum {string}
                     */
                    fit?: "cover" | "contain" | "inside";
                    /**
                     * @description auto picks AVIF, then WebP, then JPEG from the request's Accept
                     * @enum {string}
                     */
                    format?: "webp" | "jpeg" | "png" | "avif" | "auto";
                    /** @description 1-100, default 80; PNG ignores it */
                    quality?: number;
                };
            };
        };
        responses: {
            /** @description `{ url }` for one transform, `{ urls }` in order for `{ variants }` */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Stable signed URL of the transform; rendered on its first request */
                        url: string;
                    } | {
                        /** @description One URL per requested variant, in order */
                        urls: string[];
                    };
                };
            };
            /** @description Refused: unsupported_input, invalid_request, invalid_json, invalid_idempotency_key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_input" | "invalid_request" | "invalid_json" | "invalid_idempotency_key";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: idempotency_key_in_use */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_in_use";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: payload_too_large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unsupported_media_type */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: idempotency_key_reused */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    rotateDeliverySecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer (2xx or 4xx) is kept for 24 hours per account and key and replayed for the same request (method, path, body; for multipart the fields and each file's SHA-256), with nothing run or charged again. Another request with the key is refused 422 idempotency_key_reused; while the first still runs, 409 idempotency_key_in_use. A 5xx or 429 is not kept, nor a success that carries a secret (a new API key, a webhook signing secret): its replay is refused 409 idempotency_replay_refused. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description `dsk_…`: signs delivery URLs; shown once */
                        secret: string;
                        /** @description Until when URLs signed with the previous secret keep working */
                        previous_valid_until: string | null;
                    };
                };
            };
            /** @description Refused: invalid_idempotency_key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_idempotency_key";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: idempotency_key_in_use */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_in_use";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: idempotency_key_reused */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    deliverAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                asset: string;
                transform: string;
                signature: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file or its rendered variant */
            200: {
                headers: {
                    /** @description public, max-age=31536000, immutable */
                    "Cache-Control"?: string;
                    /** @description Strong validator; send it back in If-None-Match for a 304 */
                    ETag?: string;
                    /** @description Accept, when the transform names f_auto */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                    "video/*": string;
                    "audio/*": string;
                };
            };
            /** @description The requested byte range */
            206: {
                headers: {
                    /** @description public, max-age=31536000, immutable */
                    "Cache-Control"?: string;
                    /** @description Strong validator; send it back in If-None-Match for a 304 */
                    ETag?: string;
                    /** @description Accept, when the transform names f_auto */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                    "video/*": string;
                    "audio/*": string;
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: invalid_request, unsupported_input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "unsupported_input";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: invalid_signature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_signature";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: media_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "media_too_large";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: range_not_satisfiable */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "range_not_satisfiable";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: invalid_media, processing_timeout */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_media" | "processing_timeout";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: overloaded */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "overloaded";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    headDeliveredAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                asset: string;
                transform: string;
                signature: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file or its rendered variant */
            200: {
                headers: {
                    /** @description public, max-age=31536000, immutable */
                    "Cache-Control"?: string;
                    /** @description Strong validator; send it back in If-None-Match for a 304 */
                    ETag?: string;
                    /** @description Accept, when the transform names f_auto */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                    "video/*": string;
                    "audio/*": string;
                };
            };
            /** @description The requested byte range */
            206: {
                headers: {
                    /** @description public, max-age=31536000, immutable */
                    "Cache-Control"?: string;
                    /** @description Strong validator; send it back in If-None-Match for a 304 */
                    ETag?: string;
                    /** @description Accept, when the transform names f_auto */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                    "video/*": string;
                    "audio/*": string;
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: invalid_request, unsupported_input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "unsupported_input";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: invalid_signature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_signature";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: media_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "media_too_large";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: range_not_satisfiable */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "range_not_satisfiable";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: invalid_media, processing_timeout */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_media" | "processing_timeout";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: overloaded */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "overloaded";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    listGalleries: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        galleries: {
                            id: string;
                            name: string;
                            asset_ids: string[];
                            /** @description Public review page; anyone with it can review (after the password, if set) */
                            review_url: string;
                            created_at: string;
                            updated_at: string;
                            expires_at: string | null;
                            allow_download: boolean;
                            has_password: boolean;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Refused: invalid_request */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    createGallery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer (2xx or 4xx) is kept for 24 hours per account and key and replayed for the same request (method, path, body; for multipart the fields and each file's SHA-256), with nothing run or charged again. Another request with the key is refused 422 idempotency_key_reused; while the first still runs, 409 idempotency_key_in_use. A 5xx or 429 is not kept, nor a success that carries a secret (a new API key, a webhook signing secret): its replay is refused 409 idempotency_replay_refused. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description Your Vault assets, in display order */
                    asset_ids: string[];
                    /** @description ISO 8601 time after which the review page shows as expired */
                    expires_at?: string | null;
                    /** @description Reviewers must enter it before seeing anything */
                    password?: string | null;
                    /** @description Let reviewers open and download the original files (default false: previews only) */
                    allow_download?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        asset_ids: string[];
                        /** @description Public review page; anyone with it can review (after the password, if set) */
                        review_url: string;
                        created_at: string;
                        updated_at: string;
                        expires_at: string | null;
                        allow_download: boolean;
                        has_password: boolean;
                    };
                };
            };
            /** @description Refused: invalid_request, invalid_json, invalid_idempotency_key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json" | "invalid_idempotency_key";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: idempotency_key_in_use */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_in_use";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: payload_too_large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unsupported_media_type */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: idempotency_key_reused */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getGallery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        asset_ids: string[];
                        /** @description Public review page; anyone with it can review (after the password, if set) */
                        review_url: string;
                        created_at: string;
                        updated_at: string;
                        expires_at: string | null;
                        allow_download: boolean;
                        has_password: boolean;
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    deleteGallery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    updateGallery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @description The new full list, in display order */
                    asset_ids?: string[];
                    /** @description Appended at the end; ones already shown stay where they are */
                    add_asset_ids?: string[];
                    /** @description Taken out of the gallery (not out of the Vault) */
                    remove_asset_ids?: string[];
                    expires_at?: string | null;
                    /** @description A new password, or null to remove it */
                    password?: string | null;
                    allow_download?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        asset_ids: string[];
                        /** @description Public review page; anyone with it can review (after the password, if set) */
                        review_url: string;
                        created_at: string;
                        updated_at: string;
                        expires_at: string | null;
                        allow_download: boolean;
                        has_password: boolean;
                    };
                };
            };
            /** @description Refused: invalid_request, invalid_json */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: payload_too_large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unsupported_media_type */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    rotateGalleryLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer (2xx or 4xx) is kept for 24 hours per account and key and replayed for the same request (method, path, body; for multipart the fields and each file's SHA-256), with nothing run or charged again. Another request with the key is refused 422 idempotency_key_reused; while the first still runs, 409 idempotency_key_in_use. A 5xx or 429 is not kept, nor a success that carries a secret (a new API key, a webhook signing secret): its replay is refused 409 idempotency_replay_refused. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        asset_ids: string[];
                        /** @description Public review page; anyone with it can review (after the password, if set) */
                        review_url: string;
                        created_at: string;
                        updated_at: string;
                        expires_at: string | null;
                        allow_download: boolean;
                        has_password: boolean;
                    };
                };
            };
            /** @description Refused: invalid_idempotency_key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_idempotency_key";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: idempotency_key_in_use */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_in_use";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: idempotency_key_reused */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getGalleryFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gallery_id: string;
                        reviewers: string[];
                        assets: {
                            asset_id: string;
                            name: string;
                            favourites: number;
                            favourited_by: string[];
                            /** @description Names of reviewers who approved */
                            approvals: string[];
                            /** @description Names of reviewers who rejected */
                            rejections: string[];
                            comments: {
                                id: string;
                                name: string;
                                text: string;
                                created_at: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhooks: {
                            id: string;
                            url: string;
                            events: ("job.completed" | "job.failed" | "run.completed" | "run.failed" | "gallery.feedback")[];
                            enabled: boolean;
                            /** @description Why the service disabled the endpoint (e.g. three days of failures); null otherwise */
                            disabled_reason: string | null;
                            created_at: string;
                            updated_at: string;
                        }[];
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer (2xx or 4xx) is kept for 24 hours per account and key and replayed for the same request (method, path, body; for multipart the fields and each file's SHA-256), with nothing run or charged again. Another request with the key is refused 422 idempotency_key_reused; while the first still runs, 409 idempotency_key_in_use. A 5xx or 429 is not kept, nor a success that carries a secret (a new API key, a webhook signing secret): its replay is refused 409 idempotency_replay_refused. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description http(s) URL; private addresses are refused unless DARKROOM_FETCH_ALLOW_HOSTS lists them */
                    url: string;
                    /** @description Any of job.completed, job.failed, run.completed, run.failed, gallery.feedback */
                    events: ("job.completed" | "job.failed" | "run.completed" | "run.failed" | "gallery.feedback")[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        url: string;
                        events: ("job.completed" | "job.failed" | "run.completed" | "run.failed" | "gallery.feedback")[];
                        enabled: boolean;
                        /** @description Why the service disabled the endpoint (e.g. three days of failures); null otherwise */
                        disabled_reason: string | null;
                        created_at: string;
                        updated_at: string;
                        /** @description whsec_… signing secret: shown in this answer and never again */
                        secret: string;
                    };
                };
            };
            /** @description Refused: invalid_url, url_not_allowed, invalid_request, invalid_json, invalid_idempotency_key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_url" | "url_not_allowed" | "invalid_request" | "invalid_json" | "invalid_idempotency_key";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: limit_reached, idempotency_key_in_use, idempotency_replay_refused */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "limit_reached" | "idempotency_key_in_use" | "idempotency_replay_refused";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: payload_too_large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unsupported_media_type */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: idempotency_key_reused */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        url: string;
                        events: ("job.completed" | "job.failed" | "run.completed" | "run.failed" | "gallery.feedback")[];
                        enabled: boolean;
                        /** @description Why the service disabled the endpoint (e.g. three days of failures); null otherwise */
                        disabled_reason: string | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description http(s) URL; private addresses are refused unless DARKROOM_FETCH_ALLOW_HOSTS lists them */
                    url?: string;
                    /** @description Any of job.completed, job.failed, run.completed, run.failed, gallery.feedback */
                    events?: ("job.completed" | "job.failed" | "run.completed" | "run.failed" | "gallery.feedback")[];
                    /** @description false pauses deliveries; true resumes them and clears disabled_reason */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        url: string;
                        events: ("job.completed" | "job.failed" | "run.completed" | "run.failed" | "gallery.feedback")[];
                        enabled: boolean;
                        /** @description Why the service disabled the endpoint (e.g. three days of failures); null otherwise */
                        disabled_reason: string | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Refused: invalid_url, url_not_allowed, invalid_request, invalid_json */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_url" | "url_not_allowed" | "invalid_request" | "invalid_json";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: payload_too_large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unsupported_media_type */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer (2xx or 4xx) is kept for 24 hours per account and key and replayed for the same request (method, path, body; for multipart the fields and each file's SHA-256), with nothing run or charged again. Another request with the key is refused 422 idempotency_key_reused; while the first still runs, 409 idempotency_key_in_use. A 5xx or 429 is not kept, nor a success that carries a secret (a new API key, a webhook signing secret): its replay is refused 409 idempotency_replay_refused. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        url: string;
                        events: ("job.completed" | "job.failed" | "run.completed" | "run.failed" | "gallery.feedback")[];
                        enabled: boolean;
                        /** @description Why the service disabled the endpoint (e.g. three days of failures); null otherwise */
                        disabled_reason: string | null;
                        created_at: string;
                        updated_at: string;
                        /** @description whsec_… signing secret: shown in this answer and never again */
                        secret: string;
                    };
                };
            };
            /** @description Refused: invalid_idempotency_key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_idempotency_key";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: idempotency_key_in_use, idempotency_replay_refused */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_in_use" | "idempotency_replay_refused";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: idempotency_key_reused */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer (2xx or 4xx) is kept for 24 hours per account and key and replayed for the same request (method, path, body; for multipart the fields and each file's SHA-256), with nothing run or charged again. Another request with the key is refused 422 idempotency_key_reused; while the first still runs, 409 idempotency_key_in_use. A 5xx or 429 is not kept, nor a success that carries a secret (a new API key, a webhook signing secret): its replay is refused 409 idempotency_replay_refused. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Also the message's webhook-id header */
                        id: string;
                        event: string;
                        /** @enum {string} */
                        status: "pending" | "succeeded" | "failed";
                        created_at: string;
                        attempts: {
                            at: string;
                            /** @description null when no answer came (timeout, refused address, connection error) */
                            response_status: number | null;
                            /** @description The first 1 KB of the answer */
                            response_body: string;
                            error: string | null;
                            duration_ms: number;
                        }[];
                        next_attempt_at: string | null;
                        /** @description Set while the first attempt waits because the account's deliveries per hour are used (status pending, next_attempt_at later); null otherwise */
                        delay_reason: string | null;
                    };
                };
            };
            /** @description Refused: invalid_idempotency_key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_idempotency_key";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: idempotency_key_in_use */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_in_use";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: idempotency_key_reused */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveries: {
                            /** @description Also the message's webhook-id header */
                            id: string;
                            event: string;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed";
                            created_at: string;
                            attempts: {
                                at: string;
                                /** @description null when no answer came (timeout, refused address, connection error) */
                                response_status: number | null;
                                /** @description The first 1 KB of the answer */
                                response_body: string;
                                error: string | null;
                                duration_ms: number;
                            }[];
                            next_attempt_at: string | null;
                            /** @description Set while the first attempt waits because the account's deliveries per hour are used (status pending, next_attempt_at later); null otherwise */
                            delay_reason: string | null;
                        }[];
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    retryWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer (2xx or 4xx) is kept for 24 hours per account and key and replayed for the same request (method, path, body; for multipart the fields and each file's SHA-256), with nothing run or charged again. Another request with the key is refused 422 idempotency_key_reused; while the first still runs, 409 idempotency_key_in_use. A 5xx or 429 is not kept, nor a success that carries a secret (a new API key, a webhook signing secret): its replay is refused 409 idempotency_replay_refused. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Also the message's webhook-id header */
                        id: string;
                        event: string;
                        /** @enum {string} */
                        status: "pending" | "succeeded" | "failed";
                        created_at: string;
                        attempts: {
                            at: string;
                            /** @description null when no answer came (timeout, refused address, connection error) */
                            response_status: number | null;
                            /** @description The first 1 KB of the answer */
                            response_body: string;
                            error: string | null;
                            duration_ms: number;
                        }[];
                        next_attempt_at: string | null;
                        /** @description Set while the first attempt waits because the account's deliveries per hour are used (status pending, next_attempt_at later); null otherwise */
                        delay_reason: string | null;
                    };
                };
            };
            /** @description Refused: invalid_idempotency_key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_idempotency_key";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: plan_required, forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "plan_required" | "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: idempotency_key_in_use */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_in_use";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: idempotency_key_reused */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    listKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        keys: {
                            id: string;
                            name: string;
                            /** @description Display fragment of the key; the whole key is shown only once */
                            start: string;
                            /**
                             * @description test: a dk_test_ key, acting on the account's test twin
                             * @enum {string}
                             */
                            mode: "live" | "test";
                            created_at: string;
                            last_used_at: string | null;
                            revoked_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    createKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer (2xx or 4xx) is kept for 24 hours per account and key and replayed for the same request (method, path, body; for multipart the fields and each file's SHA-256), with nothing run or charged again. Another request with the key is refused 422 idempotency_key_reused; while the first still runs, 409 idempotency_key_in_use. A 5xx or 429 is not kept, nor a success that carries a secret (a new API key, a webhook signing secret): its replay is refused 409 idempotency_replay_refused. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    name?: string;
                    /**
                     * @description A test-mode key (dk_test_…): it acts on the account's test twin, with test credits, fake paid skills and its own jobs, files and settings
                     * @default false
                     */
                    test?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @description Display fragment of the key; the whole key is shown only once */
                        start: string;
                        /**
                         * @description test: a dk_test_ key, acting on the account's test twin
                         * @enum {string}
                         */
                        mode: "live" | "test";
                        created_at: string;
                        last_used_at: string | null;
                        revoked_at: string | null;
                        /** @description The whole key: shown in this answer and never again */
                        key: string;
                    };
                };
            };
            /** @description Refused: invalid_request, invalid_json, invalid_idempotency_key */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json" | "invalid_idempotency_key";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: limit_reached, idempotency_key_in_use, idempotency_replay_refused */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "limit_reached" | "idempotency_key_in_use" | "idempotency_replay_refused";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: payload_too_large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unsupported_media_type */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: idempotency_key_reused */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    revokeKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        revoked_at: string;
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: not_found */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Signed up; the session cookie is set */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account: {
                            id: string;
                            email: string;
                            /** @enum {string} */
                            plan: "basic" | "plus" | "pro" | "business";
                            /** @enum {string} */
                            role: "operator" | "user";
                        };
                    };
                };
            };
            /** @description Refused: invalid_request, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: signup_closed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "signup_closed";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: email_taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "email_taken";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    setUpOperator: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description The operator is created; the session cookie is set */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account: {
                            id: string;
                            email: string;
                            /** @enum {string} */
                            plan: "basic" | "plus" | "pro" | "business";
                            /** @enum {string} */
                            role: "operator" | "user";
                        };
                    };
                };
            };
            /** @description Refused: invalid_request, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: conflict, email_taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "conflict" | "email_taken";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Signed in; the session cookie is set */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account: {
                            id: string;
                            email: string;
                            /** @enum {string} */
                            plan: "basic" | "plus" | "pro" | "business";
                            /** @enum {string} */
                            role: "operator" | "user";
                        };
                    };
                };
            };
            /** @description Refused: invalid_request, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    setSessionMode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description test: the session acts on the account's test twin
                     * @enum {string}
                     */
                    mode: "live" | "test";
                };
            };
        };
        responses: {
            /** @description Switched */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: invalid_request, invalid_json */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: forbidden, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "token_scope";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: payload_too_large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: unsupported_media_type */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up, database reachable */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description One entry per problem, e.g. per step of a line */
                            details?: {
                                step?: number;
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    callMcp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    jsonrpc: "2.0";
                    /** @description Absent for a notification, which gets no answer */
                    id?: string | number;
                    /** @description `initialize`, `tools/list`, `tools/call`, `resources/list`, `resources/read`, `ping`, or a notification such as `notifications/initialized` */
                    method: string;
                    /** @description The method's parameters; `tools/call` takes `{ name, arguments }` and an optional `_meta.progressToken` */
                    params?: {
                        [key: string]: unknown;
                    };
                } | {
                    /** @constant */
                    jsonrpc: "2.0";
                    /** @description Absent for a notification, which gets no answer */
                    id?: string | number;
                    /** @description `initialize`, `tools/list`, `tools/call`, `resources/list`, `resources/read`, `ping`, or a notification such as `notifications/initialized` */
                    method: string;
                    /** @description The method's parameters; `tools/call` takes `{ name, arguments }` and an optional `_meta.progressToken` */
                    params?: {
                        [key: string]: unknown;
                    };
                }[];
            };
        };
        responses: {
            /** @description The answer to each request of the message or batch, as JSON or as an event stream of them */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @constant */
                        jsonrpc: "2.0";
                        /** @description The request's id, echoed in its answer */
                        id: string | number;
                        /** @description The method's result: for `tools/call`, `{ content: [...], structuredContent?, isError? }` */
                        result: {
                            [key: string]: unknown;
                        };
                    } | {
                        /** @constant */
                        jsonrpc: "2.0";
                        /** @description null when the request could not be read or was refused before it ran */
                        id: (string | number) | null;
                        error: {
                            /** @description JSON-RPC code: -32700 parse error, -32600 invalid request, -32601 unknown method, -32602 invalid params, -32603 internal error; refusals of the HTTP request -32000 - (status - 400): -32001 (401), -32003 (403), -32013 (413), -32029 (429) */
                            code: number;
                            message: string;
                            data?: {
                                /** @description The REST error code of a refused request (`unauthorized`, `plan_required`, `rate_limited`) */
                                code?: string;
                                /** @description With `rate_limited`: seconds until the budget allows a request again */
                                retry_after_seconds?: number;
                            };
                        };
                    }) | ({
                        /** @constant */
                        jsonrpc: "2.0";
                        /** @description The request's id, echoed in its answer */
                        id: string | number;
                        /** @description The method's result: for `tools/call`, `{ content: [...], structuredContent?, isError? }` */
                        result: {
                            [key: string]: unknown;
                        };
                    } | {
                        /** @constant */
                        jsonrpc: "2.0";
                        /** @description null when the request could not be read or was refused before it ran */
                        id: (string | number) | null;
                        error: {
                            /** @description JSON-RPC code: -32700 parse error, -32600 invalid request, -32601 unknown method, -32602 invalid params, -32603 internal error; refusals of the HTTP request -32000 - (status - 400): -32001 (401), -32003 (403), -32013 (413), -32029 (429) */
                            code: number;
                            message: string;
                            data?: {
                                /** @description The REST error code of a refused request (`unauthorized`, `plan_required`, `rate_limited`) */
                                code?: string;
                                /** @description With `rate_limited`: seconds until the budget allows a request again */
                                retry_after_seconds?: number;
                            };
                        };
                    })[];
                    "text/event-stream": string;
                };
            };
            /** @description Only notifications or answers were sent: nothing to answer */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: invalid_request, invalid_json */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        jsonrpc: "2.0";
                        /** @description null when the request could not be read or was refused before it ran */
                        id: (string | number) | null;
                        error: {
                            /** @description JSON-RPC code: -32700 parse error, -32600 invalid request, -32601 unknown method, -32602 invalid params, -32603 internal error; refusals of the HTTP request -32000 - (status - 400): -32001 (401), -32003 (403), -32013 (413), -32029 (429) */
                            code: number;
                            message: string;
                            data?: {
                                /** @description The REST error code of a refused request (`unauthorized`, `plan_required`, `rate_limited`) */
                                code?: string;
                                /** @description With `rate_limited`: seconds until the budget allows a request again */
                                retry_after_seconds?: number;
                            };
                        };
                    };
                };
            };
            /** @description Refused: unauthorized */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        jsonrpc: "2.0";
                        /** @description null when the request could not be read or was refused before it ran */
                        id: (string | number) | null;
                        error: {
                            /** @description JSON-RPC code: -32700 parse error, -32600 invalid request, -32601 unknown method, -32602 invalid params, -32603 internal error; refusals of the HTTP request -32000 - (status - 400): -32001 (401), -32003 (403), -32013 (413), -32029 (429) */
                            code: number;
                            message: string;
                            data?: {
                                /** @description The REST error code of a refused request (`unauthorized`, `plan_required`, `rate_limited`) */
                                code?: string;
                                /** @description With `rate_limited`: seconds until the budget allows a request again */
                                retry_after_seconds?: number;
                            };
                        };
                    };
                };
            };
            /** @description Refused: plan_required, token_scope */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        jsonrpc: "2.0";
                        /** @description null when the request could not be read or was refused before it ran */
                        id: (string | number) | null;
                        error: {
                            /** @description JSON-RPC code: -32700 parse error, -32600 invalid request, -32601 unknown method, -32602 invalid params, -32603 internal error; refusals of the HTTP request -32000 - (status - 400): -32001 (401), -32003 (403), -32013 (413), -32029 (429) */
                            code: number;
                            message: string;
                            data?: {
                                /** @description The REST error code of a refused request (`unauthorized`, `plan_required`, `rate_limited`) */
                                code?: string;
                                /** @description With `rate_limited`: seconds until the budget allows a request again */
                                retry_after_seconds?: number;
                            };
                        };
                    };
                };
            };
            /** @description Refused: not_acceptable */
            406: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        jsonrpc: "2.0";
                        /** @description null when the request could not be read or was refused before it ran */
                        id: (string | number) | null;
                        error: {
                            /** @description JSON-RPC code: -32700 parse error, -32600 invalid request, -32601 unknown method, -32602 invalid params, -32603 internal error; refusals of the HTTP request -32000 - (status - 400): -32001 (401), -32003 (403), -32013 (413), -32029 (429) */
                            code: number;
                            message: string;
                            data?: {
                                /** @description The REST error code of a refused request (`unauthorized`, `plan_required`, `rate_limited`) */
                                code?: string;
                                /** @description With `rate_limited`: seconds until the budget allows a request again */
                                retry_after_seconds?: number;
                            };
                        };
                    };
                };
            };
            /** @description Refused: payload_too_large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        jsonrpc: "2.0";
                        /** @description null when the request could not be read or was refused before it ran */
                        id: (string | number) | null;
                        error: {
                            /** @description JSON-RPC code: -32700 parse error, -32600 invalid request, -32601 unknown method, -32602 invalid params, -32603 internal error; refusals of the HTTP request -32000 - (status - 400): -32001 (401), -32003 (403), -32013 (413), -32029 (429) */
                            code: number;
                            message: string;
                            data?: {
                                /** @description The REST error code of a refused request (`unauthorized`, `plan_required`, `rate_limited`) */
                                code?: string;
                                /** @description With `rate_limited`: seconds until the budget allows a request again */
                                retry_after_seconds?: number;
                            };
                        };
                    };
                };
            };
            /** @description Refused: unsupported_media_type */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        jsonrpc: "2.0";
                        /** @description null when the request could not be read or was refused before it ran */
                        id: (string | number) | null;
                        error: {
                            /** @description JSON-RPC code: -32700 parse error, -32600 invalid request, -32601 unknown method, -32602 invalid params, -32603 internal error; refusals of the HTTP request -32000 - (status - 400): -32001 (401), -32003 (403), -32013 (413), -32029 (429) */
                            code: number;
                            message: string;
                            data?: {
                                /** @description The REST error code of a refused request (`unauthorized`, `plan_required`, `rate_limited`) */
                                code?: string;
                                /** @description With `rate_limited`: seconds until the budget allows a request again */
                                retry_after_seconds?: number;
                            };
                        };
                    };
                };
            };
            /** @description Refused: rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        jsonrpc: "2.0";
                        /** @description null when the request could not be read or was refused before it ran */
                        id: (string | number) | null;
                        error: {
                            /** @description JSON-RPC code: -32700 parse error, -32600 invalid request, -32601 unknown method, -32602 invalid params, -32603 internal error; refusals of the HTTP request -32000 - (status - 400): -32001 (401), -32003 (403), -32013 (413), -32029 (429) */
                            code: number;
                            message: string;
                            data?: {
                                /** @description The REST error code of a refused request (`unauthorized`, `plan_required`, `rate_limited`) */
                                code?: string;
                                /** @description With `rate_limited`: seconds until the budget allows a request again */
                                retry_after_seconds?: number;
                            };
                        };
                    };
                };
            };
            /** @description The request's headers are larger than the server reads (16 KiB); nothing was done */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: internal_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        jsonrpc: "2.0";
                        /** @description null when the request could not be read or was refused before it ran */
                        id: (string | number) | null;
                        error: {
                            /** @description JSON-RPC code: -32700 parse error, -32600 invalid request, -32601 unknown method, -32602 invalid params, -32603 internal error; refusals of the HTTP request -32000 - (status - 400): -32001 (401), -32003 (403), -32013 (413), -32029 (429) */
                            code: number;
                            message: string;
                            data?: {
                                /** @description The REST error code of a refused request (`unauthorized`, `plan_required`, `rate_limited`) */
                                code?: string;
                                /** @description With `rate_limited`: seconds until the budget allows a request again */
                                retry_after_seconds?: number;
                            };
                        };
                    };
                };
            };
        };
    };
}
