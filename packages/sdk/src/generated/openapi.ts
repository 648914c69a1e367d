// Generated from Darkroom's OpenAPI document by `npm run sdk:types` (openapi-typescript). Do not edit.

export interface paths {
    "/api/v1/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's plan, credits, rate limit, Vault room and byte quota */
        get: {
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
                            id: string;
                            email: string;
                            /** @enum {string} */
                            plan: "basic" | "plus" | "pro" | "business";
                            /**
                             * @description Workbench sessions only
                             * @enum {string}
                             */
                            role?: "operator" | "user";
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
        /** This OpenAPI document */
        get: {
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
        /** The live skill catalogue with option ids, prices and availability */
        get: {
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
        /** Run one skill (charged first, refunded on failure) */
        post: {
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "complete" | "failed" | "canceled";
                            /** @description convert, skill, run or upload */
                            kind: string;
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                /** @description Refused: internal_error. The work failed (worker_lost): its view with status failed or canceled */
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
                        } | {
                            id: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "complete" | "failed" | "canceled";
                            /** @description convert, skill, run or upload */
                            kind: string;
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
        /** Convert or resize one image or video (no credits; paid plans) */
        post: {
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "complete" | "failed" | "canceled";
                            /** @description convert, skill, run or upload */
                            kind: string;
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                /** @description Refused: internal_error. The work failed (worker_lost): its view with status failed or canceled */
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
                        } | {
                            id: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "complete" | "failed" | "canceled";
                            /** @description convert, skill, run or upload */
                            kind: string;
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
        /** Store a file as a finished job, to reuse by job_id */
        post: {
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "complete" | "failed" | "canceled";
                            /** @description convert, skill, run or upload */
                            kind: string;
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                /** @description Refused: rate_limited */
                429: {
                    headers: {
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
                /** @description Refused: upstream_error, too_many_redirects */
                502: {
                    headers: {
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
        delete?: never;
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
        /** Start a resumable upload (tus 1.0.0 creation; the body may carry the first bytes, creation-with-upload) */
        post: {
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Refused: invalid_request, unsupported_input, invalid_idempotency_key */
                400: {
                    headers: {
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                /** @description Refused: rate_limited */
                429: {
                    headers: {
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
        delete?: never;
        /** tus discovery: the version, extensions and largest upload this server takes */
        options: {
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
        /** Abandon an unfinished resumable upload (termination) */
        delete: {
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
                /** @description Refused: conflict */
                409: {
                    headers: {
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
        options?: never;
        /** Where a resumable upload stands: its offset, and once finished its job */
        head: {
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
                /** @description Refused: unsupported_tus_version */
                412: {
                    headers: {
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
        /** Send bytes of a resumable upload from Upload-Offset; the last ones make it a finished upload job */
        patch: {
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
                /** @description Refused: conflict */
                409: {
                    headers: {
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
                /** @description Refused: rate_limited */
                429: {
                    headers: {
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
        trace?: never;
    };
    "/api/v1/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a job; signs fresh output URLs */
        get: {
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
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "complete" | "failed" | "canceled";
                            /** @description convert, skill, run or upload */
                            kind: string;
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
                /** @description Refused: rate_limited */
                429: {
                    headers: {
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
        /** Cancel a queued or running job */
        post: {
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "complete" | "failed" | "canceled";
                            /** @description convert, skill, run or upload */
                            kind: string;
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
        /** Signed, expiring download of an output or asset */
        get: {
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
                        "application/octet-stream": string;
                    };
                };
                /** @description The requested byte range */
                206: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
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
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /** Size and type of a signed download without its body */
        head: {
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
                        "application/octet-stream": string;
                    };
                };
                /** @description The requested byte range */
                206: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
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
        /** Run a line of steps (inline or a recipe) on one file; dry_run quotes it */
        post: {
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "complete" | "failed" | "canceled";
                            /** @description convert, skill, run or upload */
                            kind: string;
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                /** @description Refused: internal_error. The work failed (worker_lost): its view with status failed or canceled */
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
                        } | ({
                            id: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "complete" | "failed" | "canceled";
                            /** @description convert, skill, run or upload */
                            kind: string;
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
        /** Read a run with each step */
        get: {
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
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "complete" | "failed" | "canceled";
                            /** @description convert, skill, run or upload */
                            kind: string;
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
                /** @description Refused: rate_limited */
                429: {
                    headers: {
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
        /** Re-run a failed or canceled run from its failed step */
        post: {
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "complete" | "failed" | "canceled";
                            /** @description convert, skill, run or upload */
                            kind: string;
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                /** @description Refused: internal_error. The work failed (worker_lost): its view with status failed or canceled */
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
                        } | {
                            id: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "complete" | "failed" | "canceled";
                            /** @description convert, skill, run or upload */
                            kind: string;
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
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "complete" | "failed" | "canceled";
                            /** @description convert, skill, run or upload */
                            kind: string;
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
        /** Cancel a run; charged unfinished steps are refunded */
        post: {
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "complete" | "failed" | "canceled";
                            /** @description convert, skill, run or upload */
                            kind: string;
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
        /** Catalogue and own recipes */
        get: {
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
        put?: never;
        /** Save a recipe */
        post: {
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
        /** Read a recipe */
        get: {
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
                /** @description Refused: rate_limited */
                429: {
                    headers: {
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
        put?: never;
        post?: never;
        /** Delete an own recipe */
        delete: {
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
                /** @description Refused: rate_limited */
                429: {
                    headers: {
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
        options?: never;
        head?: never;
        /** Change an own recipe */
        patch: {
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
        trace?: never;
    };
    "/api/v1/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Balance and ledger, newest first, page by page */
        get: {
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
        /** Search the Vault (words, tag, folder, type, date taken; sorted, paged) with the room left */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                    q?: string;
                    tag?: string;
                    folder?: string;
                    type?: "image" | "video" | "audio" | "text";
                    kind?: "image" | "video" | "audio" | "text";
                    taken_after?: string;
                    taken_before?: string;
                    sort?: "-created_at" | "created_at" | "name" | "-name" | "size" | "-size" | "taken_at" | "-taken_at";
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
                                /** @description '' is the root */
                                folder: string;
                                tags: string[];
                                /** @description When the photo was taken (its EXIF date), if the file says */
                                taken_at: string | null;
                                /** @description Camera make and model, if the file says */
                                camera: string | null;
                                lens: string | null;
                                /** @description Whether the served file keeps its GPS location (chosen when stored) */
                                keep_location: boolean;
                                /** @description GPS location of a file stored with keep_location: true */
                                location: {
                                    latitude: number;
                                    longitude: number;
                                } | null;
                            }[];
                            next_cursor: string | null;
                        };
                    };
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
        put?: never;
        /** Store a finished job's or run's outputs in the Vault */
        post: {
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
                        /** @description Folder of the new assets, such as `clients/anna/2026-11` (default: the root) */
                        folder?: string;
                        /** @description Tags of the new assets (kept lower-case) */
                        tags?: string[];
                        /** @description Keep GPS location in the served file. Default false: the location is removed from the file the Vault serves when it is stored, and cannot be brought back */
                        keep_location?: boolean;
                    };
                };
            };
            responses: {
                /** @description Every output was already stored */
                200: {
                    headers: {
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                                /** @description '' is the root */
                                folder: string;
                                tags: string[];
                                /** @description When the photo was taken (its EXIF date), if the file says */
                                taken_at: string | null;
                                /** @description Camera make and model, if the file says */
                                camera: string | null;
                                lens: string | null;
                                /** @description Whether the served file keeps its GPS location (chosen when stored) */
                                keep_location: boolean;
                                /** @description GPS location of a file stored with keep_location: true */
                                location: {
                                    latitude: number;
                                    longitude: number;
                                } | null;
                            }[];
                            /** @description How many were new; the others were already in the Vault */
                            created_count: number;
                        };
                    };
                };
                /** @description Stored */
                201: {
                    headers: {
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                                /** @description '' is the root */
                                folder: string;
                                tags: string[];
                                /** @description When the photo was taken (its EXIF date), if the file says */
                                taken_at: string | null;
                                /** @description Camera make and model, if the file says */
                                camera: string | null;
                                lens: string | null;
                                /** @description Whether the served file keeps its GPS location (chosen when stored) */
                                keep_location: boolean;
                                /** @description GPS location of a file stored with keep_location: true */
                                location: {
                                    latitude: number;
                                    longitude: number;
                                } | null;
                            }[];
                            /** @description How many were new; the others were already in the Vault */
                            created_count: number;
                        };
                    };
                };
                /** @description Refused: invalid_request, invalid_json, invalid_idempotency_key */
                400: {
                    headers: {
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                /** @description Refused: job_not_finished, vault_full, conflict, idempotency_key_in_use */
                409: {
                    headers: {
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "job_not_finished" | "vault_full" | "conflict" | "idempotency_key_in_use";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/assets/folders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Vault's folder tree with counts */
        get: {
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
                            /** @description Every folder that holds an asset, and their parents, sorted by path (a parent comes before its children) */
                            folders: {
                                path: string;
                                /** @description The last name of the path */
                                name: string;
                                /** @description '' for a top-level folder */
                                parent: string;
                                /** @description 1 for a top-level folder */
                                depth: number;
                                /** @description Assets directly in this folder */
                                count: number;
                                /** @description Assets in this folder and its subfolders */
                                total: number;
                            }[];
                            /** @description Assets at the root, in no folder */
                            root_count: number;
                            /** @description Assets in the Vault */
                            total: number;
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/assets/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tag, untag, move or delete many assets at once (all or none) */
        post: {
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
                        /** @constant */
                        action: "tag";
                        ids: string[];
                        /** @description Added to each asset */
                        tags: string[];
                    } | {
                        /** @constant */
                        action: "untag";
                        ids: string[];
                        /** @description Taken off each asset */
                        tags: string[];
                    } | {
                        /** @constant */
                        action: "move";
                        ids: string[];
                        /** @description Where they go ('' is the root) */
                        folder: string;
                    } | {
                        /** @constant */
                        action: "delete";
                        ids: string[];
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            used_bytes: number;
                            capacity_bytes: number;
                            free_bytes: number;
                            /** @enum {string} */
                            action: "tag" | "untag" | "move" | "delete";
                            /** @description The assets acted on */
                            ids: string[];
                            count: number;
                            /** @description Room given back (delete), else 0 */
                            freed_bytes: number;
                        };
                    };
                };
                /** @description Refused: invalid_request, invalid_json, invalid_idempotency_key */
                400: {
                    headers: {
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/assets/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A ZIP of the listed assets, or of a folder and its subfolders, streamed */
        post: {
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
                        /** @description The assets, in this order */
                        ids?: string[];
                        /** @description Every asset in this folder and its subfolders ('' is the whole Vault) */
                        folder?: string;
                    };
                };
            };
            responses: {
                /** @description The archive (stored entries, ZIP64 when large) */
                200: {
                    headers: {
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/zip": string;
                    };
                };
                /** @description Refused: invalid_request, invalid_json, invalid_idempotency_key */
                400: {
                    headers: {
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
        /** Read an asset */
        get: {
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
                            /** @description '' is the root */
                            folder: string;
                            tags: string[];
                            /** @description When the photo was taken (its EXIF date), if the file says */
                            taken_at: string | null;
                            /** @description Camera make and model, if the file says */
                            camera: string | null;
                            lens: string | null;
                            /** @description Whether the served file keeps its GPS location (chosen when stored) */
                            keep_location: boolean;
                            /** @description GPS location of a file stored with keep_location: true */
                            location: {
                                latitude: number;
                                longitude: number;
                            } | null;
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
                /** @description Refused: rate_limited */
                429: {
                    headers: {
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
        put?: never;
        post?: never;
        /** Delete an asset and free its room */
        delete: {
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
                /** @description Refused: rate_limited */
                429: {
                    headers: {
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
        options?: never;
        head?: never;
        /** Move an asset, set its tags, or remove its location */
        patch: {
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
                        /** @description Move the asset ('' is the root) */
                        folder?: string;
                        /** @description The asset's new full set of tags */
                        tags?: string[];
                        /**
                         * @description false removes the location from a file stored with keep_location: true; it cannot be set back
                         * @constant
                         */
                        keep_location?: false;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
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
                            /** @description '' is the root */
                            folder: string;
                            tags: string[];
                            /** @description When the photo was taken (its EXIF date), if the file says */
                            taken_at: string | null;
                            /** @description Camera make and model, if the file says */
                            camera: string | null;
                            lens: string | null;
                            /** @description Whether the served file keeps its GPS location (chosen when stored) */
                            keep_location: boolean;
                            /** @description GPS location of a file stored with keep_location: true */
                            location: {
                                latitude: number;
                                longitude: number;
                            } | null;
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
                /** @description Refused: conflict */
                409: {
                    headers: {
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
        /** Stable signed delivery URLs for transforms of an image asset (nothing is rendered yet) */
        post: {
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
        /** Show the delivery signing secret once; each later call rotates it (the previous one keeps working 24 hours) */
        post: {
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
        /** A delivery URL, no key. `transform` is `original` or parts in this order joined by commas: `w_<1-8192>`, `h_<1-8192>`, `fit_<cover|contain|inside>`, `f_<webp|jpeg|png|avif|auto>`, `q_<1-100>`. `signature` is base64url(HMAC-SHA256(key: the whole `dsk_…` secret, message: `{asset}/{transform}`)). A variant is rendered on first request and stored. A URL signed for an asset since deleted is 404; any other URL whose signature does not match, for an asset or an id no asset has, is 403. */
        get: {
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
                        "application/octet-stream": string;
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
                        "application/octet-stream": string;
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
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /** A delivery URL, no key. `transform` is `original` or parts in this order joined by commas: `w_<1-8192>`, `h_<1-8192>`, `fit_<cover|contain|inside>`, `f_<webp|jpeg|png|avif|auto>`, `q_<1-100>`. `signature` is base64url(HMAC-SHA256(key: the whole `dsk_…` secret, message: `{asset}/{transform}`)). A variant is rendered on first request and stored. A URL signed for an asset since deleted is 404; any other URL whose signature does not match, for an asset or an id no asset has, is 403. */
        head: {
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
                        "application/octet-stream": string;
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
                        "application/octet-stream": string;
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
        /** Galleries with their public review URLs, newest first */
        get: {
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
                                cover_asset_id: string | null;
                                logo_asset_id: string | null;
                                accent_color: string | null;
                                /** @description Selections reviewers submitted, oldest first */
                                selections: {
                                    /** @description The name the reviewer gave */
                                    reviewer: string;
                                    submitted_at: string;
                                    /** @description The reviewer's favourites when they submitted, in gallery order */
                                    asset_ids: string[];
                                }[];
                            }[];
                            next_cursor: string | null;
                        };
                    };
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
        put?: never;
        /** Create a gallery from Vault assets */
        post: {
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
                        /** @description ISO 8601 time after which the review page shows as expired. Left out: GALLERY_DEFAULT_EXPIRY_DAYS (30) from now; null: never, on purpose */
                        expires_at?: string | null;
                        /** @description Reviewers must enter it before seeing anything */
                        password?: string | null;
                        /** @description Let reviewers open and download the original files (default false: previews only) */
                        allow_download?: boolean;
                        /** @description An image of your Vault shown at the top of the review page */
                        cover_asset_id?: string | null;
                        /** @description An image of your Vault shown as the review page's logo */
                        logo_asset_id?: string | null;
                        accent_color?: string | null;
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                            cover_asset_id: string | null;
                            logo_asset_id: string | null;
                            accent_color: string | null;
                            /** @description Selections reviewers submitted, oldest first */
                            selections: {
                                /** @description The name the reviewer gave */
                                reviewer: string;
                                submitted_at: string;
                                /** @description The reviewer's favourites when they submitted, in gallery order */
                                asset_ids: string[];
                            }[];
                        };
                    };
                };
                /** @description Refused: invalid_request, invalid_json, invalid_idempotency_key */
                400: {
                    headers: {
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
        /** Read a gallery */
        get: {
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
                            cover_asset_id: string | null;
                            logo_asset_id: string | null;
                            accent_color: string | null;
                            /** @description Selections reviewers submitted, oldest first */
                            selections: {
                                /** @description The name the reviewer gave */
                                reviewer: string;
                                submitted_at: string;
                                /** @description The reviewer's favourites when they submitted, in gallery order */
                                asset_ids: string[];
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
                /** @description Refused: rate_limited */
                429: {
                    headers: {
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
        put?: never;
        post?: never;
        /** Delete a gallery and its feedback (the assets stay in the Vault) */
        delete: {
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
                /** @description Refused: rate_limited */
                429: {
                    headers: {
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
        options?: never;
        head?: never;
        /** Rename, reorder, change assets, expiry, password, downloads */
        patch: {
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
                        /** @description An image of your Vault, or null for none */
                        cover_asset_id?: string | null;
                        /** @description An image of your Vault, or null for none */
                        logo_asset_id?: string | null;
                        accent_color?: string | null;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
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
                            cover_asset_id: string | null;
                            logo_asset_id: string | null;
                            accent_color: string | null;
                            /** @description Selections reviewers submitted, oldest first */
                            selections: {
                                /** @description The name the reviewer gave */
                                reviewer: string;
                                submitted_at: string;
                                /** @description The reviewer's favourites when they submitted, in gallery order */
                                asset_ids: string[];
                            }[];
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
        /** Issue a new review link; the old one stops working */
        post: {
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                            cover_asset_id: string | null;
                            logo_asset_id: string | null;
                            accent_color: string | null;
                            /** @description Selections reviewers submitted, oldest first */
                            selections: {
                                /** @description The name the reviewer gave */
                                reviewer: string;
                                submitted_at: string;
                                /** @description The reviewer's favourites when they submitted, in gallery order */
                                asset_ids: string[];
                            }[];
                        };
                    };
                };
                /** @description Refused: invalid_idempotency_key */
                400: {
                    headers: {
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
        /** Reviewers' favourites, approvals and comments */
        get: {
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
                /** @description Refused: rate_limited */
                429: {
                    headers: {
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
        /** The account's webhook endpoints (never their secrets) */
        get: {
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
                            webhooks: {
                                id: string;
                                url: string;
                                events: ("job.completed" | "job.failed" | "run.completed" | "run.failed" | "gallery.feedback" | "gallery.selection_submitted")[];
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
        put?: never;
        /** Add a webhook endpoint (10 per account unless the operator set another limit); its whsec_ signing secret is shown once */
        post: {
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
                        /** @description Any of job.completed, job.failed, run.completed, run.failed, gallery.feedback, gallery.selection_submitted */
                        events: ("job.completed" | "job.failed" | "run.completed" | "run.failed" | "gallery.feedback" | "gallery.selection_submitted")[];
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            url: string;
                            events: ("job.completed" | "job.failed" | "run.completed" | "run.failed" | "gallery.feedback" | "gallery.selection_submitted")[];
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
        /** Read a webhook endpoint, with why it was disabled if it was */
        get: {
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
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            url: string;
                            events: ("job.completed" | "job.failed" | "run.completed" | "run.failed" | "gallery.feedback" | "gallery.selection_submitted")[];
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
                /** @description Refused: rate_limited */
                429: {
                    headers: {
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
        put?: never;
        post?: never;
        /** Delete a webhook endpoint and its delivery log */
        delete: {
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
                /** @description Refused: rate_limited */
                429: {
                    headers: {
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
        options?: never;
        head?: never;
        /** Change a webhook endpoint's URL or events, or disable and enable it */
        patch: {
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
                        /** @description Any of job.completed, job.failed, run.completed, run.failed, gallery.feedback, gallery.selection_submitted */
                        events?: ("job.completed" | "job.failed" | "run.completed" | "run.failed" | "gallery.feedback" | "gallery.selection_submitted")[];
                        /** @description false pauses deliveries; true resumes them and clears disabled_reason */
                        enabled?: boolean;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            url: string;
                            events: ("job.completed" | "job.failed" | "run.completed" | "run.failed" | "gallery.feedback" | "gallery.selection_submitted")[];
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
        /** Replace the signing secret; the new one is shown once */
        post: {
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
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            url: string;
                            events: ("job.completed" | "job.failed" | "run.completed" | "run.failed" | "gallery.feedback" | "gallery.selection_submitted")[];
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
        /** Send a ping event to the endpoint */
        post: {
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
        /** The endpoint's delivery log, newest first: attempts, answers, the next attempt, and why a first attempt waits (delay_reason) */
        get: {
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
                /** @description Refused: rate_limited */
                429: {
                    headers: {
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
        /** Attempt a delivery again now */
        post: {
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                /** @description Refused: plan_required, forbidden */
                403: {
                    headers: {
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required" | "forbidden";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
        /** The signed-in account's keys */
        get: {
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
                            keys: {
                                id: string;
                                name: string;
                                /** @description Display fragment of the key; the whole key is shown only once */
                                start: string;
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
                /** @description Refused: rate_limited */
                429: {
                    headers: {
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
        put?: never;
        /** Create a key; the plaintext is shown once */
        post: {
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
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            /** @description Display fragment of the key; the whole key is shown only once */
                            start: string;
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                /** @description Refused: forbidden */
                403: {
                    headers: {
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                /** @description Refused: limit_reached, idempotency_key_in_use, idempotency_replay_refused */
                409: {
                    headers: {
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
                        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
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
        /** Revoke a key */
        delete: {
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
                /** @description Refused: rate_limited */
                429: {
                    headers: {
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
        /** Create a Workbench account */
        post: {
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
                    content?: never;
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
        /** Create the first operator with the one-time link Darkroom prints at start-up */
        post: {
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
                    content?: never;
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
        /** Sign in */
        post: {
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
                    content?: never;
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
        /** Sign out */
        post: {
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
                /** @description Refused: rate_limited */
                429: {
                    headers: {
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
        /** Liveness, database reachability, the blob store (disk or s3) and the ffmpeg in use */
        get: {
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
        /** MCP (Streamable HTTP) for agents, same keys and limits */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A JSON-RPC answer, or an event stream */
                200: {
                    headers: {
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
                /** @description Refused: plan_required */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "plan_required";
                                message: string;
                                /** @description One entry per problem, e.g. per step of a line */
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
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
