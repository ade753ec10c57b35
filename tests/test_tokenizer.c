/* Tokenizer conformance: every case of tests/vocab/ggml-vocab-NAME.gguf.inp must give exactly the
 * ids of .out (llama.cpp's tokenizer, no BOS, special text not parsed), and detokenizing must give
 * the text back (less the SentencePiece leading space). Then random bytes, which must never crash,
 * and every control token's text both ways: typed text stays text unless special parsing is asked.
 *
 * usage: test_tokenizer [DIR] [NAME...]   (DIR defaults to tests/vocab)
 */
#include "test.h"

#include "../moe.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Cases are separated by "\n__ggml_vocab_test__\n", as llama.cpp's test-tokenizer-0 reads them. */
static size_t split_cases(char *raw, size_t len, char **s, size_t *l, size_t max) {
    static const char sep[] = "\n__ggml_vocab_test__\n";
    const size_t m = sizeof sep - 1;
    size_t n = 0, pos = 0;
    while (pos < len && n < max) {
        char *hit = NULL;
        for (size_t i = pos; i + m <= len; i++)
            if (memcmp(raw + i, sep, m) == 0) { hit = raw + i; break; }
        s[n] = raw + pos;
        if (!hit) { l[n++] = len - pos; break; }
        l[n++] = (size_t)(hit - (raw + pos));
        pos = (size_t)(hit - raw) + m;
    }
    return n;
}

static int parse_ids(const char *line, int32_t *ids, int max) {
    int n = 0;
    while (*line && *line != '\n' && n < max) {
        char *end;
        long v = strtol(line, &end, 10);
        if (end == line) { line++; continue; }
        ids[n++] = (int32_t)v;
        line = end;
    }
    return n;
}

static int detokenize(const moe_model *m, const int32_t *ids, int n, char *buf, int cap) {
    int len = 0;
    for (int i = 0; i < n; i++) {
        int k = moe_token_to_piece(m, ids[i], 1, buf + len, cap - len);
        if (k < 0 || k > cap - len) return -1;
        len += k;
    }
    return len;
}

enum { MAX_CASES = 512, MAX_IDS = 1 << 16 };

static void test_vocab(const char *dir, const char *name) {
    char path[1024], meta[64], *strs[MAX_CASES], *lines[MAX_CASES], label[128], sub[160];
    size_t ilen = 0, olen = 0, slen[MAX_CASES], n_lines = 0;
    static int32_t got[MAX_IDS], want[MAX_IDS];
    static char text[1 << 20];
    moe_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.vocab_only = 1;
    moe_model *m = NULL;
    snprintf(label, sizeof label, "tokenizer/%s", name);
    snprintf(path, sizeof path, "%s/ggml-vocab-%s.gguf", dir, name);
    if (moe_model_open(path, &cfg, &m) != MOE_OK) {
        fail(label, "cannot load: %s", moe_model_error(m));
        moe_model_free(m);
        return;
    }
    const int spm = moe_model_meta(m, "tokenizer.ggml.model", meta, sizeof meta) && strcmp(meta, "llama") == 0;
    const int space_prefix = spm && !(moe_model_meta(m, "tokenizer.ggml.add_space_prefix", meta, sizeof meta) &&
                                      strcmp(meta, "false") == 0);
    snprintf(path, sizeof path, "%s/ggml-vocab-%s.gguf.inp", dir, name);
    char *inp = read_file(path, &ilen);
    snprintf(path, sizeof path, "%s/ggml-vocab-%s.gguf.out", dir, name);
    char *out = read_file(path, &olen);
    if (!inp || !out) {
        fail(label, "missing .inp/.out");
        goto done;
    }
    size_t n_cases = split_cases(inp, ilen, strs, slen, MAX_CASES);
    for (char *p = out; p < out + olen && n_lines < MAX_CASES; p++) {
        lines[n_lines++] = p;
        if (!(p = strchr(p, '\n'))) break;
    }
    if (n_cases != n_lines) {
        fail(label, "%zu cases but %zu expected lines", n_cases, n_lines);
        goto done;
    }
    int matched = 0, round = 0, first_bad = -1;
    for (size_t i = 0; i < n_cases; i++) {
        int n = 0, nw = parse_ids(lines[i], want, MAX_IDS);
        moe_status st = moe_tokenize(m, strs[i], slen[i], 0, got, MAX_IDS, &n);
        if (st == MOE_OK && n == nw && memcmp(got, want, sizeof(int32_t) * (size_t)n) == 0) matched++;
        else if (first_bad < 0) first_bad = (int)i;
        int tl = st == MOE_OK ? detokenize(m, got, n, text, (int)sizeof text) : -1;
        const char *t = text;
        if (space_prefix && tl > 0 && text[0] == ' ') { t++; tl--; }
        if (tl >= 0 && (size_t)tl == slen[i] && memcmp(t, strs[i], slen[i]) == 0) round++;
    }
    if (matched == (int)n_cases) report(label, 1, "%d/%zu cases match llama.cpp", matched, n_cases);
    else fail(label, "%d/%zu cases match llama.cpp (first mismatch: case %d)", matched, n_cases, first_bad);
    snprintf(sub, sizeof sub, "%s/round-trip", label);
    report(sub, round == (int)n_cases, "%d/%zu texts come back from their ids", round, n_cases);
    /* random bytes (invalid UTF-8 included) must tokenize without error and decode to valid ids */
    unsigned long long rng = 0x9E3779B97F4A7C15ull;
    int fuzz_bad = 0;
    for (int it = 0; it < 300; it++) {
        char buf[256];
        size_t len = (size_t)(rng % sizeof buf);
        for (size_t i = 0; i < len; i++) {
            rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17;
            buf[i] = rng % 3 == 0 ? (char)(rng >> 24) : " \n\t'<|>sa1."[(rng >> 16) % 11];
        }
        rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17;
        int n = 0;
        moe_status st = moe_tokenize(m, buf, len, (int)(rng & 3), got, MAX_IDS, &n);
        for (int k = 0; st == MOE_OK && k < n; k++) fuzz_bad |= got[k] < 0 || got[k] >= moe_model_n_vocab(m);
        fuzz_bad |= st != MOE_OK;
    }
    snprintf(sub, sizeof sub, "%s/random-bytes", label);
    report(sub, !fuzz_bad, "300 random byte strings");
done:
    free(inp);
    free(out);
    moe_model_free(m);
}

/* A control (or unknown) token: its text shows only when special tokens are rendered. */
static int is_control(const moe_model *m, int32_t id, char *text, int cap) {
    int n = moe_token_to_piece(m, id, 1, text, cap - 1);
    if (n <= 0 || n >= cap || moe_token_to_piece(m, id, 0, NULL, 0) != 0) return 0;
    text[n] = 0;
    return 1;
}

static int has_control(const moe_model *m, const int32_t *ids, int n) {
    char t[256];
    for (int i = 0; i < n; i++)
        if (is_control(m, ids[i], t, sizeof t)) return 1;
    return 0;
}

/* Each control token's text, between letters and between spaces: without MOE_TOKENIZE_PARSE_SPECIAL
 * the ids hold no control token at all (what a user types never becomes one), with it the token
 * itself. */
static void test_special_text(const char *dir, const char *name) {
    static const char *const around[][2] = { { "x", "y" }, { "a ", " b" } };
    static int32_t ids[4096];
    char path[1024], label[160], tok[256], text[600];
    moe_config cfg;
    moe_model *m = NULL;
    memset(&cfg, 0, sizeof cfg);
    cfg.vocab_only = 1;
    snprintf(path, sizeof path, "%s/ggml-vocab-%s.gguf", dir, name);
    if (moe_model_open(path, &cfg, &m) != MOE_OK) {
        fail("tokenizer/special", "%s: cannot load: %s", name, moe_model_error(m));
        moe_model_free(m);
        return;
    }
    int n_control = 0, leaked = 0, missed = 0, first_leak = -1, first_miss = -1;
    for (int32_t id = 0; id < moe_model_n_vocab(m); id++) {
        if (!is_control(m, id, tok, sizeof tok)) continue;
        n_control++;
        for (size_t k = 0; k < sizeof around / sizeof around[0]; k++) {
            int n = 0, found = 0;
            snprintf(text, sizeof text, "%s%s%s", around[k][0], tok, around[k][1]);
            if (moe_tokenize(m, text, strlen(text), 0, ids, 4096, &n) != MOE_OK || has_control(m, ids, n)) {
                if (first_leak < 0) first_leak = id;
                leaked++;
            }
            if (moe_tokenize(m, text, strlen(text), MOE_TOKENIZE_PARSE_SPECIAL, ids, 4096, &n) == MOE_OK)
                for (int i = 0; i < n; i++) found |= ids[i] == id;
            if (!found) {
                if (first_miss < 0) first_miss = id;
                missed++;
            }
        }
    }
    snprintf(label, sizeof label, "tokenizer/%s/special-as-text", name);
    report(label, n_control > 0 && leaked == 0, "%d control tokens typed as text, %d became control tokens (first: id %d)",
           n_control, leaked, first_leak);
    snprintf(label, sizeof label, "tokenizer/%s/special-parsed", name);
    report(label, n_control > 0 && missed == 0, "%d control tokens parsed, %d missed (first: id %d)", n_control, missed,
           first_miss);
    moe_model_free(m);
}

/* Ids from llama.cpp's llama-tokenize (--ids, --no-bos, with and without --parse-special). */
static const struct {
    const char *vocab, *text;
    int flags;
    const char *ids;
} reference_cases[] = {
    /* </s> is user-defined in the file; llama.cpp makes it a control token (its end-of-generation
     * list names it), and Phi-3's special tokens swallow the whitespace after them */
    { "phi-3", "a </s> b", 0, "263 1533 29879 29958 289" },
    { "phi-3", "a </s> b", MOE_TOKENIZE_PARSE_SPECIAL, "263 29871 2 289" },
};

static void test_reference_cases(const char *dir) {
    for (size_t c = 0; c < sizeof reference_cases / sizeof reference_cases[0]; c++) {
        char path[1024], label[200], got_s[512];
        int32_t got[64], want[64];
        int n = 0, nw = parse_ids(reference_cases[c].ids, want, 64), len = 0;
        moe_config cfg;
        moe_model *m = NULL;
        memset(&cfg, 0, sizeof cfg);
        cfg.vocab_only = 1;
        snprintf(label, sizeof label, "tokenizer/%s/reference-%zu", reference_cases[c].vocab, c);
        snprintf(path, sizeof path, "%s/ggml-vocab-%s.gguf", dir, reference_cases[c].vocab);
        if (moe_model_open(path, &cfg, &m) != MOE_OK) {
            fail(label, "cannot load: %s", moe_model_error(m));
            moe_model_free(m);
            continue;
        }
        moe_status st = moe_tokenize(m, reference_cases[c].text, strlen(reference_cases[c].text),
                                     reference_cases[c].flags, got, 64, &n);
        got_s[0] = 0;
        for (int i = 0; st == MOE_OK && i < n && len < (int)sizeof got_s - 12; i++)
            len += snprintf(got_s + len, sizeof got_s - (size_t)len, "%s%d", i ? " " : "", got[i]);
        report(label, st == MOE_OK && n == nw && memcmp(got, want, sizeof(int32_t) * (size_t)n) == 0,
               "'%s'%s: %s (llama.cpp: %s)", reference_cases[c].text,
               reference_cases[c].flags ? " parsing special" : "", got_s, reference_cases[c].ids);
        moe_model_free(m);
    }
}

int main(int argc, char **argv) {
    const char *dir = argc > 1 ? argv[1] : "tests/vocab";
    static const char *const all[] = { "llama-spm", "phi-3", "gpt-2", "deepseek-coder", "deepseek-llm", "falcon",
                                       "mpt", "refact", "starcoder" };
    if (argc > 2) for (int i = 2; i < argc; i++) test_vocab(dir, argv[i]);
    else for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) test_vocab(dir, all[i]);
    if (argc <= 2) {
        static const char *const more[] = { "baichuan", "gpt-neox" };  /* no .inp/.out of their own */
        for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) test_special_text(dir, all[i]);
        for (size_t i = 0; i < sizeof more / sizeof more[0]; i++) test_special_text(dir, more[i]);
        test_reference_cases(dir);
    }
    return g_failed ? 1 : 0;
}
