/* Hybrid (recurrent) models: the batched prompt path against the token-by-token recurrence.
 *
 * For each hybrid conformance model: 200 tokens evaluated in one call (one batch) and the same
 * tokens one at a time (decode, carrying the recurrent state) must give the same logits at every
 * position (max|d| / std < 1e-4); so must the tokens fed in uneven chunks (state carried across
 * calls, and across batches with n_batch 7). The context's recurrent state: truncating to a
 * position other than 0 or n_past is refused with MOE_ERR_UNSUPPORTED and changes nothing;
 * truncate(0) and reset start a new sequence from a zero state.
 *
 * usage: test_hybrid [DIR]   (DIR defaults to tests/conformance)
 */
#include "test.h"

#include "../moe.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { N_TOK = 200 };

/* "hybrid/MODEL/WHAT", the name of a line (valid until the next call) */
static const char *line_name(const char *model, const char *what) {
    static char buf[256];
    snprintf(buf, sizeof buf, "hybrid/%s/%s", model, what);
    return buf;
}

static moe_context *open_ctx(const char *path, int n_batch, moe_model **m) {
    moe_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.n_threads = 2;
    cfg.n_ctx = 256;
    cfg.n_batch = n_batch;
    cfg.kv_type = MOE_KV_F32;
    moe_context *c = NULL;
    *m = NULL;
    if (moe_model_open(path, &cfg, m) != MOE_OK || moe_context_new(*m, NULL, &c) != MOE_OK) {
        moe_context_free(c);
        moe_model_free(*m);
        *m = NULL;
        return NULL;
    }
    return c;
}

/* Evaluates toks in calls of the given sizes (cycled), keeping every position's logits. */
static int eval_chunks(moe_context *c, const int32_t *toks, int n, const int *sizes, int n_sizes, float *out, int V) {
    for (int off = 0, i = 0; off < n; i++) {
        int k = sizes[i % n_sizes];
        if (k > n - off) k = n - off;
        if (moe_eval(c, toks + off, k, 1) != MOE_OK) return -1;
        for (int j = 0; j < k; j++) memcpy(out + (size_t)(off + j) * V, moe_logits(c, j), sizeof(float) * (size_t)V);
        off += k;
    }
    return 0;
}

static void run_model(const char *dir, const char *name) {
    char path[512];
    snprintf(path, sizeof path, "%s/models/%s.gguf", dir, name);
    moe_model *m;
    moe_context *c = open_ctx(path, 0, &m);
    if (!c) { fail(line_name(name, "load"), "%s", path); return; }
    const int V = moe_model_n_vocab(m);
    int32_t toks[N_TOK];
    unsigned s = 12345;
    toks[0] = V > 509 ? 509 : 0;
    for (int i = 1; i < N_TOK; i++) { s = s * 1103515245u + 12345u; toks[i] = (int32_t)((s >> 8) % (unsigned)V); }
    float *batch = (float *)malloc(sizeof(float) * N_TOK * (size_t)V);
    float *step = (float *)malloc(sizeof(float) * N_TOK * (size_t)V);
    float *other = (float *)malloc(sizeof(float) * N_TOK * (size_t)V);
    if (!batch || !step || !other) { fail(line_name(name, "alloc"), "out of memory"); goto done; }

    /* 1. one batch vs one token at a time */
    const int all[1] = { N_TOK }, one[1] = { 1 };
    if (eval_chunks(c, toks, N_TOK, all, 1, batch, V) != 0) { fail(line_name(name, "batch"), "%s", moe_context_error(c)); goto done; }
    moe_context_reset(c);
    if (eval_chunks(c, toks, N_TOK, one, 1, step, V) != 0) { fail(line_name(name, "recurrent"), "%s", moe_context_error(c)); goto done; }
    double r = logits_rel_diff(batch, step, (size_t)N_TOK * V);
    report(line_name(name, "batch-vs-recurrent"), r < 1e-4, "%d tokens in one batch vs one at a time: max|d|/std %.2e", N_TOK, r);

    /* 2. uneven chunks (the state carried across calls) */
    const int sizes[4] = { 3, 37, 1, 62 };
    moe_context_reset(c);
    if (eval_chunks(c, toks, N_TOK, sizes, 4, other, V) != 0) { fail(line_name(name, "chunks"), "%s", moe_context_error(c)); goto done; }
    r = logits_rel_diff(other, step, (size_t)N_TOK * V);
    report(line_name(name, "chunks-vs-recurrent"), r < 1e-4, "calls of 3, 37, 1, 62 tokens vs one at a time: max|d|/std %.2e", r);

    /* 3. truncation: only 0 (a new sequence) or n_past */
    const int n_past = moe_context_n_past(c);
    moe_status st = moe_context_truncate(c, 100);
    report(line_name(name, "truncate-refused"), st == MOE_ERR_UNSUPPORTED && moe_context_n_past(c) == n_past,
           "truncate(100) of %d gives '%s'", n_past, moe_status_string(st));
    st = moe_context_truncate(c, n_past);
    check(line_name(name, "truncate-n_past"), st == MOE_OK && moe_context_n_past(c) == n_past, "truncate(%d) gives '%s', n_past %d",
          n_past, moe_status_string(st), moe_context_n_past(c));
    st = moe_context_truncate(c, 0);
    if (st == MOE_OK) st = eval_chunks(c, toks, 10, all, 1, other, V) == 0 ? MOE_OK : MOE_ERR_ARGUMENT;
    r = st == MOE_OK ? logits_rel_diff(other, step, (size_t)10 * V) : INFINITY;
    report(line_name(name, "truncate-0"), st == MOE_OK && r < 1e-4, "10 tokens after truncate(0) vs a fresh start: max|d|/std %.2e", r);
    moe_context_free(c);
    moe_model_free(m);

    /* 4. small batches (n_batch 7): one call split into several forward passes */
    c = open_ctx(path, 7, &m);
    if (!c) { fail(line_name(name, "load"), "%s", path); goto done; }
    if (eval_chunks(c, toks, N_TOK, all, 1, other, V) != 0) { fail(line_name(name, "batch-7"), "%s", moe_context_error(c)); goto done; }
    r = logits_rel_diff(other, step, (size_t)N_TOK * V);
    report(line_name(name, "batch7-vs-recurrent"), r < 1e-4, "n_batch 7 vs one at a time: max|d|/std %.2e", r);
done:
    free(batch);
    free(step);
    free(other);
    moe_context_free(c);
    moe_model_free(m);
}

int main(int argc, char **argv) {
    const char *dir = argc > 1 ? argv[1] : "tests/conformance";
    const char *models[] = { "qwen35moe-f32", "qwen3next-f32", "qwen3next-ssmin-f32", "nemotron-h-moe-f32" };
    for (size_t i = 0; i < sizeof models / sizeof models[0]; i++) run_model(dir, models[i]);
    return g_failed ? 1 : 0;
}
