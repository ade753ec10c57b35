/* Conformance against llama.cpp: every (model, prompt) row of tests/conformance/MANIFEST.tsv.
 *
 * For each row: the prompt evaluated as one batch (logits at every position), the teacher-forced
 * decode steps (.gen_logits: feed the reference's greedy ids one at a time), and our own greedy
 * continuation (compared up to the first step whose reference margin is <= 0.5). Tolerances by
 * weight class, as tests/conformance/README.md defines them:
 *   f32: max|d| / std(ref) < 1e-3;  f16: < 3e-3;
 *   quant: cosine > 0.99 per row and the same argmax wherever the reference margin > 0.5.
 * Extra variants run one model with an F16 KV cache, a small batch (the prompt split into several
 * forward passes) and one thread.
 *
 * usage: test_conformance [DIR] [NAME...]   (DIR defaults to tests/conformance)
 */
#include "test.h"

#include "../moe.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct row {
    char name[64], wclass[16], logits[128], gen[128], gen_logits[128], model[128];
    int n_vocab, n_prompt, prompt[64];
} row;

/* The first n floats of the file; NULL when it holds fewer. */
static float *read_f32(const char *path, size_t n) {
    size_t len = 0;
    float *buf = (float *)read_file(path, &len);
    if (buf && len < n * sizeof(float)) { free(buf); buf = NULL; }
    return buf;
}

static int read_gen(const char *path, int *ids, float *margins, int cap) {
    FILE *f = fopen(path, "r");
    int n = 0;
    if (!f) return -1;
    while (n < cap && fscanf(f, "%d %f", &ids[n], &margins[n]) == 2) n++;
    fclose(f);
    return n;
}

/* Split a tab-separated line into fields (in place). */
static int split_tabs(char *line, char **fields, int cap) {
    int n = 0;
    for (char *p = line; n < cap;) {
        fields[n++] = p;
        char *tab = strchr(p, '\t');
        if (!tab) { p[strcspn(p, "\r\n")] = 0; break; }
        *tab = 0;
        p = tab + 1;
    }
    return n;
}

static int parse_row(char *line, row *r) {
    char *f[16];
    if (split_tabs(line, f, 16) < 13) return -1;
    memset(r, 0, sizeof *r);
    snprintf(r->name, sizeof r->name, "%s", f[0]);
    snprintf(r->wclass, sizeof r->wclass, "%s", f[2]);
    r->n_vocab = atoi(f[4]);
    r->n_prompt = atoi(f[5]);
    char *p = f[6];
    for (int i = 0; i < r->n_prompt && i < 64; i++) { r->prompt[i] = (int)strtol(p, &p, 10); if (*p == ',') p++; }
    snprintf(r->logits, sizeof r->logits, "%s", f[7]);
    snprintf(r->gen, sizeof r->gen, "%s", f[8]);
    snprintf(r->gen_logits, sizeof r->gen_logits, "%s", f[9]);
    snprintf(r->model, sizeof r->model, "%s", f[12]);
    return r->n_prompt > 64 ? -1 : 0;
}

typedef struct verdict { double rel, min_cos; int top1_bad, ok; } verdict;

/* Compares rows of `mine` with `ref`; std is taken over all of ref. */
static verdict compare(const float *mine, const float *ref, int rows, int V, const char *wclass) {
    verdict v = { logits_rel_diff(mine, ref, (size_t)rows * V), 1, 0, 1 };
    for (int r = 0; r < rows; r++) {
        const float *a = mine + (size_t)r * V, *b = ref + (size_t)r * V;
        double dot = 0, na = 0, nb = 0;
        for (int i = 0; i < V; i++) {
            dot += (double)a[i] * b[i];
            na += (double)a[i] * a[i];
            nb += (double)b[i] * b[i];
        }
        double cs = dot / sqrt(na * nb);
        if (!(cs >= v.min_cos)) v.min_cos = cs == cs ? cs : -1;
        if (logits_margin(b, V) > 0.5 && logits_argmax(a, V) != logits_argmax(b, V)) v.top1_bad++;
    }
    if (strcmp(wclass, "f32") == 0) v.ok = v.rel < 1e-3;
    else if (strcmp(wclass, "f16") == 0) v.ok = v.rel < 3e-3;
    else v.ok = v.min_cos > 0.99 && v.top1_bad == 0;
    return v;
}

/* "conformance/NAME[/WHAT]", the name of a line (valid until the next call) */
static const char *line_name(const char *name, const char *what) {
    static char buf[256];
    snprintf(buf, sizeof buf, "conformance/%s%s%s", name, what ? "/" : "", what ? what : "");
    return buf;
}

static void report_verdict(const char *name, const char *what, const verdict *v) {
    report(line_name(name, what), v->ok, "rel %.2e, min cos %.6f, top-1 misses %d", v->rel, v->min_cos, v->top1_bad);
}

typedef struct variant { const char *label; int kv_type, n_batch, n_threads; const char *wclass; } variant;

static void run_row(const char *dir, const row *r, const variant *var, const char *tag) {
    char path[512], name[128];
    snprintf(name, sizeof name, "%s%s", r->name, tag);
    snprintf(path, sizeof path, "%s/%s", dir, r->model);
    moe_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.n_threads = var->n_threads;
    cfg.n_ctx = 256;
    cfg.n_batch = var->n_batch;
    cfg.kv_type = var->kv_type;
    moe_model *m = NULL;
    moe_context *c = NULL;
    moe_status st = moe_model_open(path, &cfg, &m);
    if (st == MOE_OK) st = moe_context_new(m, NULL, &c);
    if (st != MOE_OK) {
        fail(line_name(name, NULL), "cannot load: %s", c ? moe_context_error(c) : moe_model_error(m));
        moe_context_free(c);
        moe_model_free(m);
        return;
    }
    const int V = r->n_vocab, P = r->n_prompt;
    const char *wclass = var->wclass ? var->wclass : r->wclass;
    snprintf(path, sizeof path, "%s/%s", dir, r->logits);
    float *ref = read_f32(path, (size_t)P * V);
    int32_t prompt[64];
    for (int i = 0; i < P; i++) prompt[i] = r->prompt[i];
    float *mine = (float *)malloc(sizeof(float) * (size_t)(P > 24 ? P : 24) * V);
    if (!ref || !mine || moe_model_n_vocab(m) != V) {
        fail(line_name(name, NULL), "missing reference %s or vocabulary mismatch", path);
        goto done;
    }
    /* 1. the prompt as one batch */
    if ((st = moe_eval(c, prompt, P, 1)) != MOE_OK) {
        fail(line_name(name, "prompt"), "%s", moe_context_error(c));
        goto done;
    }
    for (int i = 0; i < P; i++) memcpy(mine + (size_t)i * V, moe_logits(c, i), sizeof(float) * V);
    verdict v = compare(mine, ref, P, V, wclass);
    report_verdict(name, "prompt", &v);
    /* 2. teacher-forced decode steps */
    int gen_ids[24];
    float margins[24];
    snprintf(path, sizeof path, "%s/%s", dir, r->gen);
    int n_gen = read_gen(path, gen_ids, margins, 24);
    if (n_gen <= 0) { fail(line_name(name, NULL), "cannot read %s", path); goto done; }
    if (strcmp(r->gen_logits, "-") != 0) {
        snprintf(path, sizeof path, "%s/%s", dir, r->gen_logits);
        float *gref = read_f32(path, (size_t)n_gen * V);
        memcpy(mine, moe_logits(c, -1), sizeof(float) * V);
        for (int s = 1; gref && s < n_gen && st == MOE_OK; s++) {
            int32_t tok = gen_ids[s - 1];
            if ((st = moe_eval(c, &tok, 1, 0)) == MOE_OK) memcpy(mine + (size_t)s * V, moe_logits(c, -1), sizeof(float) * V);
        }
        if (!gref || st != MOE_OK) fail(line_name(name, "decode"), "%s", gref ? moe_context_error(c) : "no reference");
        else { v = compare(mine, gref, n_gen, V, wclass); report_verdict(name, "decode", &v); }
        free(gref);
    }
    /* 3. our own greedy continuation, compared while the reference margin is > 0.5 */
    moe_context_reset(c);
    st = moe_eval(c, prompt, P, 0);
    int agree = 0, checked = 0, bad = -1;
    for (int s = 0; s < n_gen && st == MOE_OK; s++) {
        int32_t tok = (int32_t)logits_argmax(moe_logits(c, -1), V);
        if (margins[s] <= 0.5f) break;
        checked++;
        if (tok != gen_ids[s]) { bad = s; break; }
        agree++;
        st = moe_eval(c, &tok, 1, 0);
    }
    if (st != MOE_OK || bad >= 0)
        fail(line_name(name, "greedy"), "step %d gives a different token (%s)", bad, st == MOE_OK ? "ok" : moe_context_error(c));
    else report(line_name(name, "greedy"), 1, "%d of %d steps compared (until reference margin <= 0.5)", agree, n_gen);
done:
    free(ref);
    free(mine);
    moe_context_free(c);
    moe_model_free(m);
}

int main(int argc, char **argv) {
    const char *dir = argc > 1 ? argv[1] : "tests/conformance";
    char path[512], line[4096];
    snprintf(path, sizeof path, "%s/MANIFEST.tsv", dir);
    FILE *f = fopen(path, "r");
    if (!f) { fail("conformance", "cannot open %s", path); return 1; }
    const variant plain = { "", MOE_KV_F32, 0, 2, NULL };
    /* The F16 cache rounds keys, values and probabilities to F16: held to the quant tolerance. */
    const variant extra[] = {
        { "kv-f16", MOE_KV_F16, 0, 2, "quant" },
        { "batch-7", MOE_KV_F32, 7, 2, NULL },
        { "threads-1", MOE_KV_F32, 0, 1, NULL },
        { "threads-3", MOE_KV_F32, 5, 3, NULL },
    };
    int first = 1;
    while (fgets(line, sizeof line, f)) {
        if (first) { first = 0; continue; }
        row r;
        if (parse_row(line, &r) != 0) { fail("conformance", "bad manifest line"); continue; }
        int wanted = argc <= 2;
        for (int i = 2; i < argc; i++) wanted |= strcmp(argv[i], r.name) == 0;
        if (!wanted) continue;
        const char *pk = strstr(r.logits, ".p1.") ? "/p1" : "/p0";
        char tag[64];
        snprintf(tag, sizeof tag, "%s", pk);
        run_row(dir, &r, &plain, tag);
        /* the variants on the longer prompt of a few models of different families */
        if (strcmp(pk, "/p1") == 0 && (strcmp(r.name, "qwen3moe-f32") == 0 || strcmp(r.name, "olmoe-q4_0") == 0 ||
                                       strcmp(r.name, "qwen2moe-f32") == 0 || strcmp(r.name, "qwen3next-f32") == 0 ||
                                       strcmp(r.name, "nemotron-h-moe-f32") == 0))
            for (size_t i = 0; i < sizeof extra / sizeof extra[0]; i++) {
                snprintf(tag, sizeof tag, "%s/%s", pk, extra[i].label);
                run_row(dir, &r, &extra[i], tag);
            }
    }
    fclose(f);
    return g_failed ? 1 : 0;
}
