/* fuzz_tokenizer.c - libFuzzer target: tokenize and detokenize arbitrary text on every vocabulary in
 * tests/vocab (SentencePiece llama-spm / phi-3, byte-level BPE gpt-2 / falcon / mpt / starcoder / refact /
 * deepseek), loaded once (vocabulary only). Input: byte 0 picks the vocabulary, byte 1 the flags
 * (MOE_TOKENIZE_ADD_BOS, MOE_TOKENIZE_PARSE_SPECIAL, special rendering); the rest is the text.
 * Checks: every id is in the vocabulary, a count-only call agrees with the real one, a buffer one id too
 * small is refused, every piece renders, and for byte-level BPE vocabularies without special parsing the
 * pieces of valid UTF-8 give back the text exactly
 * (when the vocabulary has a token for each byte of it).
 * Build and run: tests/fuzz/run_fuzz.sh tokenizer SECONDS (seeds: the strings in tests/vocab/ *.inp). */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *k_vocabs[] = { "llama-spm", "gpt-2", "phi-3", "falcon", "mpt", "starcoder", "refact",
                                  "deepseek-coder", "deepseek-llm" };
#define N_VOCABS (int)(sizeof k_vocabs / sizeof k_vocabs[0])
static moe_model *g_models[N_VOCABS];
static unsigned char g_has_byte[N_VOCABS][256]; /* the vocabulary has a one-byte token for this byte */
static int g_loaded;

static void load_all(void) {
    const char *dir = getenv("MOE_FUZZ_VOCAB_DIR");
    if (!dir) dir = "tests/vocab";
    for (int i = 0; i < N_VOCABS; i++) {
        char path[512];
        snprintf(path, sizeof path, "%s/ggml-vocab-%s.gguf", dir, k_vocabs[i]);
        moe_config c;
        memset(&c, 0, sizeof c);
        c.vocab_only = 1;
        if (moe_model_open(path, &c, &g_models[i]) != MOE_OK) {
            fprintf(stderr, "fuzz_tokenizer: cannot open %s: %s (run from the repository root or set MOE_FUZZ_VOCAB_DIR)\n",
                    path, moe_model_error(g_models[i]));
            exit(2);
        }
        const int nv = moe_model_n_vocab(g_models[i]);
        for (int32_t t = 0; t < nv; t++) {
            char b[8];
            if (moe_token_to_piece(g_models[i], t, 0, b, sizeof b) == 1) g_has_byte[i][(unsigned char)b[0]] = 1;
        }
    }
    g_loaded = 1;
}

static int valid_utf8(const uint8_t *s, size_t n) {
    size_t i = 0;
    while (i < n) {
        uint8_t c = s[i];
        size_t k = c < 0x80 ? 1 : (c & 0xe0) == 0xc0 ? 2 : (c & 0xf0) == 0xe0 ? 3 : (c & 0xf8) == 0xf0 ? 4 : 0;
        if (!k || i + k > n) return 0;
        uint32_t cp = k == 1 ? c : k == 2 ? c & 0x1f : k == 3 ? c & 0x0f : c & 0x07;
        for (size_t j = 1; j < k; j++) {
            if ((s[i + j] & 0xc0) != 0x80) return 0;
            cp = cp << 6 | (s[i + j] & 0x3f);
        }
        if ((k == 2 && cp < 0x80) || (k == 3 && cp < 0x800) || (k == 4 && (cp < 0x10000 || cp > 0x10ffff)) ||
            (cp >= 0xd800 && cp <= 0xdfff) || cp == 0) return 0;
        i += k;
    }
    return 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (!g_loaded) load_all();
    if (size < 2) return 0;
    const int vi = data[0] % N_VOCABS, flags = data[1] & 3, special = (data[1] >> 2) & 1;
    const char *text = (const char *)data + 2;
    const size_t len = size - 2;
    moe_model *m = g_models[vi];
    const int nv = moe_model_n_vocab(m);
    int need = -1;
    moe_status st = moe_tokenize(m, text, len, flags, NULL, 0, &need);
    FUZZ_ASSERT(st == MOE_OK || st == MOE_ERR_ARGUMENT, "count-only status %d", (int)st);
    FUZZ_ASSERT(need >= 0, "count-only gave %d", need);
    int32_t *ids = (int32_t *)malloc(sizeof(int32_t) * (size_t)(need + 1));
    int n = -1;
    st = moe_tokenize(m, text, len, flags, ids, need + 1, &n);
    FUZZ_ASSERT(st == MOE_OK && n == need, "status %d, %d ids, count-only said %d", (int)st, n, need);
    if (need > 0) {
        int n2 = -1;
        st = moe_tokenize(m, text, len, flags, ids, need - 1, &n2);
        FUZZ_ASSERT(st == MOE_ERR_ARGUMENT && n2 == need, "cap %d: status %d, n %d", need - 1, (int)st, n2);
        st = moe_tokenize(m, text, len, flags, ids, need, &n2); /* the second call rewrote the ids: redo */
        FUZZ_ASSERT(st == MOE_OK && n2 == need, "status %d", (int)st);
    }
    size_t cap = 64 + 4 * len, out_len = 0;
    char *out = (char *)malloc(cap);
    for (int i = 0; i < n; i++) {
        FUZZ_ASSERT(ids[i] >= 0 && ids[i] < nv, "id %d outside the vocabulary of %d (%s)", ids[i], nv, k_vocabs[vi]);
        char piece[256];
        int k = moe_token_to_piece(m, ids[i], special, piece, sizeof piece);
        FUZZ_ASSERT(k >= 0, "piece of %d: %d", ids[i], k);
        if (k > (int)sizeof piece) {
            char *big = (char *)malloc((size_t)k);
            FUZZ_ASSERT(moe_token_to_piece(m, ids[i], special, big, k) == k, "piece length changed");
            free(big);
            k = 0; /* no such long pieces in the bundled vocabularies */
        }
        if (out_len + (size_t)k > cap) { cap = 2 * (out_len + (size_t)k); out = (char *)realloc(out, cap); }
        memcpy(out + out_len, piece, (size_t)k);
        out_len += (size_t)k;
    }
    /* byte-level BPE (every vocabulary here but the two SentencePiece ones) round-trips valid UTF-8 text
     * when the vocabulary has a token for each of its bytes (falcon's lacks a few control bytes, such as 0x03) */
    int covered = vi != 0 && vi != 2;
    for (size_t i = 0; i < len && covered; i++) covered = g_has_byte[vi][(unsigned char)text[i]];
    if (covered && flags == 0 && valid_utf8((const uint8_t *)text, len))
        FUZZ_ASSERT(out_len == len && memcmp(out, text, len) == 0, "%s: %zu bytes detokenize to %zu different bytes",
                    k_vocabs[vi], len, out_len);
    free(out);
    free(ids);
    return 0;
}
