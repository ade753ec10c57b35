/* Weight-type kernels against ggml's own numbers (tests/quant, made by llama.cpp): dequantization
 * bit for bit, the activation rounding byte for byte, and the dot products within 1e-5 of
 * sum |w x|. Then every SIMD kernel against the scalar reference on random blocks.
 * Includes moe.c to reach the kernels.
 */
#include "../moe.c"

static int n_fail;

static void check(int ok, const char *name, const char *fmt, ...) {
    va_list ap;
    printf("%s %s: ", ok ? "PASS" : "FAIL", name);
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    printf("\n");
    n_fail += !ok;
}

static void *load(const char *dir, const char *file, size_t n) {
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, file);
    FILE *f = fopen(path, "rb");
    void *buf = f ? malloc(n) : NULL;
    if (buf && fread(buf, 1, n, f) != n) { free(buf); buf = NULL; }
    if (f) fclose(f);
    return buf;
}

enum { ROWS = 80, COLS = 512 };

static void test_type(const char *dir, uint32_t type) {
    const type_info *ti = &type_table[type];
    char path[512], name[64], file[64];
    gguf_file g;
    char err[256];
    snprintf(path, sizeof path, "%s/%s.gguf", dir, ti->name);
    if (gguf_open(&g, path, NULL, err, sizeof err) != MOE_OK) { check(0, ti->name, "cannot open: %s", err); return; }
    snprintf(file, sizeof file, "%s.f32", ti->name);
    float *want = (float *)load(dir, file, sizeof(float) * ROWS * COLS);
    snprintf(file, sizeof file, "%s.dot.f32", ti->name);
    float *want_dot = (float *)load(dir, file, sizeof(float) * ROWS);
    float *x = (float *)load(dir, "x.f32", sizeof(float) * COLS);
    const gguf_tensor *t[2] = { gguf_find_tensor(&g, "smooth.weight"), gguf_find_tensor(&g, "edge.weight") };
    if (!want || !want_dot || !x || !t[0] || !t[1]) { check(0, ti->name, "missing data"); goto done; }
    const size_t row_bytes = (size_t)type_row_bytes(type, COLS);
    float deq[COLS];
    int deq_bad = 0, dot_bad = 0;
    double worst = 0;
    uint8_t xq[COLS * 4];
    const uint32_t vdt = ti->vec_dot_type;
    type_table[vdt].from_float(x, xq, COLS);
    /* the activation rounding, byte for byte */
    if (vdt == T_Q8_0) {
        uint8_t *ref = (uint8_t *)load(dir, "x.q8_0", 34 * COLS / 32);
        snprintf(name, sizeof name, "quant/%s/activation-q8_0", ti->name);
        check(ref && memcmp(ref, xq, 34 * COLS / 32) == 0, name, "x rounded to Q8_0 as ggml's CPU backend does");
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
    check(deq_bad == 0, name, "%d of %d rows differ from ggml's to_float", deq_bad, ROWS);
    snprintf(name, sizeof name, "quant/%s/dot", ti->name);
    check(dot_bad == 0, name, "%d of %d rows outside 1e-5 of ggml's vec_dot (worst %.2e, %s kernels)", dot_bad, ROWS,
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

/* A scalar and a dispatched kernel must agree on random data (within float rounding of the sum). */
static void test_simd(uint32_t type, vec_dot_fn scalar) {
    const type_info *ti = &type_table[type];
    enum { N = 2048 };
    float w[N], a[N];
    uint8_t wq[N * 4], aq[N * 4];
    int bad = 0;
    for (int it = 0; it < 200; it++) {
        const float wscale = (float)pow(10.0, (int)(rnd() % 5) - 2), ascale = (float)pow(10.0, (int)(rnd() % 5) - 2);
        for (int i = 0; i < N; i++) { w[i] = rndf() * wscale; a[i] = rndf() * ascale; }
        if (type == T_Q4_0) for (size_t i = 0; i < sizeof wq; i++) wq[i] = (uint8_t)rnd();
        if (type == T_Q4_0) for (int b = 0; b < N / 32; b++) { uint16_t h = f32_to_fp16(wscale * 0.1f); memcpy(wq + 18 * b, &h, 2); }
        else type_table[type].from_float(w, wq, N);
        type_table[ti->vec_dot_type].from_float(a, aq, N);
        float deq[N], adeq[N];
        ti->to_float(wq, deq, N);
        type_table[ti->vec_dot_type].to_float(aq, adeq, N);
        double scale = 0;
        for (int i = 0; i < N; i++) scale += fabs((double)deq[i] * adeq[i]);
        if (fabs((double)ti->dot(wq, aq, N) - scalar(wq, aq, N)) > 1e-5 * scale + 1e-30) bad++;
    }
    char name[64];
    snprintf(name, sizeof name, "simd/%s/dot", ti->name);
    check(bad == 0, name, "%s kernel vs scalar on 200 random rows: %d differ", simd_name, bad);
}

static void test_q8_0_rounding(void) {
    enum { N = 4096 };
    float x[N];
    uint8_t a[N / 32 * 34], b[N / 32 * 34];
    for (int i = 0; i < N; i++) x[i] = rndf() * (float)pow(10.0, (int)(rnd() % 7) - 3);
    for (int i = 0; i < 64; i++) x[rnd() % N] = 0.5f * (float)(rnd() % 9); /* exact ties */
    for (int i = 0; i < 32; i++) x[i] = 0; /* an all-zero block */
    type_table[T_Q8_0].from_float(x, a, N);
    q8_0_from_float(x, b, N);
    check(memcmp(a, b, sizeof a) == 0, "simd/Q8_0/quantize", "%s activation rounding equals the scalar one byte for byte", simd_name);
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
    check(bad == 0, "simd/fp16/round-trip", "every half converts to float and back exactly; ties to even");
}

int main(int argc, char **argv) {
    const char *dir = argc > 1 ? argv[1] : "tests/quant";
    quant_init();
    for (uint32_t t = 0; t < T_COUNT; t++)
        if (t != T_F32 && t != T_F16 && t != T_BF16 && type_computable(t)) test_type(dir, t);
    test_fp16();
    test_q8_0_rounding();
    test_simd(T_Q8_0, dot_q8_0_scalar);
    test_simd(T_Q4_0, dot_q4_0_scalar);
    test_simd(T_F16, dot_f16_scalar);
    test_simd(T_F32, dot_f32_scalar);
    test_simd(T_BF16, dot_bf16_scalar);
    return n_fail ? 1 : 0;
}
