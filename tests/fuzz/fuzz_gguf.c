/* fuzz_gguf.c - libFuzzer target: GGUF parsing, validation and model loading (moe_model_open) on arbitrary
 * bytes, then the read-only queries a caller makes on an opened model (describe, metadata, tokens).
 * Build and run: tests/fuzz/run_fuzz.sh gguf SECONDS (seeds: the conformance models and vocab files). */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char path[64];
    int fd = fuzz_memfile(data, size, path, sizeof path);
    for (int vocab_only = 0; vocab_only < 2; vocab_only++) {
        moe_config c;
        memset(&c, 0, sizeof c);
        c.n_threads = 1;
        c.vocab_only = vocab_only;
        moe_model *m = NULL;
        moe_status st = moe_model_open(path, &c, &m);
        if (st != MOE_OK) {
            /* every failure explains itself */
            FUZZ_ASSERT(m == NULL || (moe_model_error(m) && moe_model_error(m)[0]), "status %d without a message", (int)st);
            moe_model_free(m);
            continue;
        }
        char buf[4096];
        size_t need = moe_model_describe(m, buf, sizeof buf);
        FUZZ_ASSERT(strlen(buf) == (need < sizeof buf ? need : sizeof buf - 1), "describe: %zu vs %zu", strlen(buf), need);
        static const char *keys[] = { "general.architecture", "general.name", "tokenizer.ggml.model", "tokenizer.ggml.tokens",
                                      "tokenizer.chat_template", "general.alignment" };
        for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
            const char *v = moe_model_meta(m, keys[i], buf, 64);
            FUZZ_ASSERT(!v || strlen(v) < 64, "meta %s too long", keys[i]);
        }
        const int nv = moe_model_n_vocab(m);
        FUZZ_ASSERT(nv > 0, "n_vocab %d", nv);
        const int32_t bos = moe_token_bos(m), eos = moe_token_eos(m);
        FUZZ_ASSERT(bos >= -1 && bos < nv && eos >= -1 && eos < nv, "bos %d eos %d n_vocab %d", bos, eos, nv);
        for (int32_t t = 0; t < nv && t < 64; t++) {
            int n = moe_token_to_piece(m, t, 1, buf, 16);
            FUZZ_ASSERT(n >= 0, "piece of %d: %d", t, n);
            (void)moe_token_is_eog(m, t);
        }
        int32_t ids[32];
        int n_ids = 0;
        (void)moe_tokenize(m, "Hello world <s>", 15, MOE_TOKENIZE_ADD_BOS | MOE_TOKENIZE_PARSE_SPECIAL, ids, 32, &n_ids);
        (void)moe_chat_template_name(m);
        moe_model_free(m);
    }
    close(fd);
    return 0;
}
