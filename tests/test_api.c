/* test_api.c - the public API of moe (moe.h) on the conformance models.
 *
 * Build:  cc -std=c11 -O2 -Wall -Wextra -Werror -I. tests/test_api.c moe.c -o tests/build/test_api -lm -lpthread
 * Run from the repository root. Prints one `PASS name` / `FAIL name: detail` / `SKIP name: why` line per
 * check and exits non-zero if any check failed. MOE_TEST_QUICK=1 shrinks the loops (for sanitizer builds).
 * Each group of checks runs in a forked child, so that a crash shows up as a FAIL line naming the group.
 * MOE_TEST_ONLY=substring runs only the groups whose name contains it; MOE_TEST_TIMES=1 prints their times.
 */
#include "test.h"

#include "moe.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define MODEL_QWEN "tests/conformance/models/qwen3moe-f32.gguf"
#define MODEL_SPM "tests/conformance/models/mixtral-spm.gguf"

/* ---- state -------------------------------------------------------------------------------------- */

static int g_quick;
static char g_dir[256];

static void remove_dir_contents(const char *dir) {
    DIR *d = opendir(dir);
    if (!d) return;
    struct dirent *e;
    char p[512];
    while ((e = readdir(d)) != NULL) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) continue;
        snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
        unlink(p);
    }
    closedir(d);
}

/* ---- helpers ------------------------------------------------------------------------------------ */

static moe_model *open_model(const char *path, int n_threads) {
    moe_config c;
    memset(&c, 0, sizeof c);
    c.n_threads = n_threads;
    moe_model *m = NULL;
    if (moe_model_open(path, &c, &m) != MOE_OK) {
        printf("# cannot open %s: %s\n", path, moe_model_error(m));
        moe_model_free(m);
        return NULL;
    }
    return m;
}

static moe_context *new_ctx(moe_model *m, int n_ctx) {
    moe_context_params p = { n_ctx, 0 };
    moe_context *c = NULL;
    if (moe_context_new(m, &p, &c) != MOE_OK) {
        printf("# cannot create a context: %s\n", moe_context_error(c));
        moe_context_free(c);
        return NULL;
    }
    return c;
}

/* max |a - b| / max |b| over n values */
static double rel_diff(const float *a, const float *b, size_t n) {
    double md = 0, mb = 0;
    for (size_t i = 0; i < n; i++) {
        double d = fabs((double)a[i] - (double)b[i]);
        if (!(d <= md)) md = d; /* NaN propagates as a huge difference */
        if (fabs((double)b[i]) > mb) mb = fabs((double)b[i]);
    }
    return mb > 0 ? md / mb : md;
}

static const int32_t k_prompt[8] = { 509, 84, 444, 32, 440, 273, 107, 295 };

/* Strict UTF-8 validation (no overlongs, no surrogates, at most U+10FFFF). */
static int utf8_valid(const unsigned char *s, size_t n) {
    size_t i = 0;
    while (i < n) {
        unsigned c = s[i];
        size_t len;
        uint32_t cp;
        if (c < 0x80) { i++; continue; }
        if (c >= 0xC2 && c <= 0xDF) { len = 2; cp = c & 0x1F; }
        else if (c >= 0xE0 && c <= 0xEF) { len = 3; cp = c & 0x0F; }
        else if (c >= 0xF0 && c <= 0xF4) { len = 4; cp = c & 0x07; }
        else return 0;
        if (i + len > n) return 0;
        for (size_t k = 1; k < len; k++) {
            if ((s[i + k] & 0xC0) != 0x80) return 0;
            cp = cp << 6 | (s[i + k] & 0x3F);
        }
        if ((len == 3 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))) || (len == 4 && (cp < 0x10000 || cp > 0x10FFFF)))
            return 0;
        i += len;
    }
    return 1;
}

/* ---- allocators --------------------------------------------------------------------------------- */

typedef struct counting_alloc {
    pthread_mutex_t mu;
    long n_alloc, n_free, live, bad_free;
    long fail_at;      /* fail the fail_at-th allocation (1-based); 0: never */
    long n_failed;
    void **ptrs;       /* live pointers */
    long n_ptrs, cap_ptrs;
} counting_alloc;

static void *ca_alloc(void *user, size_t size) {
    counting_alloc *a = (counting_alloc *)user;
    pthread_mutex_lock(&a->mu);
    a->n_alloc++;
    void *p = NULL;
    if (a->fail_at && a->n_alloc == a->fail_at) {
        a->n_failed++;
    } else if ((p = malloc(size ? size : 1)) != NULL) {
        if (a->n_ptrs == a->cap_ptrs) {
            a->cap_ptrs = a->cap_ptrs ? a->cap_ptrs * 2 : 256;
            a->ptrs = (void **)realloc(a->ptrs, sizeof(void *) * (size_t)a->cap_ptrs);
        }
        a->ptrs[a->n_ptrs++] = p;
        a->live++;
    }
    pthread_mutex_unlock(&a->mu);
    return p;
}

static void ca_free(void *user, void *ptr) {
    counting_alloc *a = (counting_alloc *)user;
    if (!ptr) return;
    pthread_mutex_lock(&a->mu);
    a->n_free++;
    long i;
    for (i = a->n_ptrs - 1; i >= 0 && a->ptrs[i] != ptr; i--) {}
    if (i < 0) a->bad_free++; /* not ours (or freed twice): do not touch it */
    else {
        a->ptrs[i] = a->ptrs[--a->n_ptrs];
        a->live--;
        free(ptr);
    }
    pthread_mutex_unlock(&a->mu);
}

static void ca_init(counting_alloc *a) {
    memset(a, 0, sizeof *a);
    pthread_mutex_init(&a->mu, NULL);
}

static void ca_done(counting_alloc *a) {
    for (long i = 0; i < a->n_ptrs; i++) free(a->ptrs[i]); /* leaks of the library, reported by the caller */
    free(a->ptrs);
    pthread_mutex_destroy(&a->mu);
}

/* ---- config and allocator ----------------------------------------------------------------------- */

static void case_config(void) {
    moe_model *m = NULL;
    moe_status st = moe_model_open(MODEL_QWEN, NULL, &m);
    check("api/config-null", st == MOE_OK && m, "status %d: %s", (int)st, moe_model_error(m));
    moe_model_free(m);
    moe_config c;
    memset(&c, 0, sizeof c);
    m = NULL;
    st = moe_model_open(MODEL_QWEN, &c, &m);
    check("api/config-zero", st == MOE_OK && m, "status %d: %s", (int)st, moe_model_error(m));
    if (st == MOE_OK) {
        moe_context *ctx = NULL;
        st = moe_context_new(m, NULL, &ctx);
        check("api/context-default-params", st == MOE_OK && moe_context_n_ctx(ctx) == 256 && moe_context_n_past(ctx) == 0,
              "status %d, n_ctx %d (trained 256)", (int)st, moe_context_n_ctx(ctx));
        moe_context_free(ctx);
    }
    moe_model_free(m);

    struct { const char *name; moe_config c; } bad[8];
    int nb = 0;
    memset(bad, 0, sizeof bad);
    bad[nb].name = "api/config-negative-threads"; bad[nb++].c.n_threads = -1;
    bad[nb].name = "api/config-negative-ctx"; bad[nb++].c.n_ctx = -5;
    bad[nb].name = "api/config-negative-batch"; bad[nb++].c.n_batch = -1;
    bad[nb].name = "api/config-bad-kv-type"; bad[nb++].c.kv_type = 9;
    bad[nb].name = "api/config-alloc-only"; bad[nb++].c.allocator.alloc = ca_alloc;
    bad[nb].name = "api/config-free-only"; bad[nb++].c.allocator.free = ca_free;
    bad[nb].name = "api/config-unknown-device"; bad[nb++].c.device = "tpu:0";
    for (int i = 0; i < nb; i++) {
        m = NULL;
        st = moe_model_open(MODEL_QWEN, &bad[i].c, &m);
        check(bad[i].name, st == MOE_ERR_ARGUMENT, "status %d (%s), expected MOE_ERR_ARGUMENT", (int)st, moe_model_error(m));
        moe_model_free(m);
    }
    memset(&c, 0, sizeof c);
    c.device = "cpu";
    m = NULL;
    st = moe_model_open(MODEL_QWEN, &c, &m);
    check("api/config-device-cpu", st == MOE_OK, "%s", moe_model_error(m));
    moe_model_free(m);

    check("api/status-strings", moe_status_string(MOE_OK) && moe_status_string(MOE_ERR_CANCELLED) &&
          moe_status_string((moe_status)12345) && strcmp(moe_version(), MOE_VERSION_STRING) == 0, "bad status strings or version");
}

static int g_progress_calls;
static int progress_cancel(void *user, uint64_t done, uint64_t total) {
    (void)done; (void)total;
    g_progress_calls++;
    return *(int *)user;
}

static void case_progress(void) {
    moe_config c;
    memset(&c, 0, sizeof c);
    int cancel = 1;
    c.progress = progress_cancel;
    c.progress_user = &cancel;
    moe_model *m = NULL;
    g_progress_calls = 0;
    moe_status st = moe_model_open(MODEL_QWEN, &c, &m);
    check("api/progress-cancel", st == MOE_ERR_CANCELLED && g_progress_calls > 0, "status %d after %d calls", (int)st, g_progress_calls);
    moe_model_free(m);
    cancel = 0;
    m = NULL;
    g_progress_calls = 0;
    st = moe_model_open(MODEL_QWEN, &c, &m);
    check("api/progress-continue", st == MOE_OK && g_progress_calls > 0, "status %d after %d calls", (int)st, g_progress_calls);
    moe_model_free(m);
}

typedef struct gen_count { int n, stop_after; int32_t toks[4096]; } gen_count;
static int on_token_count(void *user, int32_t tok, const char *text, size_t len) {
    gen_count *g = (gen_count *)user;
    (void)text; (void)len;
    if (g->n < 4096) g->toks[g->n] = tok;
    g->n++;
    return g->stop_after && g->n >= g->stop_after;
}

/* Runs the whole API surface once with the given allocator config. Returns the first non-OK status (or OK),
 * and the name of the call that returned it. */
static moe_status full_run(const moe_config *cfg, const char **where) {
    moe_model *m = NULL;
    moe_context *ctx = NULL;
    moe_sampler *s = NULL;
    moe_status st;
    *where = "moe_model_open";
    st = moe_model_open(MODEL_QWEN, cfg, &m);
    if (st != MOE_OK) goto done;
    *where = "moe_context_new";
    st = moe_context_new(m, NULL, &ctx);
    if (st != MOE_OK) goto done;
    *where = "moe_eval";
    st = moe_eval(ctx, k_prompt, 4, 1);
    if (st != MOE_OK) goto done;
    *where = "moe_eval (more rows)";
    st = moe_eval(ctx, k_prompt + 4, 4, 1);
    if (st != MOE_OK) goto done;
    *where = "moe_tokenize";
    int32_t ids[64];
    int n = 0;
    st = moe_tokenize(m, "Hello world, <|end_of_text|> again", 34, MOE_TOKENIZE_ADD_BOS | MOE_TOKENIZE_PARSE_SPECIAL, ids, 64, &n);
    if (st != MOE_OK) goto done;
    *where = "moe_sampler_new";
    moe_sampler_params sp = moe_sampler_defaults();
    st = moe_sampler_new(m, &sp, &s);
    if (st != MOE_OK) goto done;
    moe_sampler_accept(s, 5);
    (void)moe_sampler_sample(s, moe_logits(ctx, -1));
    *where = "moe_generate";
    moe_generate_params gp;
    memset(&gp, 0, sizeof gp);
    gp.n_predict = 3;
    gp.sampler = sp;
    gen_count gc;
    memset(&gc, 0, sizeof gc);
    st = moe_generate(ctx, "Hello", &gp, on_token_count, &gc);
done:
    moe_sampler_free(s);
    moe_context_free(ctx);
    moe_model_free(m);
    return st;
}

static void case_allocator(void) {
    counting_alloc a;
    ca_init(&a);
    moe_config c;
    memset(&c, 0, sizeof c);
    c.n_threads = 2;
    c.allocator.alloc = ca_alloc;
    c.allocator.free = ca_free;
    c.allocator.user = &a;
    const char *where = "";
    moe_status st = full_run(&c, &where);
    check("api/allocator-counting", st == MOE_OK && a.n_alloc > 0 && a.live == 0 && a.bad_free == 0,
          "status %d at %s, %ld allocations, %ld live after freeing everything, %ld frees of unknown pointers",
          (int)st, where, a.n_alloc, a.live, a.bad_free);
    const long total = a.n_alloc;
    ca_done(&a);
    printf("# a full run makes %ld allocations\n", total);

    /* fail the N-th allocation, for every N */
    int bad = 0;
    char first[512] = "";
    long step = g_quick && total > 150 ? total / 150 : 1;
    for (long n = 1; n <= total; n += step) {
        ca_init(&a);
        a.fail_at = n;
        c.allocator.user = &a;
        where = "";
        st = full_run(&c, &where);
        const char *why = NULL;
        if (a.live != 0) why = "allocations still live after freeing everything";
        else if (a.bad_free) why = "freed a pointer it did not allocate (or twice)";
        else if (a.n_failed && st == MOE_OK) why = "an allocation failed but every call returned MOE_OK";
        else if (a.n_failed && st != MOE_ERR_NOMEM) why = "the failing call did not return MOE_ERR_NOMEM";
        if (why && !bad++)
            snprintf(first, sizeof first, "allocation %ld of %ld: %s (status %d at %s, %ld live)", n, total, why, (int)st, where, a.live);
        ca_done(&a);
    }
    check("api/allocator-fail-nth", bad == 0, "%d of %ld cases; first: %s", bad, total, first);

    /* a failed open frees what it allocated */
    ca_init(&a);
    c.allocator.user = &a;
    moe_model *m = NULL;
    char path[512];
    snprintf(path, sizeof path, "%s/missing.gguf", g_dir);
    st = moe_model_open(path, &c, &m);
    moe_model_free(m);
    m = NULL;
    moe_status st2 = moe_model_open("tests/vocab/ggml-vocab-llama-spm.gguf", &c, &m); /* no tensors */
    moe_model_free(m);
    check("api/allocator-failed-open", st == MOE_ERR_IO && st2 != MOE_OK && a.live == 0 && a.bad_free == 0,
          "statuses %d %d, %ld live allocations after moe_model_free", (int)st, (int)st2, a.live);
    ca_done(&a);

    /* the SentencePiece tokenizer (vocabulary only): every allocation failure is reported */
    long total_spm = 0;
    bad = 0;
    for (long n = 0; n == 0 || n <= total_spm; n++) {
        ca_init(&a);
        a.fail_at = n;
        c.allocator.user = &a;
        c.vocab_only = 1;
        m = NULL;
        const char *w = "moe_model_open";
        st = moe_model_open(MODEL_SPM, &c, &m);
        if (st == MOE_OK) {
            int32_t ids[64];
            int k = 0;
            w = "moe_tokenize";
            static const char txt[] = "Hello world, \xe6\x97\xa5\xe6\x9c\xac <s> x";
            st = moe_tokenize(m, txt, sizeof txt - 1, MOE_TOKENIZE_ADD_BOS | MOE_TOKENIZE_PARSE_SPECIAL, ids, 64, &k);
        }
        moe_model_free(m);
        if (n == 0) total_spm = a.n_alloc;
        const char *why = NULL;
        if (a.live != 0) why = "allocations still live after freeing everything";
        else if (a.bad_free) why = "freed a pointer it did not allocate (or twice)";
        else if (a.n_failed && st == MOE_OK) why = "an allocation failed but every call returned MOE_OK";
        else if (a.n_failed && st != MOE_ERR_NOMEM) why = "the failing call did not return MOE_ERR_NOMEM";
        else if (n == 0 && st != MOE_OK) why = "the run without failures failed";
        if (why && !bad++) snprintf(first, sizeof first, "allocation %ld of %ld: %s (status %d at %s)", n, total_spm, why, (int)st, w);
        ca_done(&a);
        if (g_quick && n > 0 && total_spm > 100) n += total_spm / 100;
    }
    c.vocab_only = 0;
    printf("# a vocabulary-only open and tokenize of the SentencePiece model make %ld allocations\n", total_spm);
    check("api/allocator-fail-nth-spm-vocab", bad == 0, "%d of %ld cases; first: %s", bad, total_spm, first);
}

/* ---- logging ------------------------------------------------------------------------------------ */

typedef struct log_rec { int n, n_error, n_info, max_level; char last[512]; } log_rec;
static void on_log(void *user, int level, const char *msg) {
    log_rec *r = (log_rec *)user;
    r->n++;
    if (level == MOE_LOG_ERROR) r->n_error++;
    if (level == MOE_LOG_INFO) r->n_info++;
    if (level > r->max_level) r->max_level = level;
    snprintf(r->last, sizeof r->last, "%s", msg ? msg : "(null)");
}

static void case_logging(void) {
    log_rec r;
    memset(&r, 0, sizeof r);
    moe_config c;
    memset(&c, 0, sizeof c);
    c.log = on_log;
    c.log_user = &r;
    moe_model *m = NULL;
    char path[512];
    snprintf(path, sizeof path, "%s/missing.gguf", g_dir);
    moe_status st = moe_model_open(path, &c, &m);
    check("api/log-failed-open", st != MOE_OK && r.n_error > 0 && r.last[0], "status %d, %d messages (%d errors)", (int)st, r.n, r.n_error);
    moe_model_free(m);
    memset(&r, 0, sizeof r);
    m = NULL;
    st = moe_model_open(MODEL_QWEN, &c, &m);
    check("api/log-info-on-open", st == MOE_OK && r.n_info > 0 && r.max_level <= MOE_LOG_INFO, "%d info messages, max level %d", r.n_info, r.max_level);
    moe_model_free(m);
    /* (MOE_LOG_ERROR is 0, which the header defines as "default" = INFO, so WARN is the strictest level a
     * caller can ask for) */
    memset(&r, 0, sizeof r);
    c.log_level = MOE_LOG_WARN;
    m = NULL;
    st = moe_model_open(MODEL_QWEN, &c, &m);
    check("api/log-level-filter", st == MOE_OK && r.n_info == 0 && r.max_level <= MOE_LOG_WARN, "%d info messages at log_level WARN on a good open (last '%s')", r.n_info, r.last);
    moe_model_free(m);
    memset(&r, 0, sizeof r);
    c.log_level = MOE_LOG_DEBUG;
    m = NULL;
    st = moe_model_open(MODEL_QWEN, &c, &m);
    check("api/log-level-debug", st == MOE_OK && r.n_info > 0, "%d info messages at log_level DEBUG", r.n_info);
    moe_model_free(m);
    /* a context error reaches the model's log callback too */
    memset(&r, 0, sizeof r);
    c.log_level = 0;
    m = NULL;
    if (moe_model_open(MODEL_QWEN, &c, &m) == MOE_OK) {
        moe_context *ctx = new_ctx(m, 8);
        int32_t bad_tok = 100000;
        memset(&r, 0, sizeof r);
        if (ctx) moe_eval(ctx, &bad_tok, 1, 0);
        check("api/log-context-error", ctx && r.n_error > 0, "%d error messages for a bad token", r.n_error);
        moe_context_free(ctx);
    }
    moe_model_free(m);
}

/* Without a log callback the library prints nothing: run a few calls with stdout and stderr sent to a file. */
static void case_silent(void) {
    char path[512];
    snprintf(path, sizeof path, "%s/output.txt", g_dir);
    fflush(stdout);
    fflush(stderr);
    int saved_out = dup(1), saved_err = dup(2);
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fd < 0 || saved_out < 0 || saved_err < 0) { fail("api/silent-without-log", "cannot redirect output"); return; }
    dup2(fd, 1);
    dup2(fd, 2);
    moe_model *m = NULL;
    moe_model_open("/nonexistent/dir/model.gguf", NULL, &m);
    moe_model_free(m);
    m = NULL;
    if (moe_model_open(MODEL_QWEN, NULL, &m) == MOE_OK) {
        moe_context *ctx = NULL;
        moe_context_params p = { 16, 0 };
        if (moe_context_new(m, &p, &ctx) == MOE_OK) {
            int32_t t = 99999;
            moe_eval(ctx, &t, 1, 0);
            moe_eval(ctx, k_prompt, 8, 0);
            moe_eval(ctx, k_prompt, 8, 0);
            moe_eval(ctx, k_prompt, 8, 0);
            moe_generate_params gp;
            memset(&gp, 0, sizeof gp);
            gp.n_predict = 4;
            moe_context_reset(ctx);
            moe_generate(ctx, "Hi", &gp, NULL, NULL);
        }
        moe_context_free(ctx);
    }
    moe_model_free(m);
    fflush(stdout);
    fflush(stderr);
    dup2(saved_out, 1);
    dup2(saved_err, 2);
    close(saved_out);
    close(saved_err);
    close(fd);
    struct stat st;
    stat(path, &st);
    char head[200] = "";
    if (st.st_size > 0) {
        FILE *f = fopen(path, "rb");
        if (f) { size_t k = fread(head, 1, sizeof head - 1, f); head[k] = 0; fclose(f); }
    }
    unlink(path);
    check("api/silent-without-log", st.st_size == 0, "%lld bytes printed: '%s'", (long long)st.st_size, head);
}

/* ---- contexts and evaluation --------------------------------------------------------------------- */

typedef struct thread_job { moe_model *m; const int32_t *toks; int n; float *out; moe_status st; int reps; } thread_job;

static void *thread_eval(void *arg) {
    thread_job *j = (thread_job *)arg;
    const int V = moe_model_n_vocab(j->m);
    j->st = MOE_OK;
    for (int r = 0; r < j->reps && j->st == MOE_OK; r++) {
        moe_context *ctx = NULL;
        moe_context_params p = { 32, 0 };
        j->st = moe_context_new(j->m, &p, &ctx);
        if (j->st == MOE_OK) j->st = moe_eval(ctx, j->toks, j->n, 1);
        if (j->st == MOE_OK)
            for (int i = 0; i < j->n; i++) memcpy(j->out + (size_t)i * V, moe_logits(ctx, i), sizeof(float) * (size_t)V);
        moe_context_free(ctx);
    }
    return NULL;
}

static void case_contexts(void) {
    moe_model *m = open_model(MODEL_QWEN, 2);
    if (!m) { fail("api/contexts", "cannot open %s", MODEL_QWEN); return; }
    const int V = moe_model_n_vocab(m);
    check("api/n-vocab", V == 512, "n_vocab %d", V);
    float *a = (float *)calloc((size_t)8 * V, sizeof(float)), *b = (float *)calloc((size_t)8 * V, sizeof(float));
    moe_context *c1 = new_ctx(m, 64), *c2 = new_ctx(m, 64);
    if (!c1 || !c2) { fail("api/contexts", "cannot create contexts"); goto done; }
    /* two contexts on one model */
    moe_status s1 = moe_eval(c1, k_prompt, 8, 1), s2 = moe_eval(c2, k_prompt, 8, 1);
    int same = s1 == MOE_OK && s2 == MOE_OK;
    for (int i = 0; same && i < 8; i++) same = memcmp(moe_logits(c1, i), moe_logits(c2, i), sizeof(float) * (size_t)V) == 0;
    check("api/two-contexts-identical", same, "statuses %d %d, or the logits differ", (int)s1, (int)s2);
    for (int i = 0; i < 8; i++) memcpy(a + (size_t)i * V, moe_logits(c1, i), sizeof(float) * (size_t)V);
    check("api/n-past", moe_context_n_past(c1) == 8 && moe_context_n_evaluated(c1) == 8, "n_past %d, n_evaluated %llu",
          moe_context_n_past(c1), (unsigned long long)moe_context_n_evaluated(c1));

    /* logits rows */
    int ok = 1;
    for (int i = 0; i < 8; i++) ok &= moe_logits(c1, i) != NULL;
    ok &= moe_logits(c1, -1) == moe_logits(c1, 7);
    ok &= moe_logits(c1, 8) == NULL && moe_logits(c1, 1000000) == NULL && moe_logits(NULL, 0) == NULL;
    check("api/logits-bounds-all", ok, "moe_logits rows 0..7 / -1 / 8 wrong after an all-logits eval of 8");
    moe_context_reset(c2);
    check("api/logits-after-reset", moe_logits(c2, -1) == NULL && moe_logits(c2, 0) == NULL && moe_context_n_past(c2) == 0,
          "logits still readable after moe_context_reset");
    moe_eval(c2, k_prompt, 8, 0);
    ok = moe_logits(c2, 7) != NULL && moe_logits(c2, -1) == moe_logits(c2, 7) && moe_logits(c2, 0) == NULL &&
         moe_logits(c2, 6) == NULL && moe_logits(c2, 8) == NULL;
    check("api/logits-bounds-last", ok, "moe_logits rows wrong after a last-logits eval of 8");
    check("api/logits-last-equals-all", moe_logits(c2, -1) && memcmp(moe_logits(c2, -1), a + (size_t)7 * V, sizeof(float) * (size_t)V) == 0,
          "the last row differs between all_logits and last-only evaluation");
    {
        moe_context *c3 = new_ctx(m, 16);
        check("api/logits-before-eval", c3 && moe_logits(c3, -1) == NULL && moe_logits(c3, 0) == NULL, "logits before any eval");
        moe_context_free(c3);
    }

    /* reset and evaluate again: identical */
    moe_context_reset(c1);
    s1 = moe_eval(c1, k_prompt, 8, 1);
    same = s1 == MOE_OK;
    for (int i = 0; same && i < 8; i++) same = memcmp(moe_logits(c1, i), a + (size_t)i * V, sizeof(float) * (size_t)V) == 0;
    check("api/reset-reeval-identical", same, "status %d or the logits differ after moe_context_reset", (int)s1);

    /* one call vs token by token */
    moe_context_reset(c2);
    double worst = 0;
    for (int i = 0; i < 8; i++) {
        if (moe_eval(c2, &k_prompt[i], 1, 0) != MOE_OK) { worst = 1e9; break; }
        double d = rel_diff(moe_logits(c2, -1), a + (size_t)i * V, (size_t)V);
        if (d > worst) worst = d;
    }
    check("api/batch-vs-token-by-token", worst <= 1e-4, "max relative difference %g", worst);

    /* truncate and re-evaluate the dropped tokens */
    moe_context_reset(c1);
    moe_eval(c1, k_prompt, 5, 0);
    moe_eval(c1, k_prompt + 5, 3, 1);
    for (int i = 0; i < 3; i++) memcpy(b + (size_t)i * V, moe_logits(c1, i), sizeof(float) * (size_t)V);
    moe_status st = moe_context_truncate(c1, 5);
    ok = st == MOE_OK && moe_context_n_past(c1) == 5 && moe_logits(c1, -1) == NULL;
    st = moe_eval(c1, k_prompt + 5, 3, 1);
    same = ok && st == MOE_OK;
    for (int i = 0; same && i < 3; i++) same = memcmp(moe_logits(c1, i), b + (size_t)i * V, sizeof(float) * (size_t)V) == 0;
    check("api/truncate-reeval-identical", same, "truncate status/n_past wrong or the logits differ");
    /* truncate to 2 and re-evaluate 3..8 in one call: close to the first full evaluation */
    st = moe_context_truncate(c1, 2);
    st = st == MOE_OK ? moe_eval(c1, k_prompt + 2, 6, 1) : st;
    worst = st == MOE_OK ? 0 : 1e9;
    for (int i = 0; st == MOE_OK && i < 6; i++) {
        double d = rel_diff(moe_logits(c1, i), a + (size_t)(i + 2) * V, (size_t)V);
        if (d > worst) worst = d;
    }
    check("api/truncate-reeval-close", worst <= 1e-4, "status %d, max relative difference %g", (int)st, worst);
    ok = moe_context_truncate(c1, 9) == MOE_ERR_ARGUMENT && moe_context_truncate(c1, -1) == MOE_ERR_ARGUMENT &&
         moe_context_truncate(NULL, 0) == MOE_ERR_ARGUMENT && moe_context_n_past(c1) == 8;
    check("api/truncate-invalid", ok, "bad n_keep accepted, or n_past changed (%d)", moe_context_n_past(c1));
    ok = moe_context_truncate(c1, 8) == MOE_OK && moe_context_truncate(c1, 0) == MOE_OK && moe_context_n_past(c1) == 0;
    check("api/truncate-edges", ok, "truncate(n_past) or truncate(0) failed");

    /* evaluation errors */
    moe_context_reset(c2);
    moe_eval(c2, k_prompt, 3, 0);
    int32_t bad_toks[3] = { 1, 512, 2 };
    st = moe_eval(c2, bad_toks, 3, 0);
    check("api/eval-token-out-of-range", st == MOE_ERR_ARGUMENT && moe_context_n_past(c2) == 3 && strlen(moe_context_error(c2)) > 0,
          "status %d, n_past %d", (int)st, moe_context_n_past(c2));
    bad_toks[1] = -1;
    st = moe_eval(c2, bad_toks, 3, 0);
    check("api/eval-token-negative", st == MOE_ERR_ARGUMENT && moe_context_n_past(c2) == 3, "status %d", (int)st);
    st = moe_eval(c2, k_prompt, 0, 0);
    check("api/eval-zero-tokens", st != MOE_OK && moe_context_n_past(c2) == 3, "status %d", (int)st);
    st = moe_eval(c2, NULL, 2, 0);
    check("api/eval-null-tokens", st == MOE_ERR_ARGUMENT, "status %d", (int)st);
    st = moe_eval(c2, k_prompt, -3, 0);
    check("api/eval-negative-count", st != MOE_OK, "status %d", (int)st);
    check("api/eval-null-context", moe_eval(NULL, k_prompt, 1, 0) == MOE_ERR_ARGUMENT, "moe_eval(NULL) not refused");
    {
        moe_context *small = new_ctx(m, 6);
        st = small ? moe_eval(small, k_prompt, 7, 0) : MOE_ERR_ARGUMENT;
        const char *msg = small ? moe_context_error(small) : "";
        check("api/eval-context-full", st == MOE_ERR_CONTEXT_FULL && msg[0] && strcmp(msg, "no error") != 0 && moe_context_n_past(small) == 0,
              "status %d, message '%s'", (int)st, msg);
        st = moe_eval(small, k_prompt, 4, 0);
        moe_status st2 = moe_eval(small, k_prompt, 3, 0);
        check("api/eval-context-full-second-call", st == MOE_OK && st2 == MOE_ERR_CONTEXT_FULL && moe_context_n_past(small) == 4,
              "statuses %d %d, n_past %d", (int)st, (int)st2, moe_context_n_past(small));
        st = moe_eval(small, k_prompt, 2, 0);
        check("api/eval-fill-exactly", st == MOE_OK && moe_context_n_past(small) == 6, "status %d", (int)st);
        moe_context_free(small);
    }
    /* bad context parameters */
    {
        moe_context *x = NULL;
        moe_context_params p = { -4, 0 };
        st = moe_context_new(m, &p, &x);
        check("api/context-negative-n-ctx", st == MOE_ERR_ARGUMENT, "status %d", (int)st);
        moe_context_free(x);
        x = NULL;
        p.n_ctx = 16;
        p.kv_type = 7;
        st = moe_context_new(m, &p, &x);
        check("api/context-bad-kv-type", st == MOE_ERR_ARGUMENT, "status %d", (int)st);
        moe_context_free(x);
        x = (moe_context *)&p;
        st = moe_context_new(NULL, NULL, &x);
        check("api/context-null-model", st == MOE_ERR_ARGUMENT && x == NULL, "status %d", (int)st);
        check("api/context-null-out", moe_context_new(m, NULL, NULL) == MOE_ERR_ARGUMENT, "not refused");
        moe_context_free(NULL);
        check("api/context-null-safe", moe_context_n_past(NULL) == 0 && moe_context_error(NULL) != NULL, "NULL handling");
    }
    /* F32 and F16 caches agree closely */
    {
        moe_context *x = NULL;
        moe_context_params p = { 16, MOE_KV_F32 };
        st = moe_context_new(m, &p, &x);
        st = st == MOE_OK ? moe_eval(x, k_prompt, 8, 0) : st;
        double d = st == MOE_OK ? rel_diff(moe_logits(x, -1), a + (size_t)7 * V, (size_t)V) : 1e9;
        check("api/kv-f32-close-to-f16", d < 1e-2, "status %d, relative difference %g", (int)st, d);
        moe_context_free(x);
    }
done:
    moe_context_free(c1);
    moe_context_free(c2);
    free(a);
    free(b);
    moe_model_free(m);
}

static void case_threads(void) {
    moe_model *m = open_model(MODEL_QWEN, 2);
    if (!m) { fail("api/threads", "cannot open"); return; }
    const int V = moe_model_n_vocab(m), n = 8;
    float *ref = (float *)calloc((size_t)n * V, sizeof(float));
    float *out[2] = { (float *)calloc((size_t)n * V, sizeof(float)), (float *)calloc((size_t)n * V, sizeof(float)) };
    thread_job single = { m, k_prompt, n, ref, MOE_OK, 1 };
    thread_eval(&single);
    thread_job jobs[2] = { { m, k_prompt, n, out[0], MOE_OK, g_quick ? 3 : 10 }, { m, k_prompt, n, out[1], MOE_OK, g_quick ? 3 : 10 } };
    pthread_t th[2];
    for (int i = 0; i < 2; i++) pthread_create(&th[i], NULL, thread_eval, &jobs[i]);
    for (int i = 0; i < 2; i++) pthread_join(th[i], NULL);
    int same = single.st == MOE_OK && jobs[0].st == MOE_OK && jobs[1].st == MOE_OK &&
               memcmp(ref, out[0], sizeof(float) * (size_t)n * V) == 0 && memcmp(ref, out[1], sizeof(float) * (size_t)n * V) == 0;
    check("api/threads-shared-model", same, "statuses %d %d %d or the logits differ from a single-thread run",
          (int)single.st, (int)jobs[0].st, (int)jobs[1].st);
    moe_model_free(m);
    /* the number of worker threads does not change the result */
    moe_model *m1 = open_model(MODEL_QWEN, 1), *m3 = open_model(MODEL_QWEN, 3);
    if (m1 && m3) {
        thread_job j1 = { m1, k_prompt, n, out[0], MOE_OK, 1 }, j3 = { m3, k_prompt, n, out[1], MOE_OK, 1 };
        thread_eval(&j1);
        thread_eval(&j3);
        double d1 = rel_diff(out[0], ref, (size_t)n * V), d3 = rel_diff(out[1], ref, (size_t)n * V);
        check("api/thread-count-invariant", j1.st == MOE_OK && j3.st == MOE_OK && d1 <= 1e-6 && d3 <= 1e-6,
              "1 vs 2 threads: %g, 3 vs 2 threads: %g", d1, d3);
        if (d1 != 0 || d3 != 0) printf("# thread counts give different bits: %g %g\n", d1, d3);
    }
    moe_model_free(m1);
    moe_model_free(m3);
    /* small batches: a prompt split over n_batch-sized passes gives the same logits */
    {
        moe_config c;
        memset(&c, 0, sizeof c);
        c.n_threads = 2;
        c.n_batch = 3;
        moe_model *mb = NULL;
        if (moe_model_open(MODEL_QWEN, &c, &mb) == MOE_OK) {
            thread_job jb = { mb, k_prompt, n, out[0], MOE_OK, 1 };
            thread_eval(&jb);
            double d = rel_diff(out[0], ref, (size_t)n * V);
            check("api/n-batch-3-chunks", jb.st == MOE_OK && d <= 1e-4, "status %d, relative difference %g", (int)jb.st, d);
            moe_context *x = new_ctx(mb, 16);
            moe_status st = x ? moe_eval(x, k_prompt, 8, 0) : MOE_ERR_ARGUMENT;
            double d2 = st == MOE_OK ? rel_diff(moe_logits(x, -1), ref + (size_t)7 * V, (size_t)V) : 1e9;
            check("api/n-batch-3-last-logits", st == MOE_OK && d2 <= 1e-4 && moe_logits(x, 6) == NULL, "status %d, difference %g", (int)st, d2);
            moe_context_free(x);
        } else fail("api/n-batch-3-chunks", "open: %s", moe_model_error(mb));
        moe_model_free(mb);
    }
    free(ref);
    free(out[0]);
    free(out[1]);
}

/* ---- sampler ------------------------------------------------------------------------------------ */

static moe_sampler *mk_sampler(moe_model *m, float temp, int top_k, float top_p, float min_p, uint64_t seed) {
    moe_sampler_params p = moe_sampler_defaults();
    p.temperature = temp;
    p.top_k = top_k;
    p.top_p = top_p;
    p.min_p = min_p;
    p.seed = seed;
    moe_sampler *s = NULL;
    if (moe_sampler_new(m, &p, &s) != MOE_OK) return NULL;
    return s;
}

/* Several contexts sharing one model from several threads (4 threads x 2 contexts, the contexts of a thread
 * evaluating alternately in two halves) give exactly the logits of the same steps run on one thread; so does a
 * model with many more worker threads than cores. run_tests.sh also runs this under ThreadSanitizer. */
typedef struct pair_job { moe_model *m; float *out; moe_status st; } pair_job;

static void *pair_eval(void *arg) { /* two contexts: A 4 tokens, B 4 tokens, A 4 more, B 4 more; out: A's then B's */
    pair_job *j = (pair_job *)arg;
    const int V = moe_model_n_vocab(j->m);
    moe_context *c[2] = { NULL, NULL };
    moe_context_params p = { 32, 0 };
    j->st = moe_context_new(j->m, &p, &c[0]);
    if (j->st == MOE_OK) j->st = moe_context_new(j->m, &p, &c[1]);
    for (int half = 0; half < 2 && j->st == MOE_OK; half++)
        for (int k = 0; k < 2 && j->st == MOE_OK; k++) {
            j->st = moe_eval(c[k], k_prompt + 4 * half, 4, 1);
            for (int i = 0; i < 4 && j->st == MOE_OK; i++) {
                const float *l = moe_logits(c[k], i);
                if (!l) { j->st = MOE_ERR_ARGUMENT; break; }
                memcpy(j->out + ((size_t)k * 8 + (size_t)half * 4 + (size_t)i) * (size_t)V, l, sizeof(float) * (size_t)V);
            }
        }
    moe_context_free(c[0]);
    moe_context_free(c[1]);
    return NULL;
}

static void case_threads_4x2(void) {
    moe_model *m = open_model(MODEL_QWEN, 2);
    if (!m) { fail("api/threads-4x2-shared-model", "cannot open"); return; }
    const size_t V = (size_t)moe_model_n_vocab(m), per = 2 * 8 * V;
    float *ref = (float *)calloc(per, sizeof(float)), *out = (float *)calloc(4 * per, sizeof(float));
    pair_job single = { m, ref, MOE_OK };
    pair_eval(&single);
    pair_job jobs[4];
    pthread_t th[4];
    for (int i = 0; i < 4; i++) { jobs[i].m = m; jobs[i].out = out + (size_t)i * per; jobs[i].st = MOE_OK; }
    for (int i = 0; i < 4; i++) pthread_create(&th[i], NULL, pair_eval, &jobs[i]);
    for (int i = 0; i < 4; i++) pthread_join(th[i], NULL);
    int bad = -1;
    for (int i = 0; i < 4 && bad < 0; i++)
        if (jobs[i].st != MOE_OK || memcmp(ref, out + (size_t)i * per, sizeof(float) * per) != 0) bad = i;
    /* both contexts of the single run agree with each other too (same tokens, same steps) */
    int ab_same = memcmp(ref, ref + 8 * V, sizeof(float) * 8 * V) == 0;
    check("api/threads-4x2-shared-model", single.st == MOE_OK && bad < 0 && ab_same,
          "single-thread status %d; thread %d: status %d or logits that differ from the single-thread run%s", (int)single.st, bad,
          bad >= 0 ? (int)jobs[bad].st : 0, ab_same ? "" : "; the two contexts of one thread disagree");
    moe_model_free(m);
    /* -t larger than the core count: more workers than cores still computes the same logits */
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    int many = (int)(cores > 0 ? cores : 1) * 4 + 3;
    moe_model *mm = open_model(MODEL_QWEN, many);
    if (mm) {
        pair_job j = { mm, out, MOE_OK };
        pair_eval(&j);
        double d = j.st == MOE_OK ? rel_diff(out, ref, per) : 1e9;
        check("api/threads-more-than-cores", j.st == MOE_OK && d <= 1e-6, "%d worker threads on %ld cores: status %d, difference %g",
              many, cores, (int)j.st, d);
    } else fail("api/threads-more-than-cores", "cannot open with %d threads", many);
    moe_model_free(mm);
    free(ref);
    free(out);
}

static void case_sampler(void) {
    moe_model *m = open_model(MODEL_QWEN, 1);
    if (!m) { fail("api/sampler", "cannot open"); return; }
    const int V = moe_model_n_vocab(m);
    float *l = (float *)calloc((size_t)V, sizeof(float));
    uint64_t rs = 12345;
    for (int i = 0; i < V; i++) { rs = rs * 6364136223846793005ULL + 1442695040888963407ULL; l[i] = (float)((rs >> 40) % 1000) / 250.f; }

    /* defaults */
    moe_sampler_params d = moe_sampler_defaults();
    check("api/sampler-defaults", fabsf(d.temperature - 0.8f) < 1e-6f && d.top_k == 40 && fabsf(d.top_p - 0.95f) < 1e-6f &&
          fabsf(d.min_p - 0.05f) < 1e-6f && d.repeat_penalty == 1.f && d.repeat_last_n == 64, "unexpected defaults");
    /* the default seed is random, as the CLI's: two samplers from the defaults draw differently, a fixed
     * seed draws the same, and a reset replays a random sampler's own draws */
    {
        float *flat = (float *)calloc((size_t)V, sizeof(float));
        int32_t draws[4][16];
        for (int k = 0; k < 4; k++) {
            moe_sampler_params p = moe_sampler_defaults();
            p.temperature = 1.f; p.top_k = 0; p.top_p = 1.f; p.min_p = 0.f;
            if (k >= 2) p.seed = 5;
            moe_sampler *s = NULL;
            moe_sampler_new(m, &p, &s);
            for (int i = 0; i < 16; i++) draws[k][i] = s ? moe_sampler_sample(s, flat) : -1;
            if (k == 0 && s) {
                moe_sampler_reset(s);
                int same = 1;
                for (int i = 0; i < 16; i++) same &= moe_sampler_sample(s, flat) == draws[0][i];
                check("api/sampler-random-seed-reset", same, "a reset random sampler drew differently");
            }
            moe_sampler_free(s);
        }
        check("api/sampler-random-seed", d.seed == MOE_SEED_RANDOM && memcmp(draws[0], draws[1], sizeof draws[0]) != 0 &&
              memcmp(draws[2], draws[3], sizeof draws[2]) == 0 && draws[0][0] >= 0,
              "default seed %llu; two default samplers %s, two with seed 5 %s", (unsigned long long)d.seed,
              memcmp(draws[0], draws[1], sizeof draws[0]) ? "differ" : "drew the same",
              memcmp(draws[2], draws[3], sizeof draws[2]) ? "differ" : "agree");
        free(flat);
    }

    /* greedy: lowest id among ties */
    {
        float *t = (float *)calloc((size_t)V, sizeof(float));
        t[7] = 3.f; t[3] = 3.f; t[400] = 3.f; t[5] = 2.9f;
        moe_sampler *s = mk_sampler(m, 0.f, 40, 0.95f, 0.05f, 1);
        int32_t a = s ? moe_sampler_sample(s, t) : -2;
        moe_sampler_free(s);
        moe_sampler_params zero;
        memset(&zero, 0, sizeof zero);
        s = NULL;
        moe_status st = moe_sampler_new(m, &zero, &s);
        int32_t b = s ? moe_sampler_sample(s, t) : -2;
        check("api/sampler-greedy-ties", a == 3 && b == 3 && st == MOE_OK, "picked %d and %d (zero params: status %d), expected 3", a, b, (int)st);
        moe_sampler_free(s);
        /* negative temperature is greedy too */
        s = mk_sampler(m, -1.f, 0, 1.f, 0.f, 1);
        a = s ? moe_sampler_sample(s, t) : -2;
        check("api/sampler-negative-temperature-greedy", a == 3, "picked %d", a);
        moe_sampler_free(s);
        /* all logits equal: id 0 */
        memset(t, 0, sizeof(float) * (size_t)V);
        s = mk_sampler(m, 0.f, 0, 1.f, 0.f, 1);
        a = s ? moe_sampler_sample(s, t) : -2;
        check("api/sampler-greedy-all-equal", a == 0, "picked %d", a);
        moe_sampler_free(s);
        free(t);
    }
    const int best = logits_argmax(l, V);
    /* same seed, same sequence; different seed, different sequence */
    {
        int32_t sa[64], sb[64], sc[64];
        moe_sampler *a = mk_sampler(m, 1.f, 0, 1.f, 0.f, 42), *b = mk_sampler(m, 1.f, 0, 1.f, 0.f, 42), *c = mk_sampler(m, 1.f, 0, 1.f, 0.f, 43);
        for (int i = 0; i < 64; i++) { sa[i] = moe_sampler_sample(a, l); sb[i] = moe_sampler_sample(b, l); sc[i] = moe_sampler_sample(c, l); }
        int in_range = 1;
        for (int i = 0; i < 64; i++) in_range &= sa[i] >= 0 && sa[i] < V;
        check("api/sampler-in-range", in_range, "a sampled id outside the vocabulary");
        check("api/sampler-same-seed", memcmp(sa, sb, sizeof sa) == 0, "two samplers with seed 42 disagree");
        check("api/sampler-different-seed", memcmp(sa, sc, sizeof sa) != 0, "seeds 42 and 43 gave the same 64 tokens");
        moe_sampler_reset(a);
        for (int i = 0; i < 64; i++) sb[i] = moe_sampler_sample(a, l);
        check("api/sampler-reset-restarts", memcmp(sa, sb, sizeof sa) == 0, "after moe_sampler_reset the sequence differs");
        moe_sampler_free(a);
        moe_sampler_free(b);
        moe_sampler_free(c);
    }
    /* truncations that leave one candidate are greedy */
    {
        struct { const char *name; float t; int k; float p, mp; } cases[] = {
            { "api/sampler-top-k-1-greedy", 1.5f, 1, 1.f, 0.f },
            { "api/sampler-min-p-1-greedy", 1.5f, 0, 1.f, 1.f },
            { "api/sampler-top-p-small-greedy", 1.5f, 0, 1e-6f, 0.f },
        };
        for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
            moe_sampler *s = mk_sampler(m, cases[k].t, cases[k].k, cases[k].p, cases[k].mp, 7);
            int ok = s != NULL, got = -1;
            for (int i = 0; ok && i < 200; i++) { got = moe_sampler_sample(s, l); ok = got == best; }
            check(cases[k].name, ok, "sampled %d, argmax is %d", got, best);
            moe_sampler_free(s);
        }
    }
    /* the distribution: softmax(logits / T) over three live tokens */
    {
        float *t = (float *)malloc(sizeof(float) * (size_t)V);
        for (int i = 0; i < V; i++) t[i] = -INFINITY;
        t[10] = 0.f; t[20] = 1.f; t[30] = 2.f;
        const int N = g_quick ? 4000 : 20000;
        const double temps[2] = { 1.0, 0.5 };
        for (int ti = 0; ti < 2; ti++) {
            moe_sampler *s = mk_sampler(m, (float)temps[ti], 0, 1.f, 0.f, 99);
            int cnt[3] = { 0, 0, 0 }, other = 0;
            for (int i = 0; s && i < N; i++) {
                int32_t x = moe_sampler_sample(s, t);
                if (x == 10) cnt[0]++; else if (x == 20) cnt[1]++; else if (x == 30) cnt[2]++; else other++;
            }
            double z = exp(0 / temps[ti]) + exp(1 / temps[ti]) + exp(2 / temps[ti]), worst = 0;
            for (int k = 0; k < 3; k++) {
                double p = exp(k / temps[ti]) / z, f = (double)cnt[k] / N;
                if (fabs(p - f) > worst) worst = fabs(p - f);
            }
            char name[64];
            snprintf(name, sizeof name, "api/sampler-distribution-t%.1f", temps[ti]);
            check(name, s && other == 0 && worst < 0.02, "%d samples outside the live tokens, max |p - f| = %.4f", other, worst);
            moe_sampler_free(s);
        }
        /* top-k 2, top-p 0.7, min-p 0.3 each drop token 10 (p = 0.09) and keep both others */
        struct { const char *name; int k; float p, mp; } cuts[] = {
            { "api/sampler-top-k-2", 2, 1.f, 0.f }, { "api/sampler-top-p-0.7", 0, 0.7f, 0.f }, { "api/sampler-min-p-0.3", 0, 1.f, 0.3f } };
        for (size_t k = 0; k < 3; k++) {
            moe_sampler *s = mk_sampler(m, 1.f, cuts[k].k, cuts[k].p, cuts[k].mp, 5);
            int cnt[3] = { 0, 0, 0 }, other = 0;
            for (int i = 0; s && i < 3000; i++) {
                int32_t x = moe_sampler_sample(s, t);
                if (x == 10) cnt[0]++; else if (x == 20) cnt[1]++; else if (x == 30) cnt[2]++; else other++;
            }
            /* renormalised over {20, 30}: p(30) = e^2 / (e + e^2) = 0.731 */
            double f30 = (double)cnt[2] / 3000;
            check(cuts[k].name, s && cnt[0] == 0 && other == 0 && cnt[1] > 0 && fabs(f30 - 0.731) < 0.04,
                  "counts %d %d %d (+%d others)", cnt[0], cnt[1], cnt[2], other);
            moe_sampler_free(s);
        }
        free(t);
    }
    /* penalties lower a repeated token's frequency */
    {
        float *t = (float *)malloc(sizeof(float) * (size_t)V);
        for (int i = 0; i < V; i++) t[i] = -10.f;
        t[5] = 2.f; t[6] = 2.f;
        const int N = g_quick ? 2000 : 6000;
        double freq[4];
        for (int mode = 0; mode < 4; mode++) {
            moe_sampler_params p = moe_sampler_defaults();
            p.temperature = 1.f; p.top_k = 0; p.top_p = 1.f; p.min_p = 0.f; p.seed = 3;
            if (mode == 1) p.repeat_penalty = 1.5f;
            if (mode == 2) p.presence_penalty = 1.f;
            if (mode == 3) p.frequency_penalty = 0.5f;
            moe_sampler *s = NULL;
            moe_sampler_new(m, &p, &s);
            moe_sampler_accept(s, 5);
            moe_sampler_accept(s, 5);
            int c5 = 0;
            for (int i = 0; s && i < N; i++) c5 += moe_sampler_sample(s, t) == 5;
            freq[mode] = (double)c5 / N;
            moe_sampler_free(s);
        }
        /* expected: 0.5; repeat 1.5: 1/(1+e^(2/3)) = 0.339; presence 1: 0.269; frequency 0.5 x 2: 0.269 */
        check("api/sampler-no-penalty", fabs(freq[0] - 0.5) < 0.04, "p(5) = %.3f", freq[0]);
        check("api/sampler-repeat-penalty", fabs(freq[1] - 0.339) < 0.04, "p(5) = %.3f, expected 0.339", freq[1]);
        check("api/sampler-presence-penalty", fabs(freq[2] - 0.269) < 0.04, "p(5) = %.3f, expected 0.269", freq[2]);
        check("api/sampler-frequency-penalty", fabs(freq[3] - 0.269) < 0.04, "p(5) = %.3f, expected 0.269", freq[3]);
        /* the history window: repeat_last_n 1 forgets token 5 after another token */
        moe_sampler_params p = moe_sampler_defaults();
        p.temperature = 1.f; p.top_k = 0; p.top_p = 1.f; p.min_p = 0.f; p.seed = 3; p.repeat_penalty = 1.5f; p.repeat_last_n = 1;
        moe_sampler *s = NULL;
        moe_sampler_new(m, &p, &s);
        moe_sampler_accept(s, 5);
        moe_sampler_accept(s, 100);
        int c5 = 0;
        for (int i = 0; s && i < N; i++) c5 += moe_sampler_sample(s, t) == 5;
        check("api/sampler-repeat-last-n", fabs((double)c5 / N - 0.5) < 0.04, "p(5) = %.3f with token 5 outside the window", (double)c5 / N);
        moe_sampler_free(s);
        /* a negative logit is made more negative by the repeat penalty */
        for (int i = 0; i < V; i++) t[i] = -10.f;
        t[5] = -1.f; t[6] = -1.f;
        p.repeat_last_n = 64;
        s = NULL;
        moe_sampler_new(m, &p, &s);
        moe_sampler_accept(s, 5);
        c5 = 0;
        for (int i = 0; s && i < N; i++) c5 += moe_sampler_sample(s, t) == 5;
        /* -1 * 1.5 = -1.5: p = 1/(1+e^0.5) = 0.378 */
        check("api/sampler-repeat-penalty-negative-logit", fabs((double)c5 / N - 0.378) < 0.04, "p(5) = %.3f, expected 0.378", (double)c5 / N);
        moe_sampler_free(s);
        /* the logits passed in are not modified */
        float *copy = (float *)malloc(sizeof(float) * (size_t)V);
        memcpy(copy, t, sizeof(float) * (size_t)V);
        s = NULL;
        p.presence_penalty = 2.f;
        moe_sampler_new(m, &p, &s);
        moe_sampler_accept(s, 5);
        moe_sampler_sample(s, t);
        check("api/sampler-logits-unmodified", memcmp(copy, t, sizeof(float) * (size_t)V) == 0, "moe_sampler_sample changed its input");
        moe_sampler_free(s);
        free(copy);
        free(t);
    }
    /* invalid parameters */
    {
        struct { const char *what; moe_sampler_params p; } bad[12];
        int nb = 0;
        for (int i = 0; i < 12; i++) bad[i].p = moe_sampler_defaults();
        bad[nb].what = "top_k -1"; bad[nb++].p.top_k = -1;
        bad[nb].what = "temperature NaN"; bad[nb++].p.temperature = NAN;
        bad[nb].what = "top_p 1.5"; bad[nb++].p.top_p = 1.5f;
        bad[nb].what = "top_p -0.1"; bad[nb++].p.top_p = -0.1f;
        bad[nb].what = "top_p NaN"; bad[nb++].p.top_p = NAN;
        bad[nb].what = "min_p 2"; bad[nb++].p.min_p = 2.f;
        bad[nb].what = "min_p -1"; bad[nb++].p.min_p = -1.f;
        bad[nb].what = "repeat_penalty -1"; bad[nb++].p.repeat_penalty = -1.f;
        bad[nb].what = "repeat_last_n -1"; bad[nb++].p.repeat_last_n = -1;
        bad[nb].what = "presence_penalty NaN"; bad[nb++].p.presence_penalty = NAN;
        bad[nb].what = "frequency_penalty inf"; bad[nb++].p.frequency_penalty = INFINITY;
        char failed[512] = "";
        for (int i = 0; i < nb; i++) {
            moe_sampler *s = (moe_sampler *)m;
            moe_status st = moe_sampler_new(m, &bad[i].p, &s);
            if (st != MOE_ERR_ARGUMENT || s != NULL) {
                size_t n = strlen(failed);
                snprintf(failed + n, sizeof failed - n, "%s%s (status %d)", n ? ", " : "", bad[i].what, (int)st);
                if (st == MOE_OK) moe_sampler_free(s);
            }
        }
        check("api/sampler-invalid-params", failed[0] == 0, "accepted: %s", failed);
        moe_sampler *s = (moe_sampler *)m;
        moe_status st = moe_sampler_new(NULL, &d, &s);
        int ok = st == MOE_ERR_ARGUMENT && s == NULL;
        ok &= moe_sampler_new(m, NULL, &s) == MOE_ERR_ARGUMENT;
        ok &= moe_sampler_new(m, &d, NULL) == MOE_ERR_ARGUMENT;
        ok &= moe_sampler_sample(NULL, l) < 0;
        moe_sampler_free(NULL);
        moe_sampler_accept(NULL, 1);
        moe_sampler_reset(NULL);
        check("api/sampler-null-args", ok, "NULL arguments not refused");
        /* top_p 0 (the zero value) means off, not an error */
        moe_sampler_params z = moe_sampler_defaults();
        z.top_p = 0.f;
        s = NULL;
        st = moe_sampler_new(m, &z, &s);
        check("api/sampler-top-p-0-is-off", st == MOE_OK, "status %d", (int)st);
        moe_sampler_free(s);
        /* non-finite logits never give an id outside the vocabulary */
        float *t = (float *)malloc(sizeof(float) * (size_t)V);
        int in_range = 1;
        for (int mode = 0; mode < 3; mode++) {
            for (int i = 0; i < V; i++) t[i] = mode == 0 ? -INFINITY : mode == 1 ? NAN : (float)(i % 5);
            if (mode == 2) t[17] = NAN;
            for (int temp = 0; temp < 2; temp++) {
                s = mk_sampler(m, temp ? 1.f : 0.f, 0, 1.f, 0.f, 3);
                int32_t x = s ? moe_sampler_sample(s, t) : -1;
                in_range &= x >= 0 && x < V;
                moe_sampler_free(s);
            }
        }
        free(t);
        check("api/sampler-nonfinite-logits", in_range, "an id outside the vocabulary for -inf / NaN logits");
        /* accepting out-of-range tokens is harmless */
        s = mk_sampler(m, 1.f, 0, 1.f, 0.f, 1);
        moe_sampler_accept(s, -5);
        moe_sampler_accept(s, V + 10);
        moe_sampler_params p = moe_sampler_defaults();
        p.repeat_penalty = 1.3f;
        moe_sampler *s2 = NULL;
        moe_sampler_new(m, &p, &s2);
        moe_sampler_accept(s2, -5);
        moe_sampler_accept(s2, 1 << 30);
        int32_t x = moe_sampler_sample(s2, l);
        check("api/sampler-accept-out-of-range", s && s2 && x >= 0 && x < V, "sampled %d", x);
        moe_sampler_free(s);
        moe_sampler_free(s2);
    }
    free(l);
    moe_model_free(m);
}

/* Sampling with every token a candidate (top_k 0) on a 32000-token vocabulary takes reasonable time. */
static void case_sampler_speed(void) {
    moe_model *m = open_model(MODEL_SPM, 1);
    if (!m) { fail("api/sampler-full-vocab-speed", "cannot open"); return; }
    const int V = moe_model_n_vocab(m);
    float *l = (float *)malloc(sizeof(float) * (size_t)V);
    uint64_t rs = 777;
    for (int i = 0; i < V; i++) { rs = rs * 6364136223846793005ULL + 1442695040888963407ULL; l[i] = (float)((rs >> 33) % 100000) / 10000.f; }
    moe_sampler *s = mk_sampler(m, 1.f, 0, 1.f, 0.f, 1);
    struct timespec t0;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    /* a sort of 32000 floats takes about 2 ms (10 ms with sanitizers); an insertion sort about 100 ms (1 s) */
    const double limit = g_quick ? 0.2 : 0.05;
    int n = 0;
    double sec = 0;
    while (s && n < 10 && sec < 0.5) {
        moe_sampler_sample(s, l);
        n++;
        sec = seconds_since(&t0);
    }
    printf("# top_k 0 over %d tokens: %.1f ms per sample\n", V, 1e3 * sec / (n ? n : 1));
    check("api/sampler-full-vocab-speed", s && sec / n < limit, "%.0f ms per sample with top_k 0 over %d tokens (quadratic sort?)",
          1e3 * sec / (n ? n : 1), V);
    moe_sampler_free(s);
    free(l);
    moe_model_free(m);
}

/* ---- generation ------------------------------------------------------------------------------- */

typedef struct gen_text {
    int n_calls;        /* every call */
    int n_tok;          /* calls with a token (>= 0); toks[] holds them */
    int n_final;        /* calls with token -1 (the flush of an incomplete character) */
    int after_final;    /* calls that came after a token -1 call */
    int bad_utf8, stop_after;
    int32_t toks[1024];
    char text[65536];
    size_t len;
    char first_bad[64];
} gen_text;

static int on_token_text(void *user, int32_t tok, const char *text, size_t len) {
    gen_text *g = (gen_text *)user;
    g->n_calls++;
    if (g->n_final) g->after_final++;
    if (tok >= 0) {
        if (g->n_tok < 1024) g->toks[g->n_tok] = tok;
        g->n_tok++;
    } else g->n_final++;
    if (len && !text) { g->bad_utf8++; return 1; }
    if (!utf8_valid((const unsigned char *)text, len)) {
        if (!g->bad_utf8++) {
            size_t n = 0;
            for (size_t i = 0; i < len && n + 4 < sizeof g->first_bad; i++) n += (size_t)snprintf(g->first_bad + n, sizeof g->first_bad - n, "%02x", (unsigned char)text[i]);
        }
    }
    if (g->len + len < sizeof g->text) { memcpy(g->text + g->len, text, len); g->len += len; }
    return g->stop_after && g->n_calls >= g->stop_after;
}

/* Length of the well-formed UTF-8 sequence at s[0..n), 0 if there is none. */
static size_t utf8_seq(const unsigned char *s, size_t n) {
    size_t len = s[0] < 0x80 ? 1 : s[0] >= 0xC2 && s[0] <= 0xDF ? 2 : s[0] >= 0xE0 && s[0] <= 0xEF ? 3 : s[0] >= 0xF0 && s[0] <= 0xF4 ? 4 : 0;
    if (!len || len > n) return 0;
    return utf8_valid(s, len) ? len : 0;
}

/* The text a stream of raw bytes should arrive as: well-formed characters as they are, anything else as
 * U+FFFD, with runs of U+FFFD collapsed into one (so that replacing per byte or per maximal subpart both
 * match). Writes to out (3x n + 3 bytes), returns the length. */
static size_t utf8_repair(const unsigned char *s, size_t n, char *out) {
    size_t i = 0, o = 0;
    while (i < n) {
        size_t k = utf8_seq(s + i, n - i);
        if (k == 3 && memcmp(s + i, "\xEF\xBF\xBD", 3) == 0) k = 0; /* a literal U+FFFD joins a run too */
        if (k) { memcpy(out + o, s + i, k); o += k; i += k; continue; }
        if (!(o >= 3 && memcmp(out + o - 3, "\xEF\xBF\xBD", 3) == 0)) { memcpy(out + o, "\xEF\xBF\xBD", 3); o += 3; }
        i++;
    }
    return o;
}

/* Compares streamed text with the tokens' pieces (both repaired as above). Returns the first differing byte
 * of the repaired texts, or (size_t)-1 when they are equal. */
static size_t compare_stream(const moe_model *m, const gen_text *g, size_t *want_len, size_t *got_len) {
    static char pieces[65536], want[3 * 65536 + 3], got[3 * 65536 + 3];
    size_t plen = 0;
    for (int i = 0; i < g->n_tok && i < 1024; i++) {
        int n = moe_token_to_piece(m, g->toks[i], 0, pieces + plen, (int)(sizeof pieces - plen));
        if (n > 0 && plen + (size_t)n <= sizeof pieces) plen += (size_t)n;
    }
    *want_len = utf8_repair((const unsigned char *)pieces, plen, want);
    *got_len = utf8_repair((const unsigned char *)g->text, g->len, got);
    size_t d = 0;
    while (d < *want_len && d < *got_len && want[d] == got[d]) d++;
    return d == *want_len && d == *got_len ? (size_t)-1 : d;
}

static void case_generate(void) {
    moe_model *m = open_model(MODEL_QWEN, 2);
    if (!m) { fail("api/generate", "cannot open"); return; }
    moe_context *ctx = new_ctx(m, 64);
    if (!ctx) { moe_model_free(m); fail("api/generate", "no context"); return; }
    moe_generate_params gp;
    memset(&gp, 0, sizeof gp);
    static gen_text g;
    /* stop after 3 */
    memset(&g, 0, sizeof g);
    g.stop_after = 3;
    gp.n_predict = 20;
    moe_status st = moe_generate(ctx, "The quick brown fox", &gp, on_token_text, &g);
    check("api/generate-stop-by-callback", st == MOE_OK && g.n_calls == 3, "status %d, %d callbacks", (int)st, g.n_calls);
    check("api/generate-stop-reason-callback", moe_context_stop_reason(ctx) == MOE_STOP_CALLBACK, "stop reason %s",
          moe_stop_reason_string(moe_context_stop_reason(ctx)));
    moe_context_reset(ctx);
    check("api/generate-stop-reason-reset", moe_context_stop_reason(ctx) == MOE_STOP_NONE, "stop reason %s after a reset",
          moe_stop_reason_string(moe_context_stop_reason(ctx)));
    /* n_predict, and the tokens equal a manual greedy loop */
    moe_context_reset(ctx);
    memset(&g, 0, sizeof g);
    gp.n_predict = 6;
    st = moe_generate(ctx, "The quick brown fox", &gp, on_token_text, &g);
    {
        int32_t ids[64];
        int n = 0;
        moe_tokenize(m, "The quick brown fox", 19, 0, ids, 64, &n);
        moe_context *c2 = new_ctx(m, 64);
        int32_t manual[6];
        int n_manual = 0;
        moe_status s2 = c2 ? moe_eval(c2, ids, n, 0) : MOE_ERR_ARGUMENT;
        for (int i = 0; s2 == MOE_OK && i < 6; i++) {
            int32_t t = logits_argmax(moe_logits(c2, -1), moe_model_n_vocab(m));
            if (moe_token_is_eog(m, t)) break;
            manual[n_manual++] = t;
            s2 = moe_eval(c2, &t, 1, 0);
        }
        moe_context_free(c2);
        check("api/generate-n-predict", st == MOE_OK && g.n_tok == n_manual && n_manual <= 6, "status %d, %d tokens, %d expected",
              (int)st, g.n_tok, n_manual);
        check("api/generate-greedy-matches-eval", g.n_tok == n_manual && memcmp(g.toks, manual, sizeof(int32_t) * (size_t)n_manual) == 0,
              "generated tokens differ from argmax over moe_eval");
        check("api/generate-n-past", moe_context_n_past(ctx) == n + n_manual, "n_past %d after a %d-token prompt and %d tokens", moe_context_n_past(ctx), n, n_manual);
        const moe_stop_reason want = n_manual == 6 ? MOE_STOP_LENGTH : MOE_STOP_EOG;
        check("api/generate-stop-reason-length", moe_context_stop_reason(ctx) == want, "stop reason %s, expected %s",
              moe_stop_reason_string(moe_context_stop_reason(ctx)), moe_stop_reason_string(want));
    }
    /* continues after what is cached (no reset) */
    memset(&g, 0, sizeof g);
    gp.n_predict = 2;
    int before = moe_context_n_past(ctx);
    st = moe_generate(ctx, " again", &gp, NULL, NULL);
    check("api/generate-null-callback", st == MOE_OK && moe_context_n_past(ctx) > before, "status %d", (int)st);
    /* the context fills up: a normal end */
    {
        int32_t ids[64];
        int n = 0;
        moe_tokenize(m, "The quick brown fox", 19, 0, ids, 64, &n);
        const int n_ctx = n + 6;
        moe_context *small = new_ctx(m, n_ctx);
        memset(&g, 0, sizeof g);
        gp.n_predict = 0;
        st = small ? moe_generate(small, "The quick brown fox", &gp, on_token_text, &g) : MOE_ERR_ARGUMENT;
        const float *last = small ? moe_logits(small, -1) : NULL;
        const int eog_stop = last && moe_token_is_eog(m, logits_argmax(last, moe_model_n_vocab(m)));
        check("api/generate-stops-at-full-context", st == MOE_OK && (moe_context_n_past(small) == n_ctx || eog_stop) && g.n_tok > 0,
              "status %d (%s), n_past %d of %d, %d tokens", (int)st, small ? moe_context_error(small) : "", moe_context_n_past(small), n_ctx, g.n_tok);
        const moe_stop_reason want = eog_stop ? MOE_STOP_EOG : MOE_STOP_CONTEXT;
        check("api/generate-stop-reason-context", moe_context_stop_reason(small) == want, "stop reason %s, expected %s",
              moe_stop_reason_string(moe_context_stop_reason(small)), moe_stop_reason_string(want));
        /* the context is full now: another prompt does not fit */
        st = moe_generate(small, "more text", &gp, NULL, NULL);
        check("api/generate-prompt-does-not-fit", moe_context_n_past(small) < n_ctx || st == MOE_ERR_CONTEXT_FULL, "status %d", (int)st);
        moe_context_free(small);
        /* a prompt longer than the context */
        small = new_ctx(m, n - 1);
        st = small ? moe_generate(small, "The quick brown fox", &gp, NULL, NULL) : MOE_ERR_ARGUMENT;
        check("api/generate-prompt-too-long", st == MOE_ERR_CONTEXT_FULL, "status %d", (int)st);
        moe_context_free(small);
    }
    /* bad arguments */
    gp.n_predict = -1;
    st = moe_generate(ctx, "x", &gp, NULL, NULL);
    check("api/generate-negative-n-predict", st == MOE_ERR_ARGUMENT, "status %d", (int)st);
    check("api/generate-stop-reason-failed", moe_context_stop_reason(ctx) == MOE_STOP_NONE, "stop reason %s after a refused call",
          moe_stop_reason_string(moe_context_stop_reason(ctx)));
    check("api/stop-reason-names", strcmp(moe_stop_reason_string(MOE_STOP_EOG), "eog") == 0 &&
          strcmp(moe_stop_reason_string((moe_stop_reason)99), "unknown") == 0 && moe_context_stop_reason(NULL) == MOE_STOP_NONE,
          "names or the NULL context");
    gp.n_predict = 2;
    check("api/generate-null-prompt", moe_generate(ctx, NULL, &gp, NULL, NULL) == MOE_ERR_ARGUMENT, "not refused");
    check("api/generate-null-context", moe_generate(NULL, "x", &gp, NULL, NULL) == MOE_ERR_ARGUMENT, "not refused");
    st = moe_generate(ctx, "", &gp, NULL, NULL);
    check("api/generate-empty-prompt", st != MOE_OK, "an empty prompt without BOS was accepted (status %d)", (int)st);
    gp.sampler.top_k = -3;
    st = moe_generate(ctx, "x", &gp, NULL, NULL);
    check("api/generate-bad-sampler", st == MOE_ERR_ARGUMENT, "status %d", (int)st);
    memset(&gp, 0, sizeof gp);
    gp.n_predict = 2;
    st = moe_generate(ctx, "x", NULL, NULL, NULL);
    check("api/generate-null-params", st == MOE_OK || st == MOE_ERR_CONTEXT_FULL, "status %d", (int)st);
    moe_context_free(ctx);
    moe_model_free(m);
}

/* A reply the model ends itself: greedy decoding of "o" on qwen2moe-f32 reaches an end-of-generation token
 * within 24 tokens (the manual loop over moe_eval confirms where), and moe_generate says so. */
static void case_generate_eog(void) {
    moe_model *m = open_model("tests/conformance/models/qwen2moe-f32.gguf", 2);
    moe_context *ctx = m ? new_ctx(m, 64) : NULL, *c2 = m ? new_ctx(m, 64) : NULL;
    if (!ctx || !c2) { fail("api/generate-stop-reason-eog", "cannot open"); moe_context_free(ctx); moe_context_free(c2); moe_model_free(m); return; }
    moe_generate_params gp;
    memset(&gp, 0, sizeof gp);
    gp.n_predict = 24;
    static gen_text g;
    memset(&g, 0, sizeof g);
    moe_status st = moe_generate(ctx, "o", &gp, on_token_text, &g);
    int32_t ids[8];
    int n = 0, n_manual = 0, eog = 0;
    moe_status s2 = moe_tokenize(m, "o", 1, 0, ids, 8, &n);
    if (s2 == MOE_OK) s2 = moe_eval(c2, ids, n, 0);
    for (; s2 == MOE_OK && n_manual < 24; n_manual++) {
        const int32_t t = logits_argmax(moe_logits(c2, -1), moe_model_n_vocab(m));
        if ((eog = moe_token_is_eog(m, t))) break;
        s2 = moe_eval(c2, &t, 1, 0);
    }
    check("api/generate-stop-reason-eog", st == MOE_OK && eog && g.n_tok == n_manual && moe_context_stop_reason(ctx) == MOE_STOP_EOG,
          "status %d, %d tokens, stop reason %s; the manual loop %s after %d", (int)st, g.n_tok,
          moe_stop_reason_string(moe_context_stop_reason(ctx)), eog ? "ended" : "did not end", n_manual);
    moe_context_free(ctx);
    moe_context_free(c2);
    moe_model_free(m);
}

#define MODEL_KJV "models/moe-kjv-11m-q8_0.gguf"

/* Greedy text after prompt, with the given stop strings, into g (reset first). */
static moe_status gen_with_stop(moe_context *ctx, const char *prompt, int n_predict, const char *const *stop, int n_stop,
                                int ignore_eos, gen_text *g) {
    moe_generate_params gp;
    memset(&gp, 0, sizeof gp);
    memset(g, 0, sizeof *g);
    gp.n_predict = n_predict;
    gp.flags = MOE_TOKENIZE_ADD_BOS;
    gp.stop = stop;
    gp.n_stop = n_stop;
    gp.ignore_eos = ignore_eos;
    moe_context_reset(ctx);
    return moe_generate(ctx, prompt, &gp, on_token_text, g);
}

/* Stop strings: cut out of the bundled model's own greedy text at places that span tokens, each ends
 * the text right before its first appearance and is never passed on; text that only begins like one
 * arrives whole; an empty one is refused. */
static void case_generate_stop(void) {
    moe_model *m = open_model(MODEL_KJV, 2);
    moe_context *ctx = m ? new_ctx(m, 128) : NULL;
    static gen_text full, g;
    if (!ctx || gen_with_stop(ctx, "And God said", 48, NULL, 0, 0, &full) != MOE_OK || full.len < 40) {
        fail("api/generate-stop", "cannot generate the reference text");
        moe_context_free(ctx);
        moe_model_free(m);
        return;
    }
    full.text[full.len] = 0;
    int n_ok = 0, n_cases = 0;
    char detail[256] = "";
    for (size_t at = 5; at + 9 < full.len; at += full.len / 5) {
        char stop[16], other[16] = "zzzq";
        memcpy(stop, full.text + at, 7);
        stop[7] = 0;
        const char *stops[2] = { other, stop };
        moe_status st = gen_with_stop(ctx, "And God said", 48, stops, 2, 0, &g);
        const size_t want = (size_t)(strstr(full.text, stop) - full.text);
        const int good = st == MOE_OK && g.len == want && memcmp(g.text, full.text, want) == 0 &&
                         moe_context_stop_reason(ctx) == MOE_STOP_STRING && g.n_final == 0;
        n_cases++;
        n_ok += good;
        if (!good && !detail[0])
            snprintf(detail, sizeof detail, "stop '%s': %zu bytes (want %zu), reason %s", stop, g.len, want,
                     moe_stop_reason_string(moe_context_stop_reason(ctx)));
    }
    report("api/generate-stop", n_ok == n_cases && n_cases >= 4, "%d of %d stop strings end the text before them%s%s",
           n_ok, n_cases, detail[0] ? ": " : "", detail);
    /* the last 6 bytes of the text and one more: held back at the end, then passed on with token -1 */
    char tail[16];
    memcpy(tail, full.text + full.len - 6, 6);
    memcpy(tail + 6, "\x01", 2);
    const char *tails[1] = { tail };
    moe_status st = gen_with_stop(ctx, "And God said", 48, tails, 1, 0, &g);
    report("api/generate-stop-held", st == MOE_OK && g.len == full.len && memcmp(g.text, full.text, full.len) == 0 &&
           g.n_final == 1 && moe_context_stop_reason(ctx) == MOE_STOP_LENGTH,
           "%zu of %zu bytes, %d final calls, reason %s", g.len, full.len, g.n_final,
           moe_stop_reason_string(moe_context_stop_reason(ctx)));
    const char *empty[1] = { "" };
    check("api/generate-stop-empty", gen_with_stop(ctx, "And", 4, empty, 1, 0, &g) == MOE_ERR_ARGUMENT &&
          strstr(moe_context_error(ctx), "empty") != NULL, "%s", moe_context_error(ctx));
    check("api/generate-stop-no-array", gen_with_stop(ctx, "And", 4, NULL, 2, 0, &g) == MOE_ERR_ARGUMENT, "accepted");
    /* a chat keeps its own copy of the stop strings */
    moe_chat_params cp = moe_chat_defaults();
    cp.sampler.temperature = 0;
    cp.n_predict = 24;
    moe_chat *chat = NULL;
    static char reply[4096], mine[16];
    if (moe_chat_new(ctx, &cp, &chat) == MOE_OK && moe_chat_send(chat, "Who made the light?", NULL, NULL) == MOE_OK)
        snprintf(reply, sizeof reply, "%s", moe_chat_last_reply(chat));
    moe_chat_free(chat);
    chat = NULL;
    const size_t rl = strlen(reply);
    if (rl > 12) memcpy(mine, reply + rl / 2, 5);
    const char *mine_list[1] = { mine };
    cp.stop = mine_list;
    cp.n_stop = 1;
    const int made = rl > 12 && moe_chat_new(ctx, &cp, &chat) == MOE_OK;
    memset(mine, 'q', 5); /* the caller's copy changes: the chat's does not */
    st = made ? moe_chat_send(chat, "Who made the light?", NULL, NULL) : MOE_ERR_ARGUMENT;
    char want_stop[16];
    memcpy(want_stop, reply + rl / 2, 5);
    want_stop[5] = 0;
    const char *hit = rl > 12 ? strstr(reply, want_stop) : NULL;
    moe_chat_stats cs;
    memset(&cs, 0, sizeof cs);
    moe_chat_get_stats(chat, &cs);
    check("api/chat-stop", st == MOE_OK && hit && strlen(moe_chat_last_reply(chat)) == (size_t)(hit - reply) &&
          strncmp(moe_chat_last_reply(chat), reply, (size_t)(hit - reply)) == 0 && cs.stop_reason == MOE_STOP_STRING,
          "status %d, reply '%s' of '%s' (stop '%s'), reason %s", (int)st, chat ? moe_chat_last_reply(chat) : "", reply,
          want_stop, moe_stop_reason_string(cs.stop_reason));
    moe_chat_free(chat);
    moe_context_free(ctx);
    moe_model_free(m);
}

/* ignore_eos: the greedy reply to "o" on qwen2moe-f32 ends by itself; with ignore_eos it runs to n_predict,
 * no end-of-generation token comes, and the tokens before where it ended are the same. */
static void case_generate_ignore_eos(void) {
    moe_model *m = open_model("tests/conformance/models/qwen2moe-f32.gguf", 2);
    moe_context *ctx = m ? new_ctx(m, 64) : NULL;
    static gen_text plain, g;
    if (!ctx) { fail("api/generate-ignore-eos", "cannot open"); moe_model_free(m); return; }
    moe_status s1 = gen_with_stop(ctx, "o", 24, NULL, 0, 0, &plain);
    const moe_stop_reason r1 = moe_context_stop_reason(ctx);
    moe_status s2 = gen_with_stop(ctx, "o", 24, NULL, 0, 1, &g);
    int n_eog = 0;
    for (int i = 0; i < g.n_tok && i < 1024; i++) n_eog += moe_token_is_eog(m, g.toks[i]);
    check("api/generate-ignore-eos", s1 == MOE_OK && s2 == MOE_OK && r1 == MOE_STOP_EOG && plain.n_tok < 24 &&
          g.n_tok == 24 && n_eog == 0 && memcmp(plain.toks, g.toks, sizeof(int32_t) * (size_t)plain.n_tok) == 0 &&
          moe_context_stop_reason(ctx) == MOE_STOP_LENGTH,
          "plain: %d tokens (%s); ignore_eos: %d tokens, %d end-of-generation, %s", plain.n_tok,
          moe_stop_reason_string(r1), g.n_tok, n_eog, moe_stop_reason_string(moe_context_stop_reason(ctx)));
    moe_context_free(ctx);
    moe_model_free(m);
}

/* ---- saved state ------------------------------------------------------------------------------ */

/* Evaluates "And God said" then 8 greedy steps; the ids after the first eval into out. */
static int state_greedy(moe_context *ctx, const moe_model *m, const int32_t *ids, int n, int32_t *out, int steps) {
    if (n && moe_eval(ctx, ids, n, 0) != MOE_OK) return -1;
    for (int i = 0; i < steps; i++) {
        const float *l = moe_logits(ctx, -1);
        if (!l) return -1;
        out[i] = logits_argmax(l, moe_model_n_vocab(m));
        if (moe_eval(ctx, &out[i], 1, 0) != MOE_OK) return -1;
    }
    return 0;
}

static int file_flip_byte(const char *path, long at) {
    FILE *f = fopen(path, "r+b");
    if (!f) return -1;
    int ch = fseek(f, at, SEEK_SET) == 0 ? fgetc(f) : EOF;
    int ok = ch != EOF && fseek(f, at, SEEK_SET) == 0 && fputc(ch ^ 0x55, f) != EOF;
    fclose(f);
    return ok ? 0 : -1;
}

/* A state saved mid-text and loaded into a new context goes on with the same logits, bit for bit on the
 * CPU (the cache itself is restored), on a transformer and on a hybrid model's recurrent state; into a
 * context with another KV type the tokens are evaluated again and the greedy text is the same. A sampler
 * saved with it draws the same afterwards. Files of another model, damaged, cut short or too long for
 * the context are refused and change nothing. */
static void case_state(const char *label, const char *path) {
    char file[256], name[160];
    snprintf(file, sizeof file, "/tmp/moe-state-%ld-%s.bin", (long)getpid(), strrchr(label, '/') + 1);
    moe_model *m = open_model(path, 2);
    moe_context *a = m ? new_ctx(m, 96) : NULL, *b = m ? new_ctx(m, 96) : NULL;
    if (!a || !b) { fail(label, "cannot open %s", path); goto done; }
    int32_t prompt[16], more[3], ga[8], gb[8];
    int n = 0;
    const int V = moe_model_n_vocab(m);
    if (moe_tokenize(m, "And God said unto", 17, MOE_TOKENIZE_ADD_BOS, prompt, 16, &n) != MOE_OK) goto done;
    for (int i = 0; i < 3; i++) more[i] = (prompt[i % n] + 7 * i + 1) % V;
    moe_eval(a, prompt, n, 0);
    moe_status st = moe_state_save(a, NULL, file);
    moe_status sl = st == MOE_OK ? moe_state_load(b, NULL, file) : st;
    int same_logits = sl == MOE_OK && moe_context_n_past(b) == n && moe_eval(a, more, 3, 0) == MOE_OK &&
                      moe_eval(b, more, 3, 0) == MOE_OK &&
                      memcmp(moe_logits(a, -1), moe_logits(b, -1), sizeof(float) * (size_t)V) == 0;
    int same_text = same_logits && state_greedy(a, m, NULL, 0, ga, 8) == 0 && state_greedy(b, m, NULL, 0, gb, 8) == 0 &&
                    memcmp(ga, gb, sizeof ga) == 0;
    snprintf(name, sizeof name, "%s/resume", label);
    check(name, same_logits && same_text, "save %d, load %d (%s): logits %s, greedy ids %s", (int)st, (int)sl,
          moe_context_error(b), same_logits ? "identical" : "differ", same_text ? "identical" : "differ");
    /* another KV type: evaluated again */
    {
        moe_context_params p32 = { 96, MOE_KV_F32 };
        moe_context *c = NULL;
        int32_t gc[8];
        moe_context_reset(a);
        moe_eval(a, prompt, n, 0);
        moe_state_save(a, NULL, file);
        state_greedy(a, m, NULL, 0, ga, 8);
        int ok = moe_context_new(m, &p32, &c) == MOE_OK && moe_state_load(c, NULL, file) == MOE_OK &&
                 moe_context_n_past(c) == n && state_greedy(c, m, NULL, 0, gc, 8) == 0 && memcmp(ga, gc, sizeof ga) == 0;
        snprintf(name, sizeof name, "%s/other-kv-type", label);
        check(name, ok, "an F16 state loaded into an F32 context: %s", c ? moe_context_error(c) : "no context");
        moe_context_free(c);
    }
    /* the sampler's draws go on */
    {
        moe_sampler_params sp = moe_sampler_defaults();
        sp.seed = 99;
        sp.repeat_penalty = 1.2f;
        moe_sampler *s1 = NULL, *s2 = NULL;
        sp.seed = 99;
        moe_sampler_new(m, &sp, &s1);
        sp.seed = 1234;
        moe_sampler_new(m, &sp, &s2);
        moe_context_reset(a);
        moe_eval(a, prompt, n, 0);
        for (int i = 0; s1 && i < 5; i++) moe_sampler_accept(s1, moe_sampler_sample(s1, moe_logits(a, -1)));
        int ok = s1 && s2 && moe_state_save(a, s1, file) == MOE_OK && moe_state_load(b, s2, file) == MOE_OK;
        for (int i = 0; ok && i < 12; i++) {
            const int32_t x = moe_sampler_sample(s1, moe_logits(a, -1)), y = moe_sampler_sample(s2, moe_logits(a, -1));
            ok &= x == y;
            moe_sampler_accept(s1, x);
            moe_sampler_accept(s2, y);
        }
        snprintf(name, sizeof name, "%s/sampler", label);
        check(name, ok, "a sampler restored with the state drew differently");
        moe_sampler_free(s1);
        moe_sampler_free(s2);
    }
    /* refusals leave the context as it was */
    {
        moe_context_reset(a);
        moe_eval(a, prompt, n, 0);
        moe_state_save(a, NULL, file);
        moe_context_reset(b);
        moe_eval(b, prompt, 2, 0);
        char bad[300];
        snprintf(bad, sizeof bad, "%s.bad", file);
        struct { const char *what, *expect; long flip; long cut; int small; } cases[] = {
            { "damaged", "checksum", 90, 0, 0 }, { "cut", "cut short", 0, 12, 0 }, { "not-a-state", "not a moe state", 2, 0, 0 },
            { "too-long", "more than the context", 0, 0, 1 },
        };
        int ok = 1;
        char first[256] = "";
        for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
            size_t len = 0;
            char *bytes = read_file(file, &len);
            FILE *f = bytes ? fopen(bad, "wb") : NULL;
            if (f) { fwrite(bytes, 1, len - (size_t)cases[k].cut, f); fclose(f); }
            free(bytes);
            if (cases[k].flip) file_flip_byte(bad, cases[k].flip);
            moe_context *target = b, *tiny = NULL;
            if (cases[k].small) { tiny = new_ctx(m, 4); target = tiny; }
            const int before = target ? moe_context_n_past(target) : -1;
            const moe_status r = target ? moe_state_load(target, NULL, bad) : MOE_ERR_ARGUMENT;
            const int good = r == MOE_ERR_FORMAT && strstr(moe_context_error(target), cases[k].expect) &&
                             moe_context_n_past(target) == before;
            if (!good && ok) snprintf(first, sizeof first, "%s: status %d, '%s'", cases[k].what, (int)r, target ? moe_context_error(target) : "");
            ok &= good;
            moe_context_free(tiny);
        }
        ok &= moe_state_load(b, NULL, "/nonexistent/state.bin") == MOE_ERR_IO && moe_context_n_past(b) == 2;
        snprintf(name, sizeof name, "%s/refused", label);
        check(name, ok, "%s", first[0] ? first : "a missing file was not an i/o error");
        remove(bad);
    }
done:
    remove(file);
    moe_context_free(a);
    moe_context_free(b);
    moe_model_free(m);
}

static void case_state_kjv(void) { case_state("state/kjv", MODEL_KJV); }
static void case_state_hybrid(void) { case_state("state/qwen35moe", "tests/conformance/models/qwen35moe-f32.gguf"); }

/* A chat saved after two turns and loaded into a new context replies to the third as the original does;
 * a plain state file and a chat of another template are refused and leave the chat as it was. */
static void case_chat_save(void) {
    char file[256], plain[256];
    snprintf(file, sizeof file, "/tmp/moe-chat-%ld.bin", (long)getpid());
    snprintf(plain, sizeof plain, "/tmp/moe-chat-%ld.state", (long)getpid());
    moe_model *m = open_model(MODEL_KJV, 2);
    moe_context *a = m ? new_ctx(m, 256) : NULL, *b = m ? new_ctx(m, 256) : NULL, *d = m ? new_ctx(m, 256) : NULL;
    moe_chat_params cp = moe_chat_defaults();
    cp.sampler.temperature = 0;
    cp.n_predict = 12;
    cp.system = "Be brief.";
    moe_chat *ca = NULL, *cb = NULL, *cd = NULL;
    static char ra[2048], rb[2048];
    int ok = a && b && d && moe_chat_new(a, &cp, &ca) == MOE_OK && moe_chat_new(b, &cp, &cb) == MOE_OK &&
             moe_chat_send(ca, "Who made the light?", NULL, NULL) == MOE_OK &&
             moe_chat_send(ca, "And the water?", NULL, NULL) == MOE_OK && moe_chat_save(ca, file) == MOE_OK &&
             moe_chat_load(cb, file) == MOE_OK && moe_context_n_past(b) == moe_context_n_past(a) &&
             moe_chat_send(ca, "And the earth?", NULL, NULL) == MOE_OK;
    if (ok) snprintf(ra, sizeof ra, "%s", moe_chat_last_reply(ca));
    ok = ok && moe_chat_send(cb, "And the earth?", NULL, NULL) == MOE_OK;
    if (ok) snprintf(rb, sizeof rb, "%s", moe_chat_last_reply(cb));
    check("chat/save-load", ok && ra[0] && strcmp(ra, rb) == 0, "'%s' vs '%s': %s", rb, ra, cb ? moe_chat_error(cb) : "");
    /* refusals */
    cp.template_name = "llama3";
    const int past = moe_context_n_past(b);
    ok = moe_chat_new(d, &cp, &cd) == MOE_OK && moe_chat_load(cd, file) == MOE_ERR_FORMAT &&
         strstr(moe_chat_error(cd), "template") && moe_state_save(a, NULL, plain) == MOE_OK &&
         moe_chat_load(cb, plain) == MOE_ERR_FORMAT && strstr(moe_chat_error(cb), "no conversation") &&
         moe_context_n_past(b) == past;
    check("chat/load-refused", ok, "%s / %s", cd ? moe_chat_error(cd) : "", cb ? moe_chat_error(cb) : "");
    remove(file);
    remove(plain);
    moe_chat_free(ca);
    moe_chat_free(cb);
    moe_chat_free(cd);
    moe_context_free(a);
    moe_context_free(b);
    moe_context_free(d);
    moe_model_free(m);
}

/* A state from one model is refused by another. */
static void case_state_other_model(void) {
    char file[256];
    snprintf(file, sizeof file, "/tmp/moe-state-%ld-other.bin", (long)getpid());
    moe_model *m1 = open_model(MODEL_KJV, 2), *m2 = open_model(MODEL_QWEN, 2);
    moe_context *a = m1 ? new_ctx(m1, 64) : NULL, *b = m2 ? new_ctx(m2, 64) : NULL;
    const int32_t ids[3] = { 1, 2, 3 };
    int ok = a && b && moe_eval(a, ids, 3, 0) == MOE_OK && moe_state_save(a, NULL, file) == MOE_OK &&
             moe_state_load(b, NULL, file) == MOE_ERR_FORMAT && strstr(moe_context_error(b), "another model");
    check("state/other-model", ok, "%s", b ? moe_context_error(b) : "cannot open");
    remove(file);
    moe_context_free(a);
    moe_context_free(b);
    moe_model_free(m1);
    moe_model_free(m2);
}

/* Generated text on the SentencePiece vocabulary: each chunk is complete, valid UTF-8, and the chunks
 * concatenate to the tokens' pieces. */
static void case_generate_utf8(void) {
    moe_model *m = open_model(MODEL_SPM, 2);
    if (!m) { fail("api/generate-utf8", "cannot open"); return; }
    moe_context *ctx = new_ctx(m, 128);
    static gen_text g;
    int n_bad = 0, n_mismatch = 0, n_bytes_tokens = 0, n_tokens = 0, n_order = 0;
    char bad_detail[256] = "", mismatch_detail[256] = "", order_detail[128] = "";
    const int n_seeds = g_quick ? 3 : 8;
    for (int seed = 1; ctx && seed <= n_seeds; seed++) {
        moe_context_reset(ctx);
        memset(&g, 0, sizeof g);
        moe_generate_params gp;
        memset(&gp, 0, sizeof gp);
        gp.n_predict = 64;
        gp.flags = MOE_TOKENIZE_ADD_BOS;
        gp.sampler = moe_sampler_defaults();
        gp.sampler.temperature = 1.0f;
        gp.sampler.seed = (uint64_t)seed;
        moe_status st = moe_generate(ctx, "Hello world", &gp, on_token_text, &g);
        if (st != MOE_OK) { fail("api/generate-utf8", "seed %d: status %d: %s", seed, (int)st, moe_context_error(ctx)); break; }
        n_tokens += g.n_tok;
        for (int i = 0; i < g.n_tok && i < 1024; i++) {
            char p[512];
            int n = moe_token_to_piece(m, g.toks[i], 0, p, sizeof p);
            if (n == 1 && (unsigned char)p[0] >= 0x80) n_bytes_tokens++;
        }
        if (g.bad_utf8 && !n_bad++) snprintf(bad_detail, sizeof bad_detail, "seed %d: chunk %s", seed, g.first_bad);
        if ((g.after_final || g.n_final > 1) && !n_order++)
            snprintf(order_detail, sizeof order_detail, "seed %d: %d token -1 calls, %d calls after one", seed, g.n_final, g.after_final);
        /* nothing lost or added: the text is the pieces, with what is not UTF-8 replaced by U+FFFD */
        size_t wl = 0, gl = 0, d = compare_stream(m, &g, &wl, &gl);
        if (d != (size_t)-1 && !n_mismatch++)
            snprintf(mismatch_detail, sizeof mismatch_detail, "seed %d: %zu bytes of text for %zu of pieces (after U+FFFD repair), first difference at %zu",
                     seed, gl, wl, d);
    }
    printf("# generate-utf8: %d tokens, %d of them single non-ASCII bytes\n", n_tokens, n_bytes_tokens);
    check("api/generate-utf8-valid", ctx && n_bad == 0, "%d runs passed invalid UTF-8 to the callback; first %s", n_bad, bad_detail);
    check("api/generate-text-is-pieces", ctx && n_mismatch == 0, "%d runs: %s", n_mismatch, mismatch_detail);
    check("api/generate-final-call-last", ctx && n_order == 0, "%s", order_detail);
    moe_context_free(ctx);
    moe_model_free(m);
}

/* ---- tokenizer -------------------------------------------------------------------------------- */

static void case_tokenizer(void) {
    moe_model *m = open_model(MODEL_SPM, 1);
    if (!m) { fail("api/tokenizer", "cannot open"); return; }
    int32_t ids[64];
    int n = -1;
    moe_status st = moe_tokenize(m, "Hello world", 11, MOE_TOKENIZE_ADD_BOS, ids, 64, &n);
    check("api/tokenize-bos", st == MOE_OK && n >= 2 && ids[0] == moe_token_bos(m) && moe_token_bos(m) == 1,
          "status %d, n %d, first %d, bos %d", (int)st, n, n > 0 ? ids[0] : -1, moe_token_bos(m));
    char text[256];
    size_t len = 0;
    for (int i = 0; st == MOE_OK && i < n; i++) {
        char p[64];
        int k = moe_token_to_piece(m, ids[i], 0, p, sizeof p);
        if (k > 0 && len + (size_t)k < sizeof text) { memcpy(text + len, p, (size_t)k); len += (size_t)k; }
    }
    text[len] = 0;
    check("api/detokenize-round-trip", strcmp(text, " Hello world") == 0, "pieces give '%s'", text);
    /* llama.cpp: "Hello world" -> 1 15043 3186 */
    check("api/tokenize-ids", n == 3 && ids[1] == 15043 && ids[2] == 3186, "ids %d %d %d (n %d), llama.cpp gives 1 15043 3186",
          n > 0 ? ids[0] : -1, n > 1 ? ids[1] : -1, n > 2 ? ids[2] : -1, n);
    int n2 = -1;
    st = moe_tokenize(m, "Hello world", 11, MOE_TOKENIZE_ADD_BOS, ids, 1, &n2);
    check("api/tokenize-cap-too-small", st == MOE_ERR_ARGUMENT && n2 == n, "status %d, n_out %d (needs %d)", (int)st, n2, n);
    n2 = -1;
    st = moe_tokenize(m, "Hello world", 11, MOE_TOKENIZE_ADD_BOS, NULL, 0, &n2);
    check("api/tokenize-count-only", st == MOE_ERR_ARGUMENT && n2 == n, "status %d, n_out %d (needs %d)", (int)st, n2, n);
    n2 = -1;
    st = moe_tokenize(m, "", 0, 0, ids, 64, &n2);
    check("api/tokenize-empty", st == MOE_OK && n2 == 0, "status %d, n %d", (int)st, n2);
    st = moe_tokenize(m, "", 0, MOE_TOKENIZE_ADD_BOS, ids, 64, &n2);
    check("api/tokenize-empty-bos", st == MOE_OK && n2 == 1 && ids[0] == 1, "status %d, n %d", (int)st, n2);
    st = moe_tokenize(m, NULL, 5, 0, ids, 64, &n2);
    check("api/tokenize-null-text", st == MOE_ERR_ARGUMENT, "status %d", (int)st);
    st = moe_tokenize(m, "abc", 3, 0, NULL, 5, &n2);
    check("api/tokenize-null-out", st == MOE_ERR_ARGUMENT, "status %d", (int)st);
    st = moe_tokenize(NULL, "abc", 3, 0, ids, 64, &n2);
    check("api/tokenize-null-model", st == MOE_ERR_ARGUMENT, "status %d", (int)st);
    /* embedded NUL bytes and invalid UTF-8 are text like any other */
    st = moe_tokenize(m, "a\0b\xff\xfe c", 7, MOE_TOKENIZE_ADD_BOS, ids, 64, &n2);
    int ok = st == MOE_OK && n2 > 1;
    for (int i = 0; ok && i < n2; i++) ok = ids[i] >= 0 && ids[i] < moe_model_n_vocab(m);
    check("api/tokenize-binary", ok, "status %d, n %d", (int)st, n2);
    /* special tokens: rendered only with `special`; parsed only with PARSE_SPECIAL */
    char p[64];
    int k0 = moe_token_to_piece(m, 1, 0, p, sizeof p);
    int k1 = moe_token_to_piece(m, 1, 1, p, sizeof p);
    check("api/piece-special", k0 == 0 && k1 == 3 && memcmp(p, "<s>", 3) == 0, "bos piece lengths %d / %d", k0, k1);
    st = moe_tokenize(m, "<s>x", 4, MOE_TOKENIZE_PARSE_SPECIAL, ids, 64, &n2);
    check("api/tokenize-parse-special", st == MOE_OK && n2 >= 2 && ids[0] == 1, "status %d, n %d, first %d", (int)st, n2, n2 > 0 ? ids[0] : -1);
    st = moe_tokenize(m, "<s>x", 4, 0, ids, 64, &n2);
    ok = st == MOE_OK;
    for (int i = 0; ok && i < n2; i++) ok = ids[i] != 1;
    check("api/tokenize-no-parse-special", ok, "<s> became the BOS token without PARSE_SPECIAL");
    /* byte tokens: <0x41> is 'A', <0xE4> the raw byte */
    int kb = moe_token_to_piece(m, 3 + 0x41, 0, p, sizeof p);
    int ke = moe_token_to_piece(m, 3 + 0xE4, 0, p + 8, 8);
    check("api/piece-byte-token", kb == 1 && p[0] == 'A' && ke == 1 && (unsigned char)p[8] == 0xE4, "lengths %d %d", kb, ke);
    /* a small buffer: the needed length comes back */
    int kf = moe_token_to_piece(m, 15043, 0, p, sizeof p);
    const int full_ok = kf == 6 && memcmp(p, " Hello", 6) == 0;
    memset(p, '#', sizeof p);
    int ks = moe_token_to_piece(m, 15043, 0, p, 2);
    const int small_ok = ks == 6 && p[2] == '#'; /* nothing written past the buffer */
    int kn = moe_token_to_piece(m, 15043, 0, NULL, 0);
    check("api/piece-small-buffer", full_ok && small_ok && kn == 6, "lengths %d %d %d", kf, ks, kn);
    check("api/piece-invalid-id", moe_token_to_piece(m, -1, 0, p, sizeof p) == -1 && moe_token_to_piece(m, 32000, 0, p, sizeof p) == -1 &&
          moe_token_to_piece(NULL, 5, 0, p, sizeof p) == -1, "invalid ids not refused");
    check("api/eos-eog", moe_token_eos(m) == 2 && moe_token_is_eog(m, 2) && !moe_token_is_eog(m, 15043) && !moe_token_is_eog(m, -1) &&
          !moe_token_is_eog(m, 1 << 30), "eos %d", moe_token_eos(m));
    /* a long text round trip */
    {
        static const char sample[] = "The quick brown fox jumps over the lazy dog. Ünïcödé, 日本語, emoji \xf0\x9f\x98\x80 and tabs\tand\nnewlines.";
        static int32_t big[4096];
        st = moe_tokenize(m, sample, sizeof sample - 1, 0, big, 4096, &n2);
        static char back[4096];
        size_t bl = 0;
        for (int i = 0; st == MOE_OK && i < n2; i++) {
            int k = moe_token_to_piece(m, big[i], 0, back + bl, (int)(sizeof back - bl));
            if (k > 0) bl += (size_t)k;
        }
        /* SentencePiece adds a space in front */
        check("api/detokenize-round-trip-unicode", st == MOE_OK && bl == sizeof sample && back[0] == ' ' && memcmp(back + 1, sample, sizeof sample - 1) == 0,
              "status %d, %zu bytes back for %zu", (int)st, bl, sizeof sample - 1);
    }
    moe_model_free(m);

    /* vocabulary-only models tokenize, but have no context */
    moe_config c;
    memset(&c, 0, sizeof c);
    c.vocab_only = 1;
    m = NULL;
    st = moe_model_open(MODEL_SPM, &c, &m);
    if (st == MOE_OK) {
        moe_context *x = (moe_context *)m;
        moe_status s2 = moe_context_new(m, NULL, &x);
        st = moe_tokenize(m, "Hello world", 11, MOE_TOKENIZE_ADD_BOS, ids, 64, &n2);
        check("api/vocab-only", st == MOE_OK && n2 == 3 && s2 == MOE_ERR_ARGUMENT && x == NULL, "tokenize %d, context %d", (int)st, (int)s2);
        moe_context_free(x);
    } else fail("api/vocab-only", "%s", moe_model_error(m));
    moe_model_free(m);
}

/* ---- describe and meta --------------------------------------------------------------------- */

static void case_describe(void) {
    moe_model *m = open_model(MODEL_QWEN, 1);
    if (!m) { fail("api/describe", "cannot open"); return; }
    char buf[4096];
    size_t n = moe_model_describe(m, buf, sizeof buf);
    check("api/describe", n > 0 && n < sizeof buf && strlen(buf) == n && strstr(buf, "qwen3moe"), "length %zu: '%.100s'", n, buf);
    char small[16];
    memset(small, 'x', sizeof small);
    size_t n2 = moe_model_describe(m, small, sizeof small);
    check("api/describe-truncated", n2 == n && memchr(small, 0, sizeof small) && strlen(small) == sizeof small - 1, "length %zu vs %zu", n2, n);
    size_t n3 = moe_model_describe(m, NULL, 0);
    check("api/describe-length-only", n3 == n, "length %zu vs %zu", n3, n);
    check("api/describe-null-model", moe_model_describe(NULL, buf, sizeof buf) == 0, "nonzero");
    char mb[64];
    const char *a = moe_model_meta(m, "general.architecture", mb, sizeof mb);
    check("api/meta-architecture", a && strcmp(a, "qwen3moe") == 0 && strcmp(moe_model_arch(m), "qwen3moe") == 0, "'%s'", a ? a : "(null)");
    a = moe_model_meta(m, "qwen3moe.block_count", mb, sizeof mb);
    check("api/meta-u32", a && strcmp(a, "2") == 0, "'%s'", a ? a : "(null)");
    a = moe_model_meta(m, "qwen3moe.rope.freq_base", mb, sizeof mb);
    check("api/meta-f32", a && atof(a) == 1e6, "'%s'", a ? a : "(null)");
    a = moe_model_meta(m, "tokenizer.ggml.tokens", mb, sizeof mb);
    check("api/meta-array", a && strstr(a, "512"), "'%s'", a ? a : "(null)");
    a = moe_model_meta(m, "tokenizer.ggml.add_bos_token", mb, sizeof mb);
    check("api/meta-bool", a && strcmp(a, "false") == 0, "'%s'", a ? a : "(null)");
    check("api/meta-missing", moe_model_meta(m, "no.such.key", mb, sizeof mb) == NULL, "not NULL");
    char tiny[4];
    a = moe_model_meta(m, "general.architecture", tiny, sizeof tiny);
    check("api/meta-truncated", a && strcmp(a, "qwe") == 0, "'%s'", a ? a : "(null)");
    check("api/meta-null-args", !moe_model_meta(NULL, "general.architecture", mb, sizeof mb) && !moe_model_meta(m, NULL, mb, sizeof mb) &&
          !moe_model_meta(m, "general.architecture", NULL, 10) && !moe_model_meta(m, "general.architecture", mb, 0), "not NULL");
    check("api/model-info", moe_model_n_ctx_train(m) == 256 && moe_model_n_vocab(NULL) == 0, "n_ctx_train %d", moe_model_n_ctx_train(m));
    moe_model_free(m);
}

/* ---- long token texts: a model whose pieces are longer than any internal buffer ------------------- */

static uint32_t get_u32(const uint8_t *p) { return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24; }
static uint64_t get_u64(const uint8_t *p) { return (uint64_t)get_u32(p) | (uint64_t)get_u32(p + 4) << 32; }

static size_t skip_value(const uint8_t *p, uint32_t type) {
    static const size_t sz[13] = { 1, 1, 2, 2, 4, 4, 4, 1, 0, 0, 8, 8, 8 };
    if (type == 8) return 8 + (size_t)get_u64(p);
    if (type == 9) {
        uint32_t et = get_u32(p);
        uint64_t n = get_u64(p + 4);
        size_t off = 12;
        for (uint64_t i = 0; i < n; i++) off += skip_value(p + off, et);
        return off;
    }
    return sz[type];
}

/* Writes a copy of the SentencePiece model whose normal tokens all read "▁" + id + padding, `len` bytes. */
static int write_long_token_model(const char *path, size_t len) {
    size_t n = 0;
    FILE *f = fopen(MODEL_SPM, "rb");
    if (!f) return -1;
    fseek(f, 0, SEEK_END);
    n = (size_t)ftell(f);
    fseek(f, 0, SEEK_SET);
    uint8_t *d = (uint8_t *)malloc(n);
    if (fread(d, 1, n, f) != n) { fclose(f); free(d); return -1; }
    fclose(f);
    const uint64_t n_kv = get_u64(d + 16);
    size_t p = 24, tok_start = 0, tok_end = 0;
    const uint8_t *types = NULL;
    for (uint64_t i = 0; i < n_kv; i++) {
        size_t kl = (size_t)get_u64(d + p);
        const char *key = (const char *)d + p + 8;
        size_t vstart = p + 8 + kl + 4;
        uint32_t type = get_u32(d + p + 8 + kl);
        size_t vl = skip_value(d + vstart, type);
        if (kl == 21 && memcmp(key, "tokenizer.ggml.tokens", 21) == 0) { tok_start = vstart; tok_end = vstart + vl; }
        if (kl == 25 && memcmp(key, "tokenizer.ggml.token_type", 25) == 0) types = d + vstart + 12;
        p = vstart + vl;
    }
    const uint64_t n_t = get_u64(d + 8);
    for (uint64_t i = 0; i < n_t; i++) {
        size_t nl = (size_t)get_u64(d + p);
        uint32_t nd = get_u32(d + p + 8 + nl);
        p += 8 + nl + 4 + 8 * (size_t)nd + 4 + 8;
    }
    const size_t hdr_end = p, data_start = (hdr_end + 31) / 32 * 32;
    if (!tok_start || !types) { free(d); return -1; }
    /* the new tokens array */
    const uint64_t n_tok = get_u64(d + tok_start + 4);
    size_t cap = 12 + (size_t)n_tok * (8 + len + 16), o = 0;
    uint8_t *arr = (uint8_t *)malloc(cap);
    memcpy(arr, d + tok_start, 12);
    o = 12;
    size_t q = tok_start + 12;
    for (uint64_t i = 0; i < n_tok; i++) {
        size_t l = (size_t)get_u64(d + q);
        if (get_u32(types + 4 * i) == 1) { /* normal: replace */
            char s[1024];
            int k = snprintf(s, sizeof s, "\xe2\x96\x81tok%05u", (unsigned)i);
            while ((size_t)k < len && k < (int)sizeof s - 1) { s[k] = (char)('a' + (i + (unsigned)k) % 26); k++; }
            uint64_t kl = (uint64_t)k;
            for (int b = 0; b < 8; b++) arr[o + (size_t)b] = (uint8_t)(kl >> (8 * b));
            memcpy(arr + o + 8, s, (size_t)k);
            o += 8 + (size_t)k;
        } else {
            memcpy(arr + o, d + q, 8 + l);
            o += 8 + l;
        }
        q += 8 + l;
    }
    f = fopen(path, "wb");
    if (!f) { free(d); free(arr); return -1; }
    const size_t new_hdr = tok_start + o + (hdr_end - tok_end);
    static const uint8_t zeros[32];
    fwrite(d, 1, tok_start, f);
    fwrite(arr, 1, o, f);
    fwrite(d + tok_end, 1, hdr_end - tok_end, f);
    fwrite(zeros, 1, (new_hdr + 31) / 32 * 32 - new_hdr, f);
    fwrite(d + data_start, 1, n - data_start, f);
    int rc = fclose(f);
    free(d);
    free(arr);
    return rc;
}

static void long_pieces(size_t len) {
    char name[64], path[512];
    snprintf(name, sizeof name, "api/generate-piece-%zu-bytes", len);
    snprintf(path, sizeof path, "%s/long%zu.gguf", g_dir, len);
    if (write_long_token_model(path, len)) { fail(name, "cannot write the model"); return; }
    moe_model *m = open_model(path, 1);
    if (!m) { fail(name, "cannot open the long-token model"); unlink(path); return; }
    char p[2048];
    int k = moe_token_to_piece(m, 1000, 0, p, sizeof p);
    if (k != (int)len - 2) { /* "▁" is 3 bytes and reads as one space */
        fail(name, "token 1000 has a %d-byte piece, expected %zu", k, len - 2);
    } else {
        moe_context *ctx = new_ctx(m, 64);
        static gen_text g;
        memset(&g, 0, sizeof g);
        moe_generate_params gp;
        memset(&gp, 0, sizeof gp);
        gp.n_predict = 8;
        gp.sampler = moe_sampler_defaults();
        gp.sampler.temperature = 1.f;
        gp.sampler.seed = 11;
        moe_status st = ctx ? moe_generate(ctx, "Hello", &gp, on_token_text, &g) : MOE_ERR_ARGUMENT;
        size_t wl = 0, gl = 0, d = compare_stream(m, &g, &wl, &gl);
        check(name, st == MOE_OK && g.n_tok > 0 && d == (size_t)-1 && g.bad_utf8 == 0,
              "status %d, %d tokens: the callbacks got %zu bytes of text, the pieces have %zu; they differ from byte %zu on (%d invalid chunks)",
              (int)st, g.n_tok, gl, wl, d, g.bad_utf8);
        moe_context_free(ctx);
    }
    moe_model_free(m);
    unlink(path);
}

static void case_long_pieces_100(void) { long_pieces(100); }
static void case_long_pieces_300(void) { long_pieces(300); }

/* ---- batches of sequences ------------------------------------------------------------------------ */

enum { BATCH_SEQS = 3, BATCH_STEPS = 6 };

/* Greedy decode of BATCH_SEQS sequences (prompts of different lengths) one context at a time and as one
 * moe_eval_batch per step: the same tokens, logits within float rounding of the batched products. */
static void batch_one_model(const char *label, const char *path) {
    moe_model *m = open_model(path, 2);
    char name[128];
    snprintf(name, sizeof name, "api/eval-batch/%s", label);
    if (!m) { check(name, 0, "cannot open %s", path); return; }
    const int V = moe_model_n_vocab(m);
    moe_context *one[BATCH_SEQS] = { 0 }, *many[BATCH_SEQS] = { 0 };
    int ok = 1, same_tokens = 1;
    double worst = 0;
    for (int i = 0; i < BATCH_SEQS && ok; i++) {
        ok = moe_context_new(m, NULL, &one[i]) == MOE_OK && moe_context_new(m, NULL, &many[i]) == MOE_OK;
        int32_t prompt[8];
        const int n = 2 + 2 * i;
        for (int t = 0; t < n; t++) prompt[t] = (int32_t)((7 + 31 * i + 13 * t) % V);
        ok = ok && moe_eval(one[i], prompt, n, 0) == MOE_OK && moe_eval(many[i], prompt, n, 0) == MOE_OK;
    }
    for (int step = 0; step < BATCH_STEPS && ok; step++) {
        int32_t toks[BATCH_SEQS];
        for (int i = 0; i < BATCH_SEQS; i++) {
            const float *a = moe_logits(one[i], -1), *b = moe_logits(many[i], -1);
            float scale = 1e-6f;
            double diff = 0;
            for (int v = 0; v < V; v++) {
                scale = fmaxf(scale, fabsf(a[v]));
                diff = fmax(diff, fabs((double)a[v] - b[v]));
            }
            worst = fmax(worst, diff / scale);
            toks[i] = (int32_t)logits_argmax(a, V);
            same_tokens &= logits_argmax(b, V) == toks[i];
        }
        for (int i = 0; i < BATCH_SEQS && ok; i++) ok = moe_eval(one[i], &toks[i], 1, 0) == MOE_OK;
        ok = ok && moe_eval_batch(many, toks, BATCH_SEQS) == MOE_OK;
        for (int i = 0; i < BATCH_SEQS && ok; i++) ok = moe_context_n_past(one[i]) == moe_context_n_past(many[i]);
    }
    check(name, ok && same_tokens && worst < 1e-4, "%s: eval %s, tokens %s, worst logit difference %.2e of the largest",
          label, ok ? "ok" : moe_context_error(many[0]), same_tokens ? "equal" : "differ", worst);
    for (int i = 0; i < BATCH_SEQS; i++) { moe_context_free(one[i]); moe_context_free(many[i]); }
    moe_model_free(m);
}

static void case_eval_batch(void) {
    static const char *const models[][2] = {
        { "kjv", "models/moe-kjv-11m-q8_0.gguf" },
        { "qwen3moe", "tests/conformance/models/qwen3moe-f32.gguf" },
        { "gpt-oss", "tests/conformance/models/gpt-oss-f32.gguf" },         /* sinks, sliding window */
        { "deepseek2", "tests/conformance/models/deepseek2-lite-f32.gguf" }, /* latent attention */
        { "mixtral-q4_k_m", "tests/conformance/models/mixtral-q4_k_m.gguf" },
        { "glm4moe", "tests/conformance/models/glm4moe-f32.gguf" },
        { "qwen35moe", "tests/conformance/models/qwen35moe-f32.gguf" },     /* DeltaNet: a state per context */
        { "qwen3next", "tests/conformance/models/qwen3next-f32.gguf" },
        { "qwen3next-ssmin", "tests/conformance/models/qwen3next-ssmin-f32.gguf" },
        { "nemotron-h", "tests/conformance/models/nemotron-h-moe-f32.gguf" }, /* Mamba-2 */
    };
    for (size_t k = 0; k < sizeof models / sizeof models[0]; k++) batch_one_model(models[k][0], models[k][1]);
    /* what it refuses, with the contexts unchanged */
    moe_model *m = open_model("models/moe-kjv-11m-q8_0.gguf", 1);
    moe_context *c = NULL;
    int32_t tok[2] = { 5, 6 };
    if (m && moe_context_new(m, NULL, &c) == MOE_OK) {
        moe_context *twice[2] = { c, c };
        const moe_status st = moe_eval_batch(twice, tok, 2);
        check("api/eval-batch/refuses-twice", st == MOE_ERR_ARGUMENT && moe_context_n_past(c) == 0 &&
              strstr(moe_context_error(c), "twice") != NULL, "status %d: %s", st, moe_context_error(c));
        int32_t bad = 1 << 30;
        moe_context *single[1] = { c };
        check("api/eval-batch/refuses-bad-token", moe_eval_batch(single, &bad, 1) == MOE_ERR_ARGUMENT && moe_context_n_past(c) == 0,
              "%s", moe_context_error(c));
    }
    moe_context_free(c);
    moe_model_free(m);
    /* a recurrent model's context that was used and reset starts its batched first token from a zero
     * state: the same logits as a new context's moe_eval */
    m = open_model("tests/conformance/models/qwen35moe-f32.gguf", 1);
    moe_context *used = NULL, *fresh = NULL;
    if (m && moe_context_new(m, NULL, &used) == MOE_OK && moe_context_new(m, NULL, &fresh) == MOE_OK) {
        moe_context *single[1] = { used };
        const int V = moe_model_n_vocab(m);
        int ok = moe_eval(used, tok, 2, 0) == MOE_OK;
        moe_context_reset(used);
        ok = ok && moe_eval_batch(single, tok, 1) == MOE_OK && moe_eval(fresh, tok, 1, 0) == MOE_OK;
        double diff = 0;
        const float *a = ok ? moe_logits(used, -1) : NULL, *b = ok ? moe_logits(fresh, -1) : NULL;
        for (int v = 0; a && b && v < V; v++) diff = fmax(diff, fabs((double)a[v] - b[v]));
        check("api/eval-batch/recurrent-restart", ok && a && b && diff < 1e-4, "%s, logit difference %.2e",
              ok ? "ok" : moe_context_error(used), diff);
    } else
        check("api/eval-batch/recurrent-restart", 0, "cannot open qwen35moe");
    moe_context_free(used);
    moe_context_free(fresh);
    moe_model_free(m);
}

int main(void) {
    const char *q = getenv("MOE_TEST_QUICK");
    g_quick = q && *q && strcmp(q, "0") != 0;
    signal(SIGPIPE, SIG_IGN);
    snprintf(g_dir, sizeof g_dir, "/tmp/moe_test_api_XXXXXX");
    if (!mkdtemp(g_dir)) { printf("FAIL api/setup: mkdtemp: %s\n", strerror(errno)); return 1; }
    if (access(MODEL_QWEN, R_OK) != 0 || access(MODEL_SPM, R_OK) != 0) {
        printf("FAIL api/setup: conformance models not found (run from the repository root)\n");
        rmdir(g_dir);
        return 1;
    }
    const unsigned T = g_quick ? 120 : 60;
    isolate("api/config", case_config, T);
    isolate("api/progress", case_progress, T);
    isolate("api/allocator", case_allocator, T * 2);
    isolate("api/logging", case_logging, T);
    isolate("api/silent", case_silent, T);
    isolate("api/contexts", case_contexts, T);
    isolate("api/threads", case_threads, T);
    isolate("api/threads-4x2", case_threads_4x2, g_quick ? T * 3 : T);
    isolate("api/sampler", case_sampler, T);
    isolate("api/sampler-speed", case_sampler_speed, 20);
    isolate("api/generate", case_generate, T);
    isolate("api/generate-eog", case_generate_eog, T);
    isolate("api/generate-stop", case_generate_stop, T);
    isolate("api/generate-ignore-eos", case_generate_ignore_eos, T);
    isolate("state/kjv", case_state_kjv, T);
    isolate("state/qwen35moe", case_state_hybrid, T);
    isolate("state/other-model", case_state_other_model, T);
    isolate("chat/save-load", case_chat_save, T);
    isolate("api/generate-utf8", case_generate_utf8, T);
    isolate("api/tokenizer", case_tokenizer, T);
    isolate("api/describe", case_describe, T);
    isolate("api/generate-piece-100", case_long_pieces_100, T);
    isolate("api/generate-piece-300", case_long_pieces_300, T);
    isolate("api/eval-batch", case_eval_batch, T * 2);
    remove_dir_contents(g_dir); /* files a crashed child left */
    rmdir(g_dir);
    return g_failed ? 1 : 0;
}
