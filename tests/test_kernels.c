/* Weight-type kernels against ggml's own numbers (tests/quant, made by llama.cpp): dequantization
 * bit for bit, the activation rounding byte for byte, and the dot products within 1e-5 of
 * sum |w x|. Then every SIMD kernel against the scalar reference on random blocks.
 * Includes moe.c to reach the kernels.
 */
#include "../moe.c"
#include "test.h"


static void *load(const char *dir, const char *file, size_t n) {
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, file);
    FILE *f = fopen(path, "rb");
    void *buf = f ? malloc(n) : NULL;
    if (buf && fread(buf, 1, n, f) != n) { free(buf); buf = NULL; }
    if (f) fclose(f);
    return buf;
}

/* Attention's dispatched small matrix products (scores, probabilities x values) against the scalar
 * ones, on shapes that leave remainders (rows not a multiple of 3 or 4, keys not of 4, head widths not of
 * 8, 16 or 32), and the F16-row forms where the SIMD level has them: within float rounding of sum |a b|. */
static void test_attention_kernels(void) {
    static const int shapes[][3] = { { 1, 1, 128 }, { 8, 16, 128 }, { 32, 16, 128 }, { 7, 13, 64 }, { 5, 3, 80 }, { 3, 9, 36 }, { 12, 5, 256 }, { 33, 17, 96 }, { 6, 8, 32 } };
    uint64_t rng = 99;
    int bad = 0, total = 0;
    for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
        const int M = shapes[i][0], nk = shapes[i][1], hd = shapes[i][2];
        const size_t ss = (size_t)nk + 3;
        float *q = malloc(sizeof(float) * (size_t)M * hd), *k = malloc(sizeof(float) * (size_t)nk * hd);
        float *s1 = calloc((size_t)M * ss, sizeof(float)), *s2 = calloc((size_t)M * ss, sizeof(float));
        float *o1 = malloc(sizeof(float) * (size_t)M * hd), *o2 = malloc(sizeof(float) * (size_t)M * hd);
        for (int j = 0; j < M * hd; j++) { q[j] = (float)(rng_next(&rng) % 2001) / 1000.0f - 1.0f; o1[j] = o2[j] = q[j]; }
        for (int j = 0; j < nk * hd; j++) k[j] = (float)(rng_next(&rng) % 2001) / 1000.0f - 1.0f;
        attn_qk_scalar(q, M, k, nk, hd, 0.125f, s1, ss);
        attn_qk(q, M, k, nk, hd, 0.125f, s2, ss);
        for (int m = 0; m < M; m++)
            for (int j = 0; j < nk; j++, total++) bad += fabsf(s1[m * ss + j] - s2[m * ss + j]) > 1e-5f * 0.125f * (float)hd;
        attn_pv_scalar(s1, ss, M, k, nk, hd, o1); /* the scores as weights, the keys as values, added to q */
        attn_pv(s1, ss, M, k, nk, hd, o2);
        for (int j = 0; j < M * hd; j++, total++) bad += fabsf(o1[j] - o2[j]) > 1e-5f * (1.0f + 0.125f * (float)hd * (float)nk);
        if (attn_qk_h && hd % 32 == 0) { /* F16 rows (as the cache holds them, 8 halves of padding apart) */
            const size_t ks = (size_t)hd + 8;
            uint16_t *kh = calloc((size_t)nk * ks, sizeof(uint16_t));
            for (int j = 0; j < nk; j++) {
                type_table[T_F16].from_float(k + (size_t)j * hd, kh + (size_t)j * ks, hd);
                type_table[T_F16].to_float(kh + (size_t)j * ks, k + (size_t)j * hd, hd);
            }
            attn_qk_scalar(q, M, k, nk, hd, 0.125f, s1, ss);
            attn_qk_h(q, M, kh, ks, nk, hd, 0.125f, s2, ss);
            for (int m = 0; m < M; m++)
                for (int j = 0; j < nk; j++, total++) bad += fabsf(s1[m * ss + j] - s2[m * ss + j]) > 1e-5f * 0.125f * (float)hd;
            for (int j = 0; j < M * hd; j++) o1[j] = o2[j] = q[j];
            attn_pv_scalar(s1, ss, M, k, nk, hd, o1);
            attn_pv_h(s1, ss, M, kh, ks, nk, hd, o2);
            for (int j = 0; j < M * hd; j++, total++) bad += fabsf(o1[j] - o2[j]) > 1e-5f * (1.0f + 0.125f * (float)hd * (float)nk);
            free(kh);
        }
        free(q); free(k); free(s1); free(s2); free(o1); free(o2);
    }
    report("simd/attention", bad == 0, "dispatched attention products vs scalar on %d shapes: %d of %d values differ",
          (int)(sizeof shapes / sizeof shapes[0]), bad, total);
}

/* The dispatched exp (softmax numerators, SiLU) against expf: within 4 ulp over the float range, 0 for
 * -inf and below e^-87.3, +inf above 88.7, NaN for NaN. */
static void test_exp_kernels(void) {
    enum { N = 4099 };
    static float a[N], b[N], g1[N], g2[N], u[N];
    int bad = 0;
    for (int i = 0; i < N; i++) a[i] = b[i] = -100.0f + 190.0f * (float)i / (float)(N - 1);
    a[0] = b[0] = -INFINITY, a[1] = b[1] = NAN, a[2] = b[2] = INFINITY, a[3] = b[3] = -0.0f;
    const double s1 = exp_sum_scalar(a, N, 0.0f), s2 = vec_exp_sum(b, N, 0.0f);
    for (int i = 0; i < N; i++) {
        if (isnan(a[i]) || isnan(b[i])) { bad += isnan(a[i]) != isnan(b[i]); continue; }
        bad += !(a[i] == b[i] || fabsf(a[i] - b[i]) <= 4.8e-7f * fabsf(a[i]) || (a[i] < 1.2e-38f && b[i] < 1.2e-38f));
    }
    for (int i = 0; i < N; i++) { g1[i] = g2[i] = -30.0f + 60.0f * (float)i / (float)(N - 1); u[i] = 0.5f + (float)(i % 7); }
    silu_mul_scalar(g1, u, N);
    vec_silu_mul(g2, u, N);
    for (int i = 0; i < N; i++) bad += fabsf(g1[i] - g2[i]) > 1e-6f * (1.0f + fabsf(g1[i]));
    report("simd/exp", bad == 0 && isnan(s1) == isnan(s2), "dispatched exp and silu vs expf on %d values: %d differ", 2 * N, bad);
}

/* The dispatched RMS norm against the scalar one (ggml's: float squares summed in double): within an ulp
 * or two of float, on lengths with remainders, in place too, over scales from 1e-20 to 1e15. */
static void test_rms_norm(void) {
    enum { N = 2051 };
    static float x[N], w[N], y1[N], y2[N];
    int bad = 0, total = 0;
    uint64_t rng = 12345;
    static const int lens[] = { 1, 7, 8, 15, 16, 17, 64, 128, 2048, 2051 };
    for (int s = 0; s < (int)(sizeof lens / sizeof lens[0]); s++)
        for (int e = -20; e <= 15; e += 5) {
            const int n = lens[s];
            for (int i = 0; i < n; i++) {
                x[i] = ((float)(rng_next(&rng) % 20001) / 10000.0f - 1.0f) * powf(10.0f, (float)e);
                w[i] = (float)(rng_next(&rng) % 2001) / 1000.0f - 1.0f;
            }
            rms_norm_scalar(x, y1, w, n, 1e-6f);
            memcpy(y2, x, sizeof(float) * (size_t)n);
            vec_rms_norm(y2, y2, w, n, 1e-6f); /* in place */
            for (int i = 0; i < n; i++, total++) bad += !(fabsf(y1[i] - y2[i]) <= 2.4e-7f * fabsf(y1[i]));
        }
    report("simd/rms-norm", bad == 0, "dispatched RMS norm vs scalar (in place): %d of %d values differ", bad, total);
}

/* The dispatched small matrix product (the chunked delta rule's) against the scalar one: C += A B on shapes
 * with ragged rows, columns and depths (the register blocks' edges), leading dimensions wider than the
 * matrices, and nothing outside C's M x N written. */
static void test_gemm(void) {
    enum { MAXD = 140, PAD = 5 };
    static float A[MAXD * (MAXD + PAD)], B[MAXD * (MAXD + PAD)], C1[MAXD * (MAXD + PAD)], C2[MAXD * (MAXD + PAD)];
    static const int shape[][3] = { { 1, 1, 1 }, { 1, 16, 5 }, { 3, 17, 64 }, { 4, 16, 1 }, { 5, 33, 7 }, { 7, 31, 0 },
                                    { 8, 64, 128 }, { 9, 40, 63 }, { 64, 128, 128 }, { 128, 128, 64 }, { 37, 37, 128 },
                                    { 13, 135, 37 } };
    uint64_t rng = 777;
    int bad = 0, total = 0;
    for (size_t si = 0; si < sizeof shape / sizeof shape[0]; si++) {
        const int M = shape[si][0], N = shape[si][1], K = shape[si][2], lda = K + PAD, ldb = N + PAD, ldc = N + PAD;
        for (int i = 0; i < MAXD * (MAXD + PAD); i++) {
            A[i] = (float)(rng_next(&rng) % 2001) / 1000.0f - 1.0f;
            B[i] = (float)(rng_next(&rng) % 2001) / 1000.0f - 1.0f;
            C1[i] = C2[i] = (float)(rng_next(&rng) % 2001) / 1000.0f - 1.0f;
        }
        gemm_acc_scalar(C1, ldc, A, lda, B, ldb, M, N, K);
        vec_gemm_acc(C2, ldc, A, lda, B, ldb, M, N, K);
        for (int i = 0; i < MAXD * (MAXD + PAD); i++, total++) bad += !(fabsf(C1[i] - C2[i]) <= 1e-5f * (1.0f + (float)K));
    }
    report("simd/gemm", bad == 0, "dispatched C += A B vs scalar on %d shapes: %d of %d values differ",
           (int)(sizeof shape / sizeof shape[0]), bad, total);
}

enum { ROWS = 80, COLS = 512 };

static void test_type(const char *dir, uint32_t type) {
    const type_info *ti = &type_table[type];
    char path[512], name[64], file[64];
    gguf_file g;
    char err[256];
    snprintf(path, sizeof path, "%s/%s.gguf", dir, ti->name);
    if (gguf_open(&g, path, 0, NULL, err, sizeof err) != MOE_OK) { report(ti->name, 0, "cannot open: %s", err); return; }
    snprintf(file, sizeof file, "%s.f32", ti->name);
    float *want = (float *)load(dir, file, sizeof(float) * ROWS * COLS);
    snprintf(file, sizeof file, "%s.dot.f32", ti->name);
    float *want_dot = (float *)load(dir, file, sizeof(float) * ROWS);
    float *x = (float *)load(dir, "x.f32", sizeof(float) * COLS);
    const gguf_tensor *t[2] = { gguf_find_tensor(&g, "smooth.weight"), gguf_find_tensor(&g, "edge.weight") };
    if (!want || !want_dot || !x || !t[0] || !t[1]) { report(ti->name, 0, "missing data"); goto done; }
    const size_t row_bytes = (size_t)type_row_bytes(type, COLS);
    float deq[COLS];
    int deq_bad = 0, dot_bad = 0;
    double worst = 0;
    uint8_t xq[COLS * 4];
    const uint32_t vdt = ti->vec_dot_type;
    type_table[vdt].from_float(x, xq, COLS);
    /* the activation rounding, byte for byte */
    static const struct { uint32_t type; const char *file; } acts[] = { { T_Q8_0, "x.q8_0" }, { T_Q8_1, "x.q8_1" }, { T_Q8_K, "x.q8_K" } };
    for (size_t k = 0; k < sizeof acts / sizeof acts[0]; k++) {
        if (acts[k].type != vdt) continue;
        const size_t bytes = (size_t)type_row_bytes(vdt, COLS);
        uint8_t *ref = (uint8_t *)load(dir, acts[k].file, bytes);
        snprintf(name, sizeof name, "quant/%s/activation-%s", ti->name, acts[k].file + 2);
        report(name, ref && memcmp(ref, xq, bytes) == 0, "x rounded to %s as ggml's CPU backend does", type_table[vdt].name);
        free(ref);
    }
    for (int r = 0; r < ROWS; r++) {
        const uint8_t *w = r < 64 ? t[0]->data + (size_t)r * row_bytes : t[1]->data + (size_t)(r - 64) * row_bytes;
        ti->to_float(w, deq, COLS);
        deq_bad += memcmp(deq, want + (size_t)r * COLS, sizeof deq) != 0;
        double scale = 0;
        for (int i = 0; i < COLS; i++) scale += fabs((double)deq[i] * x[i]);
        const double d = fabs((double)ti->dot(w, xq, COLS) - want_dot[r]);
        if (d > 1e-5 * scale + 1e-30) dot_bad++;
        if (scale > 0 && d / scale > worst) worst = d / scale;
    }
    snprintf(name, sizeof name, "quant/%s/dequantize", ti->name);
    report(name, deq_bad == 0, "%d of %d rows differ from ggml's to_float", deq_bad, ROWS);
    snprintf(name, sizeof name, "quant/%s/dot", ti->name);
    report(name, dot_bad == 0, "%d of %d rows outside 1e-5 of ggml's vec_dot (worst %.2e, %s kernels)", dot_bad, ROWS,
          worst, simd_name);
done:
    free(want);
    free(want_dot);
    free(x);
    gguf_close(&g, NULL);
}

static uint64_t rng = 0x2545F4914F6CDD1Dull;
static uint32_t rnd(void) { rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return (uint32_t)(rng >> 11); }
static float rndf(void) { return (float)((double)rnd() / 2097152.0 / 1024.0 - 1.0); }

/* Random but valid weight blocks: random bytes with every F16 scale set to a finite value near wscale
 * (MXFP4's exponent and NVFP4's UE4M3 scales to moderate ones), so no sum overflows. Types with an
 * encoder (F32, F16, BF16, Q8_0) encode random floats instead. */
/* Set: every quant bit of random_weights' blocks set (the largest values, the kernels' integer sums at their
 * widest), encoded weights all wscale. */
static int saturated_weights;

static void random_weights(uint32_t type, uint8_t *wq, int n, float wscale) {
    static const struct { uint32_t type; int off[2]; } f16_at[] = {
        { T_Q4_0, { 0, -1 } }, { T_Q4_1, { 0, 2 } }, { T_Q5_0, { 0, -1 } }, { T_Q5_1, { 0, 2 } },
        { T_Q2_K, { 80, 82 } }, { T_Q3_K, { 108, -1 } }, { T_Q4_K, { 0, 2 } }, { T_Q5_K, { 0, 2 } }, { T_Q6_K, { 208, -1 } },
        { T_IQ4_NL, { 0, -1 } }, { T_IQ4_XS, { 0, -1 } }, { T_IQ2_XXS, { 0, -1 } }, { T_IQ2_XS, { 0, -1 } },
        { T_IQ2_S, { 0, -1 } }, { T_IQ3_XXS, { 0, -1 } }, { T_IQ3_S, { 0, -1 } }, { T_IQ1_S, { 0, -1 } },
        { T_TQ1_0, { 52, -1 } }, { T_TQ2_0, { 64, -1 } }, { T_Q1_0, { 0, -1 } }, { T_Q2_0, { 0, -1 } },
    };
    const type_info *ti = &type_table[type];
    if (ti->from_float) {
        static float w[8448]; /* the widest row a test uses (test_rows_one) */
        for (int i = 0; i < n; i++) w[i] = saturated_weights ? wscale : rndf() * wscale;
        ti->from_float(w, wq, n);
        return;
    }
    const int nb = n / (int)ti->block;
    for (size_t i = 0; i < (size_t)nb * ti->bytes; i++) wq[i] = saturated_weights ? 0xff : (uint8_t)rnd();
    for (int b = 0; b < nb; b++) {
        uint8_t *blk = wq + (size_t)b * ti->bytes;
        for (size_t k = 0; k < sizeof f16_at / sizeof f16_at[0]; k++)
            for (int j = 0; j < 2 && f16_at[k].type == type; j++)
                if (f16_at[k].off[j] >= 0) wr16(blk + f16_at[k].off[j], f32_to_fp16(wscale * (0.05f + 0.1f * fabsf(rndf()))));
        if (type == T_MXFP4) blk[0] = (uint8_t)(110 + rnd() % 30);
        if (type == T_NVFP4) for (int j = 0; j < 4; j++) blk[j] = (uint8_t)(8 + rnd() % 100);
        if (type == T_IQ1_M) { /* the F16 d lives in the top nibbles of the four scale words */
            const uint16_t h = f32_to_fp16(wscale * (0.05f + 0.1f * fabsf(rndf())));
            for (int j = 0; j < 4; j++) blk[49 + 2 * j] = (uint8_t)((blk[49 + 2 * j] & 0x0f) | (((h >> (4 * j)) & 15) << 4));
        }
    }
}

/* Integer-exact rows: every weight scale 1 (Q8_0 weights re-scaled after encoding), activations built
 * directly with d = 1 and values in -3..3, so with n = 512 every partial sum is an integer below 2^24 and
 * any order of float accumulation gives the scalar kernel's result exactly. */
static void exact_rows(uint32_t type, uint8_t *wq, uint8_t *aq, int n) {
    const type_info *ti = &type_table[type];
    if (type == T_F32) { /* whole numbers in -3..3 on both sides */
        for (int i = 0; i < n; i++) {
            const float wv = (float)((int)(rnd() % 7) - 3), av = (float)((int)(rnd() % 7) - 3);
            memcpy(wq + 4 * (size_t)i, &wv, 4);
            memcpy(aq + 4 * (size_t)i, &av, 4);
        }
        return;
    }
    random_weights(type, wq, n, 1.0f);
    const int nb = n / (int)ti->block;
    for (int b = 0; b < nb; b++) {
        uint8_t *blk = wq + (size_t)b * ti->bytes;
        static const struct { uint32_t type; int off[2]; } one_at[] = {
            { T_Q8_0, { 0, -1 } }, { T_Q4_0, { 0, -1 } }, { T_Q4_1, { 0, 2 } }, { T_Q5_0, { 0, -1 } }, { T_Q5_1, { 0, 2 } },
            { T_Q2_K, { 80, 82 } }, { T_Q3_K, { 108, -1 } }, { T_Q4_K, { 0, 2 } }, { T_Q5_K, { 0, 2 } }, { T_Q6_K, { 208, -1 } },
            { T_IQ4_NL, { 0, -1 } }, { T_IQ4_XS, { 0, -1 } }, { T_IQ2_XXS, { 0, -1 } }, { T_IQ2_XS, { 0, -1 } },
            { T_IQ2_S, { 0, -1 } }, { T_IQ3_XXS, { 0, -1 } }, { T_IQ3_S, { 0, -1 } }, { T_IQ1_S, { 0, -1 } },
            { T_TQ1_0, { 52, -1 } }, { T_TQ2_0, { 64, -1 } }, { T_Q1_0, { 0, -1 } }, { T_Q2_0, { 0, -1 } },
        };
        for (size_t k = 0; k < sizeof one_at / sizeof one_at[0]; k++)
            for (int j = 0; j < 2 && one_at[k].type == type; j++)
                if (one_at[k].off[j] >= 0) wr16(blk + one_at[k].off[j], 0x3c00);
        if (type == T_MXFP4) blk[0] = 128;                           /* 2^0 */
        if (type == T_NVFP4) for (int j = 0; j < 4; j++) blk[j] = 64; /* UE4M3 2^1, halved */
        if (type == T_IQ1_M) for (int j = 0; j < 4; j++) blk[49 + 2 * j] = (uint8_t)((blk[49 + 2 * j] & 0x0f) | ((0x3c00 >> (4 * j)) & 15) << 4);
    }
    const uint32_t vdt = ti->vec_dot_type;
    const int ab = (int)type_table[vdt].bytes, ablk = (int)type_table[vdt].block;
    for (int b = 0; b < n / ablk; b++) {
        uint8_t *blk = aq + (size_t)b * ab;
        int8_t *q = (int8_t *)blk + (vdt == T_Q8_0 ? 2 : 4);
        int sum = 0;
        for (int j = 0; j < ablk; j++) sum += q[j] = (int8_t)((int)(rnd() % 7) - 3);
        if (vdt == T_Q8_K) {
            const float one = 1.0f;
            memcpy(blk, &one, 4);
            for (int g = 0; g < 16; g++) {
                int s16 = 0;
                for (int j = 0; j < 16; j++) s16 += q[16 * g + j];
                wr16(blk + 260 + 2 * g, (uint16_t)(int16_t)s16);
            }
        } else {
            wr16(blk, 0x3c00);
            if (vdt == T_Q8_1) wr16(blk + 2, f32_to_fp16((float)sum));
        }
    }
}

/* A scalar and a SIMD kernel must agree on random data: within float rounding of the sum on random
 * scales (a quarter of the rows with every activation at +-127, the extremes of the int8 products), and
 * exactly on integer-exact rows. */
static void test_simd(uint32_t type, vec_dot_fn scalar, vec_dot_fn simd, const char *kind) {
    const type_info *ti = &type_table[type];
    enum { N = 2048 };
    static float a[N], deq[N], adeq[N];
    static uint8_t wq[N * 4], aq[N * 4];
    int bad = 0, inexact = 0;
    for (int it = 0; it < 200; it++) {
        const float wscale = (float)pow(10.0, (int)(rnd() % 5) - 2), ascale = (float)pow(10.0, (int)(rnd() % 5) - 2);
        for (int i = 0; i < N; i++) a[i] = it % 4 == 3 ? (rnd() & 1 ? ascale : -ascale) : rndf() * ascale;
        random_weights(type, wq, N, wscale);
        type_table[ti->vec_dot_type].from_float(a, aq, N);
        ti->to_float(wq, deq, N);
        type_table[ti->vec_dot_type].to_float(aq, adeq, N);
        double scale = 0;
        for (int i = 0; i < N; i++) scale += fabs((double)deq[i] * adeq[i]);
        const double got = simd(wq, aq, N), want = scalar(wq, aq, N);
        if (!(fabs(got - want) <= 1e-5 * scale + 1e-30)) bad++;
    }
    const int exact = type != T_F32 && type != T_F16 && type != T_BF16;
    for (int it = 0; exact && it < 100; it++) {
        exact_rows(type, wq, aq, 512);
        inexact += simd(wq, aq, 512) != scalar(wq, aq, 512);
    }
    char name[64];
    snprintf(name, sizeof name, "simd/%s/dot-%s", ti->name, kind);
    report(name, bad == 0 && inexact == 0, "%s kernel vs scalar: %d of 200 random rows differ, %d of %d integer-exact rows", kind,
          bad, inexact, exact ? 100 : 0);
}

/* A tile kernel (rows x tokens, for prompt processing) against the dispatched dot per (row, token), on
 * every tile shape (1..4 rows x 1..4 tokens): within float rounding of the sum on random scales (a quarter
 * of the activations at +-scale), exactly on integer-exact rows. */
static void test_tile(uint32_t type, vec_dot_tile_fn tile, const char *kind) {
    const type_info *ti = &type_table[type];
    enum { N = 2048 };
    static float a[N], deq[4][N], adeq[4][N];
    static uint8_t wq[4 * N * 4], aq[4][N * 4]; /* up to 4 bytes per element (F32) */
    const size_t wb = (size_t)type_row_bytes(type, N);
    const uint8_t *xp[4] = { aq[0], aq[1], aq[2], aq[3] };
    int bad = 0, inexact = 0, n_pairs = 0, n_exact = 0;
    for (int it = 0; it < 64; it++) {
        const int nr = 1 + it % 4, nt = 1 + it / 4 % 4;
        const float wscale = (float)pow(10.0, (int)(rnd() % 5) - 2), ascale = (float)pow(10.0, (int)(rnd() % 5) - 2);
        for (int r = 0; r < 4; r++) {
            random_weights(type, wq + r * wb, N, wscale);
            ti->to_float(wq + r * wb, deq[r], N);
        }
        for (int t = 0; t < 4; t++) {
            for (int i = 0; i < N; i++) a[i] = (it + t) % 4 == 3 ? (rnd() & 1 ? ascale : -ascale) : rndf() * ascale;
            type_table[ti->vec_dot_type].from_float(a, aq[t], N);
            type_table[ti->vec_dot_type].to_float(aq[t], adeq[t], N);
        }
        float out[16];
        const int n = ti->block == 1 && it % 2 ? N - 3 : N; /* float rows: a ragged end too */
        tile(wq, wb, xp, nr, nt, n, out);
        for (int r = 0; r < nr; r++)
            for (int t = 0; t < nt; t++, n_pairs++) {
                double scale = 0;
                for (int i = 0; i < n; i++) scale += fabs((double)deq[r][i] * adeq[t][i]);
                const float want = ti->dot(wq + r * wb, aq[t], n);
                if (!(fabs((double)out[4 * r + t] - want) <= 1e-5 * scale + 1e-30)) bad++;
            }
    }
    const size_t eb = (size_t)type_row_bytes(type, 512);
    for (int it = 0; it < 32; it++) {
        const int nr = 1 + it % 4, nt = 1 + it / 4 % 4;
        for (int r = 0; r < 4; r++) exact_rows(type, wq + r * eb, aq[r], 512);
        float out[16];
        tile(wq, eb, xp, nr, nt, 512, out);
        for (int r = 0; r < nr; r++)
            for (int t = 0; t < nt; t++, n_exact++) inexact += out[4 * r + t] != ti->dot(wq + r * eb, aq[t], 512);
    }
    char name[64];
    snprintf(name, sizeof name, "simd/%s/tile%s%s", ti->name, kind ? "-" : "", kind ? kind : "");
    report(name, bad == 0 && inexact == 0, "%s tile vs dot per (row, token), every shape to 4 x 4: %d of %d random pairs differ, %d of %d integer-exact",
          kind ? kind : simd_name, bad, n_pairs, inexact, n_exact);
}

/* A one-token run-of-rows kernel (decode: passes of several rows, then single rows) against the dispatched
 * dot per row: 1..21 rows, widths with and without whole groups of 128 (Q4_0's and Q8_0's fallback) and one
 * wider than Q4_K's segment of the token (8448), random and integer-exact rows; and it writes out[0..nrows) only. */
static void test_rows_one(uint32_t type, vec_dot_rows_fn rows, const char *kind) {
    const type_info *ti = &type_table[type];
    enum { N = 8448, R = 21 };
    static float a[N], deq[N], adeq[N], out[R + 1];
    static uint8_t wq[R * N * 2], aq[N * 2];
    static const int widths[] = { 2048, 1280, 768, 512, 256, 8448 };
    int bad = 0, inexact = 0, n_rows = 0, n_exact = 0;
    for (int it = 0; it < 42; it++) {
        const int n = widths[it % 6] - ((type == T_Q4_0 || type == T_Q8_0) && it % 10 >= 5 ? 32 : 0), nrows = 1 + it % R;
        const size_t wb = (size_t)type_row_bytes(type, n);
        const float wscale = (float)pow(10.0, (int)(rnd() % 5) - 2), ascale = (float)pow(10.0, (int)(rnd() % 5) - 2);
        for (int r = 0; r < nrows; r++) random_weights(type, wq + r * wb, n, wscale);
        for (int i = 0; i < n; i++) a[i] = rndf() * ascale;
        type_table[ti->vec_dot_type].from_float(a, aq, n);
        type_table[ti->vec_dot_type].to_float(aq, adeq, n);
        out[nrows] = -12345.0f;
        rows(wq, wb, aq, nrows, n, out);
        bad += out[nrows] != -12345.0f;
        for (int r = 0; r < nrows; r++, n_rows++) {
            ti->to_float(wq + r * wb, deq, n);
            double scale = 0;
            for (int i = 0; i < n; i++) scale += fabs((double)deq[i] * adeq[i]);
            if (!(fabs((double)out[r] - ti->dot(wq + r * wb, aq, n)) <= 1e-5 * scale + 1e-30)) bad++;
        }
    }
    for (int it = 0; it < 21; it++) {
        const int nrows = 1 + it;
        const size_t eb = (size_t)type_row_bytes(type, 512);
        for (int r = 0; r < nrows; r++) exact_rows(type, wq + r * eb, aq, 512);
        rows(wq, eb, aq, nrows, 512, out);
        for (int r = 0; r < nrows; r++, n_exact++) inexact += out[r] != ti->dot(wq + r * eb, aq, 512);
    }
    char name[64];
    snprintf(name, sizeof name, "simd/%s/rows-one%s%s", ti->name, kind ? "-" : "", kind ? kind : "");
    report(name, bad == 0 && inexact == 0, "%s one-token rows (a pass of several, then one at a time) vs dot per row, 1..21 rows: %d of %d random rows differ, %d of %d integer-exact",
          kind ? kind : simd_name, bad, n_rows, inexact, n_exact);
}

/* Panel outputs: token t's rows at out + 16 t (op[t]), every float a sentinel first; a panel of nr rows
 * and nt tokens must write those and nothing else (a count of the floats it overwrote outside them). */
static void panel_sentinels(float *out, float **op) {
    for (int i = 0; i < 16 * 16; i++) out[i] = -12345.0f;
    for (int t = 0; t < 16; t++) op[t] = out + 16 * t;
}
static int panel_overwrites(const float *out, int nr, int nt) {
    int n = 0;
    for (int t = 0; t < 16; t++)
        for (int r = 0; r < 16; r++) n += (t >= nt || r >= nr) && out[16 * t + r] != -12345.0f;
    return n;
}

/* A panel kernel (16 rows, one per lane, x up to 8 tokens) against the dispatched dot per (row, token): every
 * token count, 1 to 16 rows (a partial panel repeats its last row), as test_tile. */
static void test_panel(uint32_t type) {
    const type_info *ti = &type_table[type];
    const vec_dot_panel_fn panel = panel_table[type];
    enum { N = 2304 }; /* 72 blocks of 32: a partial group of 16; 9 super-blocks: more than one slab of them */
    static float a[N], deq[16][N], adeq[16][N];
    static uint8_t wq[16 * N * 2], aq[16][N * 2];
    const size_t wb = (size_t)type_row_bytes(type, N);
    const uint8_t *xp[16];
    for (int t = 0; t < 16; t++) xp[t] = aq[t];
    int bad = 0, inexact = 0, n_pairs = 0, n_exact = 0;
    for (int it = 0; it < 40; it++) { /* the last 8: saturated weights against tokens of one value, + or - */
        const int nr = it < 16 ? 16 : 1 + (int)(rnd() % 16), nt = it < 32 ? 1 + it % 16 : 9 + it % 8, sat = it >= 32;
        const float wscale = (float)pow(10.0, (int)(rnd() % 5) - 2), ascale = (float)pow(10.0, (int)(rnd() % 5) - 2);
        saturated_weights = sat;
        for (int r = 0; r < 16; r++) {
            random_weights(type, wq + r * wb, N, wscale);
            ti->to_float(wq + r * wb, deq[r], N);
        }
        saturated_weights = 0;
        for (int t = 0; t < 16; t++) {
            for (int i = 0; i < N; i++)
                a[i] = sat ? (t % 2 ? ascale : -ascale) : (it + t) % 4 == 3 ? (rnd() & 1 ? ascale : -ascale) : rndf() * ascale;
            type_table[ti->vec_dot_type].from_float(a, aq[t], N);
            type_table[ti->vec_dot_type].to_float(aq[t], adeq[t], N);
        }
        float out[16 * 16], *op[16];
        panel_sentinels(out, op);
        panel(wq, wb, xp, nr, nt, N, op);
        bad += panel_overwrites(out, nr, nt);
        for (int r = 0; r < nr; r++)
            for (int t = 0; t < nt; t++, n_pairs++) {
                double scale = 0;
                for (int i = 0; i < N; i++) scale += fabs((double)deq[r][i] * adeq[t][i]);
                const float want = ti->dot(wq + r * wb, aq[t], N);
                if (!(fabs((double)out[16 * t + r] - want) <= 1e-5 * scale + 1e-30)) bad++;
            }
    }
    const size_t eb = (size_t)type_row_bytes(type, 512);
    for (int it = 0; it < 32; it++) {
        const int nr = it < 8 ? 16 : 1 + (int)(rnd() % 16), nt = 1 + it % 16;
        for (int r = 0; r < 16; r++) exact_rows(type, wq + r * eb, aq[r], 512);
        float out[16 * 16], *op[16];
        panel_sentinels(out, op);
        panel(wq, eb, xp, nr, nt, 512, op);
        inexact += panel_overwrites(out, nr, nt);
        for (int r = 0; r < nr; r++)
            for (int t = 0; t < nt; t++, n_exact++) inexact += out[16 * t + r] != ti->dot(wq + r * eb, aq[t], 512);
    }
    char name[64];
    snprintf(name, sizeof name, "simd/%s/panel", ti->name);
    report(name, bad == 0 && inexact == 0, "%s panel (16 rows x 16 tokens) vs dot per (row, token), 1..16 rows, 1..16 tokens: %d of %d random pairs differ, %d of %d integer-exact",
          simd_name, bad, n_pairs, inexact, n_exact);
}

/* Activation rounding: the dispatched encoder must equal the scalar one byte for byte. */
static void test_rounding(uint32_t type, from_float_fn scalar) {
    enum { N = 4096 };
    static float x[N];
    static uint8_t a[N * 2], b[N * 2];
    for (int i = 0; i < N; i++) x[i] = rndf() * (float)pow(10.0, (int)(rnd() % 7) - 3);
    for (int i = 0; i < 64; i++) x[rnd() % N] = 0.5f * (float)(rnd() % 9); /* exact ties */
    for (int i = 0; i < 256; i++) x[i] = 0; /* an all-zero block */
    for (int i = 256; i < 512; i++) x[i] = (i % 2 ? 1.f : -1.f) * (float)(i % 5); /* magnitude ties of both signs */
    memset(a, 0, sizeof a);
    memset(b, 0, sizeof b);
    type_table[type].from_float(x, a, N);
    scalar(x, b, N);
    char name[64];
    snprintf(name, sizeof name, "simd/%s/quantize", type_table[type].name);
    report(name, memcmp(a, b, sizeof a) == 0, "%s activation rounding equals the scalar one byte for byte", simd_name);
}

static void test_fp16(void) {
    int bad = 0;
    for (uint32_t h = 0; h < 65536; h++) {
        float f = fp16_to_f32((uint16_t)h);
        uint16_t back = f32_to_fp16(f);
        if ((h & 0x7c00) == 0x7c00 && (h & 0x3ff)) continue; /* NaN payloads */
        bad += back != h;
    }
    /* ties round to even: 1 + 2^-11 lies halfway between 1 and the next half */
    bad += f32_to_fp16(1.0f + 1.0f / 2048.0f) != 0x3c00;
    bad += f32_to_fp16(1.0f + 3.0f / 2048.0f) != 0x3c02;
    bad += f32_to_fp16(65520.0f) != 0x7c00;
    report("simd/fp16/round-trip", bad == 0, "every half converts to float and back exactly; ties to even");
    bad = 0;
    for (int x = 0; x < 256; x++) { /* NVFP4's scale from its bits, against the formula */
        const int e = (x >> 3) & 15, m = x & 7;
        const float want = x == 0 || x == 0x7f ? 0.0f : (e == 0 ? ldexpf((float)m, -9) : ldexpf(1.0f + (float)m / 8.0f, e - 7)) * 0.5f;
        bad += ue4m3_half((uint8_t)x) != want;
    }
    report("quant/ue4m3/decode", bad == 0, "all 256 UE4M3 scales decode to (1 + m/8) 2^(e-7) / 2 (%d differ)", bad);
}

int main(int argc, char **argv) {
    const char *dir = argc > 1 ? argv[1] : "tests/quant";
    quant_init();
    for (uint32_t t = 0; t < T_COUNT; t++)
        if (t != T_F32 && t != T_F16 && t != T_BF16 && type_computable(t)) test_type(dir, t);
    test_fp16();
    test_rounding(T_Q8_0, q8_0_from_float);
    test_rounding(T_Q8_1, q8_1_from_float);
    test_rounding(T_Q8_K, q8_k_from_float);
    /* every weight type's dispatched kernel against its scalar one, then each SIMD kernel by name */
    static const struct { uint32_t type; vec_dot_fn scalar; } all[] = {
        { T_Q8_0, dot_q8_0_scalar }, { T_Q4_0, dot_q4_0_scalar }, { T_Q4_1, dot_q4_1_scalar }, { T_Q5_0, dot_q5_0_scalar },
        { T_Q5_1, dot_q5_1_scalar }, { T_Q2_K, dot_q2_k_scalar }, { T_Q3_K, dot_q3_k_scalar }, { T_Q4_K, dot_q4_k_scalar },
        { T_Q5_K, dot_q5_k_scalar }, { T_Q6_K, dot_q6_k_scalar }, { T_IQ4_NL, dot_iq4_nl_scalar },
        { T_IQ4_XS, dot_iq4_xs_scalar }, { T_IQ2_XXS, dot_iq2_xxs_scalar }, { T_IQ2_XS, dot_iq2_xs_scalar },
        { T_IQ2_S, dot_iq2_s_scalar }, { T_IQ3_XXS, dot_iq3_xxs_scalar }, { T_IQ3_S, dot_iq3_s_scalar },
        { T_IQ1_S, dot_iq1_s_scalar }, { T_IQ1_M, dot_iq1_m_scalar }, { T_TQ1_0, dot_tq1_0_scalar },
        { T_TQ2_0, dot_tq2_0_scalar }, { T_MXFP4, dot_mxfp4_scalar }, { T_NVFP4, dot_nvfp4_scalar },
        { T_Q1_0, dot_q1_0_scalar }, { T_Q2_0, dot_q2_0_scalar }, { T_F16, dot_f16_scalar }, { T_F32, dot_f32_scalar },
        { T_BF16, dot_bf16_scalar },
    };
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) test_simd(all[i].type, all[i].scalar, type_table[all[i].type].dot, "dispatched");
    test_attention_kernels();
    test_exp_kernels();
    test_rms_norm();
    test_gemm();
    /* the dispatched tile and panel kernels (prompt processing) */
    for (uint32_t t = 0; t < T_COUNT; t++) {
        if (tile_table[t]) test_tile(t, tile_table[t], NULL);
        if (panel_table[t]) test_panel(t);
        if (rows_one_table[t]) test_rows_one(t, rows_one_table[t], NULL);
    }
#if defined(MOE_X86_DISPATCH)
    if (!getenv("MOE_NO_SIMD") && cpu_has_avx2()) {
        static const struct { uint32_t type; vec_dot_fn scalar, simd; } avx2[] = {
            { T_Q8_0, dot_q8_0_scalar, dot_q8_0_avx2 }, { T_Q4_0, dot_q4_0_scalar, dot_q4_0_avx2 },
            { T_Q4_1, dot_q4_1_scalar, dot_q4_1_avx2 }, { T_Q5_0, dot_q5_0_scalar, dot_q5_0_avx2 },
            { T_IQ4_NL, dot_iq4_nl_scalar, dot_iq4_nl_avx2 }, { T_MXFP4, dot_mxfp4_scalar, dot_mxfp4_avx2 },
            { T_Q4_K, dot_q4_k_scalar, dot_q4_k_avx2 }, { T_Q5_K, dot_q5_k_scalar, dot_q5_k_avx2 },
            { T_Q6_K, dot_q6_k_scalar, dot_q6_k_avx2 }, { T_IQ4_XS, dot_iq4_xs_scalar, dot_iq4_xs_avx2 },
            { T_Q2_K, dot_q2_k_scalar, dot_q2_k_avx2 }, { T_Q3_K, dot_q3_k_scalar, dot_q3_k_avx2 },
            { T_TQ2_0, dot_tq2_0_scalar, dot_tq2_0_avx2 }, { T_Q5_1, dot_q5_1_scalar, dot_q5_1_avx2 },
            { T_IQ2_XXS, dot_iq2_xxs_scalar, dot_iq2_xxs_avx2 }, { T_IQ2_XS, dot_iq2_xs_scalar, dot_iq2_xs_avx2 },
            { T_IQ2_S, dot_iq2_s_scalar, dot_iq2_s_avx2 }, { T_IQ3_XXS, dot_iq3_xxs_scalar, dot_iq3_xxs_avx2 },
            { T_IQ3_S, dot_iq3_s_scalar, dot_iq3_s_avx2 }, { T_IQ1_S, dot_iq1_s_scalar, dot_iq1_s_avx2 },
            { T_IQ1_M, dot_iq1_m_scalar, dot_iq1_m_avx2 }, { T_NVFP4, dot_nvfp4_scalar, dot_nvfp4_avx2 },
            { T_Q1_0, dot_q1_0_scalar, dot_q1_0_avx2 }, { T_Q2_0, dot_q2_0_scalar, dot_q2_0_avx2 },
            { T_TQ1_0, dot_tq1_0_scalar, dot_tq1_0_avx2 }, { T_F32, dot_f32_scalar, dot_f32_avx2 },
            { T_F16, dot_f16_scalar, dot_f16_avx2 }, { T_BF16, dot_bf16_scalar, dot_bf16_avx2 },
        };
        for (size_t i = 0; i < sizeof avx2 / sizeof avx2[0]; i++) test_simd(avx2[i].type, avx2[i].scalar, avx2[i].simd, "avx2");
        static const struct { uint32_t type; vec_dot_tile_fn tile; } avx2_tiles[] = {
            { T_F32, tile_f32_avx2 }, { T_Q8_0, tile_q8_0_avx2 }, { T_Q4_0, tile_q4_0_avx2 }, { T_Q5_0, tile_q5_0_avx2 }, { T_IQ4_NL, tile_iq4_nl_avx2 },
            { T_MXFP4, tile_mxfp4_avx2 }, { T_Q4_K, tile_q4_k_avx2 }, { T_Q5_K, tile_q5_k_avx2 }, { T_Q6_K, tile_q6_k_avx2 },
        };
        for (size_t i = 0; i < sizeof avx2_tiles / sizeof avx2_tiles[0]; i++) test_tile(avx2_tiles[i].type, avx2_tiles[i].tile, "avx2");
        test_rows_one(T_Q4_K, rows_one_q4_k_avx2, "avx2");
        test_rows_one(T_Q5_K, rows_one_q5_k_avx2, "avx2");
        test_rows_one(T_Q6_K, rows_one_q6_k_avx2, "avx2");
    }
    if (!getenv("MOE_NO_SIMD") && cpu_has_avx512vnni()) {
        static const struct { uint32_t type; vec_dot_fn scalar, simd; } vnni[] = {
            { T_Q8_0, dot_q8_0_scalar, dot_q8_0_vnni }, { T_Q4_0, dot_q4_0_scalar, dot_q4_0_vnni },
            { T_Q4_K, dot_q4_k_scalar, dot_q4_k_vnni }, { T_Q6_K, dot_q6_k_scalar, dot_q6_k_vnni },
            { T_Q5_K, dot_q5_k_scalar, dot_q5_k_vnni }, { T_Q4_1, dot_q4_1_scalar, dot_q4_1_vnni },
            { T_Q5_1, dot_q5_1_scalar, dot_q5_1_vnni }, { T_Q5_0, dot_q5_0_scalar, dot_q5_0_vnni },
            { T_IQ4_NL, dot_iq4_nl_scalar, dot_iq4_nl_vnni }, { T_MXFP4, dot_mxfp4_scalar, dot_mxfp4_vnni },
            { T_IQ4_XS, dot_iq4_xs_scalar, dot_iq4_xs_vnni },
        };
        for (size_t i = 0; i < sizeof vnni / sizeof vnni[0]; i++) test_simd(vnni[i].type, vnni[i].scalar, vnni[i].simd, "avx512vnni");
    }
#endif
#if defined(MOE_NEON)
    if (!getenv("MOE_NO_SIMD")) {
        static const struct { uint32_t type; vec_dot_fn scalar, simd; } neon[] = {
            { T_Q8_0, dot_q8_0_scalar, dot_q8_0_neon }, { T_Q4_0, dot_q4_0_scalar, dot_q4_0_neon },
            { T_Q4_K, dot_q4_k_scalar, dot_q4_k_neon }, { T_Q6_K, dot_q6_k_scalar, dot_q6_k_neon },
            { T_Q4_1, dot_q4_1_scalar, dot_q4_1_neon }, { T_Q5_1, dot_q5_1_scalar, dot_q5_1_neon },
            { T_Q5_0, dot_q5_0_scalar, dot_q5_0_neon }, { T_IQ4_NL, dot_iq4_nl_scalar, dot_iq4_nl_neon },
            { T_MXFP4, dot_mxfp4_scalar, dot_mxfp4_neon }, { T_Q5_K, dot_q5_k_scalar, dot_q5_k_neon },
            { T_IQ4_XS, dot_iq4_xs_scalar, dot_iq4_xs_neon }, { T_Q2_K, dot_q2_k_scalar, dot_q2_k_neon },
            { T_Q3_K, dot_q3_k_scalar, dot_q3_k_neon }, { T_TQ2_0, dot_tq2_0_scalar, dot_tq2_0_neon },
            { T_IQ2_XXS, dot_iq2_xxs_scalar, dot_iq2_xxs_neon }, { T_IQ2_XS, dot_iq2_xs_scalar, dot_iq2_xs_neon },
            { T_IQ2_S, dot_iq2_s_scalar, dot_iq2_s_neon }, { T_IQ3_XXS, dot_iq3_xxs_scalar, dot_iq3_xxs_neon },
            { T_IQ3_S, dot_iq3_s_scalar, dot_iq3_s_neon }, { T_IQ1_S, dot_iq1_s_scalar, dot_iq1_s_neon },
            { T_IQ1_M, dot_iq1_m_scalar, dot_iq1_m_neon }, { T_NVFP4, dot_nvfp4_scalar, dot_nvfp4_neon },
            { T_Q1_0, dot_q1_0_scalar, dot_q1_0_neon }, { T_Q2_0, dot_q2_0_scalar, dot_q2_0_neon },
            { T_TQ1_0, dot_tq1_0_scalar, dot_tq1_0_neon }, { T_F32, dot_f32_scalar, dot_f32_neon },
            { T_F16, dot_f16_scalar, dot_f16_neon }, { T_BF16, dot_bf16_scalar, dot_bf16_neon },
        };
        for (size_t i = 0; i < sizeof neon / sizeof neon[0]; i++) test_simd(neon[i].type, neon[i].scalar, neon[i].simd, "neon");
    }
#endif
    return g_failed ? 1 : 0;
}
