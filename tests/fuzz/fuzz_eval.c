/* fuzz_eval.c - libFuzzer target: a mutated conformance model is opened and, when it opens, a context
 * evaluates a few tokens (the first forward pass: every weight type's kernels, the expert routing, the
 * KV cache). Build and run: tests/fuzz/run_fuzz.sh SECONDS eval (seeds: the smallest conformance models).
 * fuzz_eval_vulkan.c includes this file with FUZZ_EVAL_DEVICE "vulkan": the same on the GPU backend (upload,
 * placement, the recorded forward pass), where a model the GPU cannot run falls back to the CPU. */
#include "fuzz_common.h"

#ifndef FUZZ_EVAL_DEVICE
#define FUZZ_EVAL_DEVICE "cpu"
#endif

#include <math.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char path[64];
    int fd = fuzz_memfile(data, size, path, sizeof path);
    moe_config c;
    memset(&c, 0, sizeof c);
    c.n_threads = 1;
    c.n_ctx = 16;
    c.device = FUZZ_EVAL_DEVICE;
    moe_model *m = NULL;
    if (moe_model_open(path, &c, &m) == MOE_OK) {
        moe_context *ctx = NULL;
        moe_status st = moe_context_new(m, NULL, &ctx);
        if (st == MOE_OK) {
            const int nv = moe_model_n_vocab(m);
            int32_t toks[4];
            /* the last input bytes choose the tokens (a mutation there tries other rows of the embedding) */
            for (int i = 0; i < 4; i++) toks[i] = (int32_t)((size > 4 ? data[size - 1 - i] : 1 + i) % nv);
            st = moe_eval(ctx, toks, 4, 1);
            if (st == MOE_OK) {
                for (int i = 0; i < 4; i++) FUZZ_ASSERT(moe_logits(ctx, i) != NULL, "no logits for token %d", i);
                FUZZ_ASSERT(moe_context_n_past(ctx) == 4, "n_past %d", moe_context_n_past(ctx));
                /* one more token on top of the cache, then greedy sampling on whatever came out */
                st = moe_eval(ctx, toks, 1, 0);
                if (st == MOE_OK) {
                    moe_sampler *s = NULL;
                    moe_sampler_params sp = moe_sampler_defaults();
                    if (moe_sampler_new(m, &sp, &s) == MOE_OK) {
                        int32_t t = moe_sampler_sample(s, moe_logits(ctx, -1));
                        FUZZ_ASSERT(t >= 0 && t < nv, "sampled %d of %d", t, nv);
                    }
                    moe_sampler_free(s);
                }
            } else FUZZ_ASSERT(moe_context_error(ctx)[0], "eval status %d without a message", (int)st);
        }
        moe_context_free(ctx);
    }
    moe_model_free(m);
    close(fd);
    return 0;
}
