/* moe.h - public API of moe, a single-file inference engine for Mixture-of-Experts models.
 *
 * Copy moe.c and moe.h into your project and compile moe.c as C11. Nothing else is needed: GGUF
 * weights are memory-mapped, Vulkan (when present) is loaded at run time.
 *
 *   moe_model *model;
 *   if (moe_model_open("model.gguf", NULL, &model) != MOE_OK) {
 *       fprintf(stderr, "%s\n", moe_model_error(model));   // model may be NULL on out-of-memory
 *       moe_model_free(model);
 *   }
 *
 * Compile-time switches (define before compiling moe.c):
 *
 *   MOE_STATIC      every public function becomes static (embed moe.c in one translation unit)
 *   MOE_DLL         mark public functions dllexport (Windows, building a DLL)
 *   MOE_NO_THREADS  no thread pool: every operation runs on the calling thread
 *   MOE_NO_SIMD     scalar kernels only (no run-time CPU feature dispatch)
 *   MOE_NO_VULKAN   no Vulkan backend code at all
 *   MOE_MAIN        build the command-line program (moe run / info / logits / bench / tokenize)
 *
 * Environment: moe_config is how a program sets the engine up; the library reads only these, once
 * per moe_model_open (the SIMD choice and the Vulkan instance once per process):
 *
 *   MOE_DEVICE=auto|cpu|vulkan|vulkan:N   the device when moe_config.device is NULL or "auto"
 *   MOE_CACHE_DIR=DIR|off                 the pipeline cache when moe_config.cache_dir is NULL
 *                                         (else $XDG_CACHE_HOME/moe, ~/.cache/moe, %LOCALAPPDATA%\moe)
 *   MOE_VULKAN_LIB=PATH                   the Vulkan loader to open instead of the usual names
 *   MOE_NO_SIMD=1, MOE_NO_AVX512=1        scalar kernels; the 256-bit kernels on an AVX-512 machine
 *   MOE_NO_AVXVNNI=1                      (with MOE_NO_AVX512) the AVX2 kernels on an AVX-VNNI machine
 *   MOE_VK_VALIDATION=1|sync, MOE_VK_NO_SUBGROUP=1, MOE_VK_MAX_ALLOC=SIZE, MOE_VK_MAX_RANGE=SIZE,
 *   MOE_VK_BUDGET=SIZE, MOE_VK_EXPERTS=N|N%, MOE_VK_FAIL_AT=alloc:N|lost:N
 *                                         for tests: force a GPU code path (tests/README.md)
 *
 * Thread safety: a moe_model is read-only after moe_model_open returns, so several contexts may use
 * one model from several threads at once. A moe_context, moe_sampler or moe_chat must be used by one
 * thread at a time.
 */
#ifndef MOE_H
#define MOE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(MOE_STATIC) && (defined(__GNUC__) || defined(__clang__))
#define MOE_API static __attribute__((unused)) /* an embedder uses some functions; -Wunused-function for the rest is noise */
#elif defined(MOE_STATIC)
#define MOE_API static
#elif defined(MOE_DLL) && defined(_WIN32)
#define MOE_API __declspec(dllexport)
#else
#define MOE_API extern
#endif

#define MOE_VERSION_MAJOR 0
#define MOE_VERSION_MINOR 1
#define MOE_VERSION_STRING "0.1.0"

/* Every fallible call returns one of these; moe_status_string() names it and the object's error
 * function (moe_model_error, moe_context_error) gives the detail. */
typedef enum moe_status {
    MOE_OK = 0,
    MOE_ERR_IO,           /* cannot open, stat or map a file */
    MOE_ERR_FORMAT,       /* the file is not valid GGUF, or a value is out of range */
    MOE_ERR_UNSUPPORTED,  /* valid, but an architecture, tensor type or feature moe does not run */
    MOE_ERR_NOMEM,        /* an allocation failed */
    MOE_ERR_ARGUMENT,     /* a bad argument from the caller */
    MOE_ERR_CONTEXT_FULL, /* the tokens do not fit in the context window */
    MOE_ERR_DEVICE,       /* a GPU device failed */
    MOE_ERR_CANCELLED     /* the caller's callback asked to stop */
} moe_status;

MOE_API const char *moe_status_string(moe_status status);
MOE_API const char *moe_version(void);

/* Allocator hooks: both or neither. `user` is passed back unchanged. */
typedef struct moe_allocator {
    void *(*alloc)(void *user, size_t size);
    void (*free)(void *user, void *ptr);
    void *user;
} moe_allocator;

enum { MOE_LOG_ERROR = 1, MOE_LOG_WARN = 2, MOE_LOG_INFO = 3, MOE_LOG_DEBUG = 4 }; /* 0 in moe_config: INFO */
typedef void (*moe_log_fn)(void *user, int level, const char *message);

/* Key-value cache element type. */
enum { MOE_KV_DEFAULT = 0, MOE_KV_F16 = 1, MOE_KV_F32 = 2 };

/* Model and default context settings. The zero value means "defaults": pass NULL or a
 * zero-initialised struct and set only what you need. */
typedef struct moe_config {
    int n_threads;        /* 0: one per core */
    int n_ctx;            /* default context length of new contexts; 0: min(trained, 4096) */
    int n_batch;          /* most tokens evaluated in one pass; 0: 512 */
    int kv_type;          /* MOE_KV_*; default F16 */
    const char *device;   /* NULL or "auto", "cpu", "vulkan", "vulkan:N"; env MOE_DEVICE overrides auto */
    /* GPU memory for weights, bytes; 0: the device's budget. What does not fit (experts first) stays
     * in the mapped file and runs on the CPU, at the same time as the GPU's part. */
    uint64_t gpu_mem;
    /* Bytes of gpu_mem that form a hot-expert cache: refilled between evaluations with the experts
     * used most. 0: the experts on the GPU stay fixed. */
    uint64_t expert_cache;
    int vocab_only;       /* load only the tokenizer (no tensors are needed) */
    moe_allocator allocator;
    moe_log_fn log;       /* NULL: the library prints nothing */
    void *log_user;
    int log_level;        /* highest MOE_LOG_* level passed to `log`; 0 means MOE_LOG_INFO */
    /* Progress while loading: called as each tensor is validated and bound (bytes done of the
     * total); return non-zero to cancel (MOE_ERR_CANCELLED). */
    int (*progress)(void *user, uint64_t done, uint64_t total);
    void *progress_user;
    int gpu_profile;      /* 1: time every GPU kernel (timestamp queries, some overhead): moe_model_gpu_profile */
    /* Where compiled GPU pipelines are kept, so that the next start skips compiling them. NULL:
     * $MOE_CACHE_DIR, else $XDG_CACHE_HOME/moe or ~/.cache/moe (%LOCALAPPDATA%\moe on Windows);
     * "" (or MOE_CACHE_DIR=off): none. */
    const char *cache_dir;
    int no_mmap;          /* 1: read the files into memory (allocator) instead of mapping them */
    int mlock;            /* 1: lock the weights in RAM (a warning, not an error, when the system refuses) */
    /* On a GPU, the experts of this many MoE layers' worth stay in host memory, computed by the CPU
     * (llama.cpp's --n-cpu-moe), taken as the same share of every layer; 0: as gpu_mem allows. */
    int n_cpu_moe;
} moe_config;

typedef struct moe_model moe_model;
typedef struct moe_context moe_context;
typedef struct moe_sampler moe_sampler;

/* ---- model ---------------------------------------------------------------------------------- */

/* Opens a GGUF file (the first file of a split model). On failure *out is either NULL (out of
 * memory) or a handle that holds only the error message: read it with moe_model_error, then free it
 * with moe_model_free, as with sqlite3_open. */
MOE_API moe_status moe_model_open(const char *path, const moe_config *config, moe_model **out);
MOE_API void moe_model_free(moe_model *model);
MOE_API const char *moe_model_error(const moe_model *model);

MOE_API int moe_model_n_vocab(const moe_model *model);
MOE_API int moe_model_n_ctx_train(const moe_model *model);
MOE_API const char *moe_model_arch(const moe_model *model);
/* Writes a human-readable summary (architecture, shapes, tensor types) like `moe info`. Returns the
 * length that the full text needs, like snprintf. */
MOE_API size_t moe_model_describe(const moe_model *model, char *buf, size_t size);
/* A metadata value as text (strings as is, numbers printed, arrays summarised); NULL if absent. */
MOE_API const char *moe_model_meta(const moe_model *model, const char *key, char *buf, size_t size);

/* ---- tokenizer ------------------------------------------------------------------------------ */

enum {
    MOE_TOKENIZE_ADD_BOS = 1,       /* add BOS (and EOS) as the vocabulary asks */
    MOE_TOKENIZE_PARSE_SPECIAL = 2  /* control-token text such as <|im_end|> becomes that token */
};

/* Tokenizes `len` bytes of UTF-8. Writes at most `cap` ids; *n_out is the number the text needs
 * (MOE_ERR_ARGUMENT when that exceeds cap, so call again with a bigger buffer). */
MOE_API moe_status moe_tokenize(const moe_model *model, const char *text, size_t len, int flags,
                                int32_t *out, int cap, int *n_out);
/* Bytes of one token's text (byte tokens give raw bytes, the SentencePiece "▁" a space). Returns
 * the length it needs, or -1 for an invalid id. Special tokens are rendered only with `special`. */
MOE_API int moe_token_to_piece(const moe_model *model, int32_t token, int special, char *buf, int size);
MOE_API int32_t moe_token_bos(const moe_model *model);  /* -1 when none */
MOE_API int32_t moe_token_eos(const moe_model *model);
MOE_API int moe_token_is_eog(const moe_model *model, int32_t token); /* end of generation */

/* ---- context -------------------------------------------------------------------------------- */

typedef struct moe_context_params {
    int n_ctx;   /* 0: the model's default */
    int kv_type; /* 0: the model's default */
} moe_context_params;

MOE_API moe_status moe_context_new(moe_model *model, const moe_context_params *params,
                                   moe_context **out);
MOE_API void moe_context_free(moe_context *ctx);
MOE_API const char *moe_context_error(const moe_context *ctx);
MOE_API void moe_context_reset(moe_context *ctx);   /* forget every token (empty cache, zero recurrent state) */
MOE_API int moe_context_n_past(const moe_context *ctx);
MOE_API int moe_context_n_ctx(const moe_context *ctx);
/* The backend that evaluates this context: "cpu" or "vulkan" (a GPU that fails mid-run hands the
 * context back to "cpu"). */
MOE_API const char *moe_context_device(const moe_context *ctx);
/* Writes a description of the Vulkan devices (what moe requires and uses of each) and the default
 * choice, like `moe devices`. Returns the length the full text needs, like snprintf. */
MOE_API size_t moe_describe_devices(char *buf, size_t size);

/* Where a model's experts run and what moved, when its weights are on a GPU (returns 1; 0 and a
 * zeroed struct on the CPU). Counters are totals since the model was opened. */
typedef struct moe_gpu_stats {
    int n_expert, experts_on_gpu, experts_cached; /* per MoE layer: all, with a device slot, of those the cache */
    uint64_t weight_bytes;                      /* weights on the device */
    uint64_t pairs_gpu, pairs_cpu;              /* (token, chosen expert) products run on each side */
    uint64_t bytes_moved;                       /* activations between host and device for CPU experts */
    uint64_t bytes_refilled;                    /* expert weights copied in by the hot-expert cache */
    uint64_t dispatches, barriers;              /* compute dispatches and pipeline barriers executed */
    uint64_t submits;                           /* command buffers submitted */
    uint64_t readback_bytes;                    /* bytes the host read back from the device */
} moe_gpu_stats;
MOE_API int moe_model_gpu_stats(const moe_model *model, moe_gpu_stats *out);
/* With moe_config.gpu_profile: a table of GPU time per kernel kind (shader and weight type: calls, total
 * and average time, share, and for matrix products the weight bytes read per second), most time first,
 * written into buf like snprintf; returns the length the whole table needs (0: no profile). reset = 1
 * starts the counts again after writing. */
MOE_API size_t moe_model_gpu_profile(moe_model *model, char *buf, size_t size, int reset);
/* Drops cached tokens from position n_keep on, so that evaluation continues at n_keep.
 * Hybrid models (qwen35moe, qwen3next, nemotron_h_moe) keep a recurrent state that sums up every
 * token seen and cannot be rolled back: for them only n_keep == 0 (same as moe_context_reset) and
 * n_keep == n_past (nothing to drop) succeed; any other n_keep returns MOE_ERR_UNSUPPORTED and
 * leaves the context as it was (re-evaluate the kept tokens after a reset instead). */
MOE_API moe_status moe_context_truncate(moe_context *ctx, int n_keep);

/* Saves the context's state to a file (replaced whole, through a temporary file): its tokens, and on
 * the CPU its KV cache and recurrent state; with a sampler, also that sampler's random state and
 * penalty history. A context on a GPU saves its tokens only. */
MOE_API moe_status moe_state_save(moe_context *ctx, const moe_sampler *sampler, const char *path);
/* Replaces the context's state (and the sampler's, when both it and the file have one) with a saved
 * one. The file must come from the same model (architecture, tensors and vocabulary are compared)
 * and fit the context: anything else, or a damaged file, is MOE_ERR_FORMAT and changes nothing. The
 * cache goes straight in on the CPU with the same KV type; otherwise the tokens are evaluated again.
 * moe_logits has a row afterwards only in that second case: evaluate the next tokens as usual. */
MOE_API moe_status moe_state_load(moe_context *ctx, moe_sampler *sampler, const char *path);

/* Evaluates tokens after those already in the cache. With all_logits, the logits of every token are
 * kept (moe_logits(ctx, i) for i in 0..n-1); otherwise only the last token's (i = -1 or n-1). */
MOE_API moe_status moe_eval(moe_context *ctx, const int32_t *tokens, int n_tokens, int all_logits);
/* Evaluates one token for each of n contexts of one model in a single pass: ctxs[i] is a sequence of its
 * own (its cache, its position) and gets tokens[i], as moe_eval(ctxs[i], &tokens[i], 1, 0) would give it,
 * with each context's logits row afterwards (moe_logits(ctxs[i], -1)). The weights are read once for all
 * of them: the MoE layers group every sequence's token by expert, so n streams cost far less than n
 * single steps. The contexts must be distinct, on one device, with the same n_ctx and KV type, n at most
 * the first one's batch size; a model with recurrent layers steps each context's own state. Contexts on
 * two devices (one fell back to the CPU) are MOE_ERR_UNSUPPORTED: evaluate those one by one. Errors are reported on ctxs[0] and change nothing (after
 * MOE_ERR_DEVICE, ctxs[0] has gone on to the CPU with its tokens, as moe_eval's contexts do). */
MOE_API moe_status moe_eval_batch(moe_context *const *ctxs, const int32_t *tokens, int n);
/* Row i of the last evaluation's logits (n_vocab floats), valid until the next eval, reset or free;
 * NULL where that row was not kept. On a GPU the rows stay on the device until first asked for, so a
 * greedy moe_generate reads back a few bytes a token instead of the row. */
MOE_API const float *moe_logits(const moe_context *ctx, int i);
/* Tokens evaluated since the context was created (prompt + generated), for statistics. */
MOE_API uint64_t moe_context_n_evaluated(const moe_context *ctx);

/* ---- sampling ------------------------------------------------------------------------------- */

typedef struct moe_sampler_params {
    float temperature;        /* <= 0: greedy (argmax, lowest id on ties) */
    int top_k;                /* 0: off */
    float top_p;              /* 1: off */
    float min_p;              /* 0: off */
    float repeat_penalty;     /* 1: off */
    int repeat_last_n;        /* tokens the penalties look back on */
    float presence_penalty;   /* 0: off */
    float frequency_penalty;  /* 0: off */
    uint64_t seed;
} moe_sampler_params;

/* moe_sampler_params.seed: a new random seed each time a sampler (or a chat) is made from the
 * parameters, as the CLI's -s -1. Any other value is a fixed seed: the same draws every time. */
#define MOE_SEED_RANDOM UINT64_MAX

/* temperature 0.8, top_k 40, top_p 0.95, min_p 0.05, penalties off, last_n 64, seed MOE_SEED_RANDOM */
MOE_API moe_sampler_params moe_sampler_defaults(void);
MOE_API moe_status moe_sampler_new(const moe_model *model, const moe_sampler_params *params,
                                   moe_sampler **out);
MOE_API void moe_sampler_free(moe_sampler *sampler);
/* Picks a token from logits[n_vocab] (not modified). */
MOE_API int32_t moe_sampler_sample(moe_sampler *sampler, const float *logits);
/* Records a token for the repetition penalties (prompt tokens too, if they should count). */
MOE_API void moe_sampler_accept(moe_sampler *sampler, int32_t token);
MOE_API void moe_sampler_reset(moe_sampler *sampler);

/* ---- generation ----------------------------------------------------------------------------- */

/* Called with each generated token and the complete UTF-8 text it finishes (a character split over
 * several tokens arrives whole with the last of them; `len` may be 0; bytes that are not UTF-8
 * arrive as U+FFFD). A character still incomplete when generation ends comes as U+FFFD in a last
 * call with token -1. Return non-zero to stop. */
typedef int (*moe_token_callback)(void *user, int32_t token, const char *text, size_t len);

typedef struct moe_generate_params {
    int n_predict;                 /* most tokens to generate; 0: until end of generation or context */
    int flags;                     /* MOE_TOKENIZE_* for the prompt */
    moe_sampler_params sampler;    /* zero value is greedy; use moe_sampler_defaults() */
    const char *const *stop;       /* n_stop non-empty strings that end generation (NULL: none) */
    int n_stop;
    int ignore_eos;                /* never pick an end-of-generation token */
} moe_generate_params;

/* Tokenizes prompt, evaluates it on top of the cache, then samples until an end-of-generation
 * token, n_predict tokens, a full context, a stop string, or the callback asks to stop
 * (MOE_ERR_CANCELLED is not returned then: stopping is a normal end; moe_context_stop_reason says
 * which end it was). A stop string is matched across token boundaries and never passed to the
 * callback: text that could be the start of one is held back (the token's call then has less text,
 * or none) until it is not, and text still held at the end comes in the last call, token -1. */
MOE_API moe_status moe_generate(moe_context *ctx, const char *prompt, const moe_generate_params *params,
                                moe_token_callback callback, void *user);

/* Why the last moe_generate (or moe_chat_send) on a context stopped. */
typedef enum moe_stop_reason {
    MOE_STOP_NONE = 0,  /* nothing generated since the context was made or reset, or the call failed */
    MOE_STOP_EOG,       /* the model ended its reply (an end-of-generation token, not passed on) */
    MOE_STOP_LENGTH,    /* n_predict tokens */
    MOE_STOP_CONTEXT,   /* the context is full */
    MOE_STOP_CALLBACK,  /* the callback returned non-zero */
    MOE_STOP_STRING     /* one of moe_generate_params.stop appeared */
} moe_stop_reason;
MOE_API moe_stop_reason moe_context_stop_reason(const moe_context *ctx);
MOE_API const char *moe_stop_reason_string(moe_stop_reason reason); /* "eog", "length", "context", "stop-string", ... */

/* ---- chat ----------------------------------------------------------------------------------- */

typedef struct moe_chat moe_chat;

/* One message. role is "system", "user" or "assistant" (also "developer" and "tool" where the
 * family has them); content is UTF-8. */
typedef struct moe_chat_message {
    const char *role;
    const char *content;
} moe_chat_message;

enum {
    MOE_CHAT_ADD_GENERATION_PROMPT = 1, /* moe_chat_apply_template: end with the assistant's header */
    MOE_CHAT_SHOW_REASONING = 2,        /* moe_chat_send: pass <think> blocks / gpt-oss analysis to the callback */
    MOE_CHAT_NO_THINKING = 4,           /* Qwen3 / GLM-4.5 enable_thinking = false (the empty think block) */
    MOE_CHAT_CONTEXT_SHIFT = 8          /* moe_chat_send: drop the oldest exchanges when the context is full */
};

/* Renders a conversation with a built-in template: the family named by template_name ("chatml",
 * "qwen3", "qwen3-thinking", "llama2", "llama2-sys", "mistral-v1", "mistral-v3", "mistral-v3-tekken",
 * "mistral-v7", "mistral-v7-tekken", "llama3", "deepseek2", "deepseek3", "deepseek-r1", "gpt-oss",
 * "chatglm4", "glm4.5", "kimi-k2"; or Jinja text to recognise), or when NULL the family recognised
 * from the model's tokenizer.chat_template (ChatML, with a warning in the model's log, when it is
 * not recognised; ChatML when there is none). flags: MOE_CHAT_ADD_GENERATION_PROMPT (1, so passing
 * add_generation_prompt as 0/1 works) | MOE_CHAT_NO_THINKING. The text has no BOS token: tokenize it
 * with MOE_TOKENIZE_ADD_BOS | MOE_TOKENIZE_PARSE_SPECIAL. model may be NULL with a template_name.
 * Returns the length the text needs without its NUL, like snprintf (writes at most size bytes, NUL
 * included), or a negative moe_status: -MOE_ERR_ARGUMENT for an unknown name or a NULL field,
 * -MOE_ERR_NOMEM. */
MOE_API int moe_chat_apply_template(const moe_model *model, const char *template_name, const moe_chat_message *msgs,
                                    int n_msgs, int flags, char *buf, size_t size);
/* The family the model's tokenizer.chat_template is recognised as ("chatml" as the fallback). */
MOE_API const char *moe_chat_template_name(const moe_model *model);
/* The i-th built-in template name, NULL past the last. */
MOE_API const char *moe_chat_template_names(int i);

typedef struct moe_chat_params {
    const char *template_name;   /* NULL: from the model; see moe_chat_apply_template */
    const char *system;          /* NULL or "": no system message (copied) */
    moe_sampler_params sampler;  /* each reply samples with seed + the number of replies so far */
    int n_predict;               /* most tokens per reply; 0: until end of generation or a full context */
    int flags;                   /* MOE_CHAT_SHOW_REASONING | MOE_CHAT_NO_THINKING | MOE_CHAT_CONTEXT_SHIFT */
    const char *const *stop;     /* n_stop strings that end a reply, as moe_generate's (copied) */
    int n_stop;
} moe_chat_params;

/* After each moe_chat_send. */
typedef struct moe_chat_stats {
    int n_prompt;             /* tokens of the new part of the conversation (or of all of it after a shift) */
    int n_generated;          /* tokens the reply sampled (the end-of-generation token not counted) */
    int n_evaluated;          /* tokens this call evaluated: n_prompt plus the reply's tokens fed back */
    int n_past;               /* tokens in the cache afterwards */
    int n_dropped;            /* messages dropped by a context shift */
    int shifted;              /* the oldest exchanges were dropped and the rest evaluated again */
    int interrupted;          /* the callback stopped the reply */
    moe_stop_reason stop_reason; /* why the reply ended (MOE_STOP_CALLBACK when interrupted) */
    double prompt_seconds;    /* until the first token of the reply */
    double generate_seconds;  /* the rest */
} moe_chat_stats;

/* template from the model, no system message, moe_sampler_defaults(), n_predict 0, flags 0 */
MOE_API moe_chat_params moe_chat_defaults(void);
/* A conversation on ctx, which it then owns until moe_chat_free (the cache is emptied now and on
 * reset). On failure *out is NULL (out of memory) or holds only the error (moe_chat_error; free it). */
MOE_API moe_status moe_chat_new(moe_context *ctx, const moe_chat_params *params, moe_chat **out);
MOE_API void moe_chat_free(moe_chat *chat);
MOE_API const char *moe_chat_error(const moe_chat *chat);
/* The template family in use. */
MOE_API const char *moe_chat_template(const moe_chat *chat);
/* Adds a user message and streams the reply: only the new part of the conversation (the end of
 * the previous reply, the user's turn, the generation prompt) is tokenized, special tokens parsed,
 * and evaluated on top of the cache; then tokens are sampled until an end-of-generation token,
 * n_predict tokens, a full context, or the callback asks to stop (a normal end: MOE_OK). The
 * callback gets every token with the visible text it completes (whole UTF-8 characters; len 0 for
 * reasoning, which is hidden unless MOE_CHAT_SHOW_REASONING); a last call with token -1 may deliver
 * text held back at the end. The reply joins the conversation. MOE_ERR_CONTEXT_FULL when the turn
 * does not fit (without MOE_CHAT_CONTEXT_SHIFT); on an error the message is not added. */
MOE_API moe_status moe_chat_send(moe_chat *chat, const char *user_text, moe_token_callback callback, void *user);
/* The visible text of the last reply (valid until the next send, reset or free). */
MOE_API const char *moe_chat_last_reply(const moe_chat *chat);
MOE_API void moe_chat_get_stats(const moe_chat *chat, moe_chat_stats *stats);
/* Forgets the conversation (keeps the system message) and empties the cache. */
MOE_API void moe_chat_reset(moe_chat *chat);
/* Replaces the system message (NULL or "": none) and starts a new conversation. */
MOE_API moe_status moe_chat_set_system(moe_chat *chat, const char *system);
/* Saves the conversation with the context's state (moe_state_save's file, the messages after it), so
 * that moe_chat_load resumes it without evaluating it again (on the CPU; a GPU context evaluates its
 * tokens once). The chat loading it must use the same model and template. */
MOE_API moe_status moe_chat_save(moe_chat *chat, const char *path);
/* Replaces the conversation and the cache with a saved chat; a file that does not fit is refused
 * (MOE_ERR_FORMAT) and changes nothing. */
MOE_API moe_status moe_chat_load(moe_chat *chat, const char *path);

#ifdef __cplusplus
}
#endif
#endif /* MOE_H */
