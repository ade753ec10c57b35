/* Tokenizer conformance: every case of tests/vocab/ggml-vocab-NAME.gguf.inp must give exactly the
 * ids of .out (llama.cpp's tokenizer, no BOS, special text not parsed), and detokenizing must give
 * the text back (less the SentencePiece leading space). Then random bytes, which must never crash.
 *
 * usage: test_tokenizer [DIR] [NAME...]   (DIR defaults to tests/vocab)
 */
#include "../moe.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int n_fail;

static char *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = (char *)malloc((size_t)n + 1);
    if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) { free(buf); buf = NULL; }
    if (buf) buf[n] = 0;
    fclose(f);
    *len = (size_t)n;
    return buf;
}

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
    char path[1024], meta[64], *strs[MAX_CASES], *lines[MAX_CASES];
    size_t ilen, olen, slen[MAX_CASES], n_lines = 0;
    static int32_t got[MAX_IDS], want[MAX_IDS];
    static char text[1 << 20];
    moe_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.vocab_only = 1;
    moe_model *m = NULL;
    snprintf(path, sizeof path, "%s/ggml-vocab-%s.gguf", dir, name);
    if (moe_model_open(path, &cfg, &m) != MOE_OK) {
        printf("FAIL tokenizer/%s: cannot load: %s\n", name, moe_model_error(m));
        n_fail++;
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
        printf("FAIL tokenizer/%s: missing .inp/.out\n", name);
        n_fail++;
        goto done;
    }
    size_t n_cases = split_cases(inp, ilen, strs, slen, MAX_CASES);
    for (char *p = out; p < out + olen && n_lines < MAX_CASES; p++) {
        lines[n_lines++] = p;
        if (!(p = strchr(p, '\n'))) break;
    }
    if (n_cases != n_lines) {
        printf("FAIL tokenizer/%s: %zu cases but %zu expected lines\n", name, n_cases, n_lines);
        n_fail++;
        goto done;
    }
    int pass = 0, round = 0, first_bad = -1;
    for (size_t i = 0; i < n_cases; i++) {
        int n = 0, nw = parse_ids(lines[i], want, MAX_IDS);
        moe_status st = moe_tokenize(m, strs[i], slen[i], 0, got, MAX_IDS, &n);
        if (st == MOE_OK && n == nw && memcmp(got, want, sizeof(int32_t) * (size_t)n) == 0) pass++;
        else if (first_bad < 0) first_bad = (int)i;
        int tl = st == MOE_OK ? detokenize(m, got, n, text, (int)sizeof text) : -1;
        const char *t = text;
        if (space_prefix && tl > 0 && text[0] == ' ') { t++; tl--; }
        if (tl >= 0 && (size_t)tl == slen[i] && memcmp(t, strs[i], slen[i]) == 0) round++;
    }
    int ok = pass == (int)n_cases;
    printf("%s tokenizer/%s: %d/%zu cases match llama.cpp", ok ? "PASS" : "FAIL", name, pass, n_cases);
    if (!ok) printf(" (first mismatch: case %d)", first_bad);
    printf("\n");
    n_fail += !ok;
    ok = round == (int)n_cases;
    printf("%s tokenizer/%s/round-trip: %d/%zu texts come back from their ids\n", ok ? "PASS" : "FAIL", name, round, n_cases);
    n_fail += !ok;
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
    printf("%s tokenizer/%s/random-bytes: 300 random byte strings\n", fuzz_bad ? "FAIL" : "PASS", name);
    n_fail += fuzz_bad;
done:
    free(inp);
    free(out);
    moe_model_free(m);
}

int main(int argc, char **argv) {
    const char *dir = argc > 1 ? argv[1] : "tests/vocab";
    static const char *const all[] = { "llama-spm", "phi-3", "gpt-2", "deepseek-coder", "deepseek-llm", "falcon",
                                       "mpt", "refact", "starcoder" };
    if (argc > 2) for (int i = 2; i < argc; i++) test_vocab(dir, argv[i]);
    else for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) test_vocab(dir, all[i]);
    return n_fail ? 1 : 0;
}
