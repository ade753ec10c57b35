/* shaders/dequant.glsl compiled as C and run against moe.c's row decoders: every weight type the shaders
 * read, on ggml's blocks (tests/quant, made by llama.cpp) and on random ones, bit for bit (a NaN matches
 * any NaN: GPUs leave NaN bits unspecified). Also the contract between the two: the shader's type ids,
 * block sizes and lattice offsets are moe.c's. A decoder changed on one side only fails here, without a
 * GPU and without a Vulkan driver.
 * Includes moe.c to reach the decoders, then the shader with the little GLSL it uses written as C. */
#include "../moe.c"

/* ---- the GLSL that dequant.glsl uses, in C ---- */
typedef uint32_t uint;
#define out     /* `out float v[32]`: an array parameter is written through in C too */
#define precise /* C evaluates d * q - m without contraction here (-ffp-contract=off) */
#define float(x) ((float)(x))
#define int(x) ((int)(x))
#define uint(x) ((uint32_t)(x))
static uint32_t TYPE;      /* the specialization constant */
static const uint8_t *wb;  /* binding: the weights */
static uint32_t grid[VK_GRID_WORDS]; /* binding 7: the lattices, as vk_fill_grid writes them */
typedef struct { float x, y; } glsl_vec2;

static float glsl_bits_float(uint32_t u) {
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}
#define uintBitsToFloat glsl_bits_float

/* Written here from IEEE 754, not from moe.c: normal halves, infinities and NaNs (the shader decodes
 * subnormals itself and zero never reaches this). */
static float glsl_half(uint32_t h) {
    const uint32_t sign = (h & 0x8000u) << 16, e = (h >> 10) & 31u, m = h & 0x3ffu;
    if (e == 0) return glsl_bits_float(sign); /* flushed, as a GPU may */
    return glsl_bits_float(sign | (e == 31u ? 255u << 23 : (e + 112u) << 23) | m << 13);
}
static glsl_vec2 unpackHalf2x16(uint32_t h) {
    glsl_vec2 v = { glsl_half(h & 0xffffu), glsl_half(h >> 16) };
    return v;
}

#include "../shaders/dequant.glsl"

#undef float
#undef int
#undef uint

/* ---- the test ---- */
#include "test.h"

/* The shader's type ids beside moe.c's: one row per type the shaders decode. */
static const struct { uint32_t dq, t; } types[] = {
    { DQ_F32, T_F32 }, { DQ_F16, T_F16 }, { DQ_BF16, T_BF16 }, { DQ_Q4_0, T_Q4_0 }, { DQ_Q4_1, T_Q4_1 },
    { DQ_Q5_0, T_Q5_0 }, { DQ_Q5_1, T_Q5_1 }, { DQ_Q8_0, T_Q8_0 }, { DQ_Q2_K, T_Q2_K }, { DQ_Q3_K, T_Q3_K },
    { DQ_Q4_K, T_Q4_K }, { DQ_Q5_K, T_Q5_K }, { DQ_Q6_K, T_Q6_K }, { DQ_IQ2_XXS, T_IQ2_XXS }, { DQ_IQ2_XS, T_IQ2_XS },
    { DQ_IQ3_XXS, T_IQ3_XXS }, { DQ_IQ1_S, T_IQ1_S }, { DQ_IQ4_NL, T_IQ4_NL }, { DQ_IQ3_S, T_IQ3_S },
    { DQ_IQ2_S, T_IQ2_S }, { DQ_IQ4_XS, T_IQ4_XS }, { DQ_IQ1_M, T_IQ1_M }, { DQ_TQ1_0, T_TQ1_0 },
    { DQ_TQ2_0, T_TQ2_0 }, { DQ_MXFP4, T_MXFP4 }, { DQ_NVFP4, T_NVFP4 }, { DQ_Q1_0, T_Q1_0 }, { DQ_Q2_0, T_Q2_0 },
};

static int same_float(float a, float b) {
    uint32_t x, y;
    memcpy(&x, &a, 4);
    memcpy(&y, &b, 4);
    return x == y || (a != a && b != b);
}

/* Decodes `n` elements of the row at `row` as the shader does (dq32 per 32, dq1 for a tail of a
 * one-value-per-block type) and counts the elements that differ from moe.c's to_float. */
static int row_differs(uint32_t t, const uint8_t *row, int n, float *want, float *got, int *first_bad) {
    type_table[t].to_float(row, want, n);
    wb = row;
    TYPE = t;
    int e = 0, bad = 0;
    for (; e + 32 <= n; e += 32) dq32(0u, (uint32_t)e, got + e);
    for (; e < n; e++) got[e] = dq1(0u, (uint32_t)e);
    for (e = 0; e < n; e++)
        if (!same_float(want[e], got[e])) {
            if (!bad && first_bad) *first_bad = e;
            bad++;
        }
    return bad;
}

static uint64_t rng_state = 0x9e3779b97f4a7c15ull;
static uint32_t rnd(void) {
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return (uint32_t)(rng_state >> 16);
}

/* ggml's blocks of the type (the smooth and edge tensors of tests/quant/<type>.gguf): every row. */
static void test_ggml_blocks(const char *dir, uint32_t t) {
    const type_info *ti = &type_table[t];
    char path[512], name[96], err[256];
    snprintf(path, sizeof path, "%s/%s.gguf", dir, ti->name);
    snprintf(name, sizeof name, "dequant-glsl/%s/ggml-blocks", ti->name);
    gguf_file g;
    if (gguf_open(&g, path, 0, NULL, err, sizeof err) != MOE_OK) { report(name, 0, "cannot open %s: %s", path, err); return; }
    int rows = 0, bad_rows = 0, first_bad = -1;
    const char *tensors[2] = { "smooth.weight", "edge.weight" };
    for (int k = 0; k < 2; k++) {
        const gguf_tensor *w = gguf_find_tensor(&g, tensors[k]);
        if (!w) { report(name, 0, "%s has no %s", path, tensors[k]); gguf_close(&g, NULL); return; }
        const int n = (int)w->ne[0];
        const size_t rb = (size_t)type_row_bytes(t, (uint64_t)n);
        float *want = malloc(sizeof(float) * (size_t)n), *got = malloc(sizeof(float) * (size_t)n);
        for (uint64_t r = 0; r < w->ne[1]; r++, rows++) bad_rows += row_differs(t, w->data + r * rb, n, want, got, &first_bad) != 0;
        free(want);
        free(got);
    }
    report(name, bad_rows == 0 && rows > 0, "%d rows, %d differ (first element %d)", rows, bad_rows, first_bad);
    gguf_close(&g, NULL);
}

/* Random bytes as blocks: scales of every exponent (subnormal, infinite and NaN halves included) and
 * every index and sign pattern, on rows of several lengths (tails of 1 to 31 for the float types). */
static void test_random_blocks(uint32_t t) {
    const type_info *ti = &type_table[t];
    char name[96];
    snprintf(name, sizeof name, "dequant-glsl/%s/random-blocks", ti->name);
    const int lengths[] = { 256, 512, 1024, 37, 95, 289 };
    int rows = 0, bad_rows = 0, first_bad = -1;
    for (size_t li = 0; li < sizeof lengths / sizeof lengths[0]; li++) {
        const int n = ti->block == 1 ? lengths[li] : (lengths[li] + (int)ti->block - 1) / (int)ti->block * (int)ti->block;
        if (ti->block == 1 && li < 3) continue; /* the float types: odd lengths only (the others are multiples of 32) */
        const size_t rb = (size_t)type_row_bytes(t, (uint64_t)n);
        uint8_t *row = malloc(rb);
        float *want = malloc(sizeof(float) * (size_t)n), *got = malloc(sizeof(float) * (size_t)n);
        for (int rep = 0; rep < 200; rep++, rows++) {
            for (size_t i = 0; i < rb; i++) row[i] = (uint8_t)rnd();
            bad_rows += row_differs(t, row, n, want, got, &first_bad) != 0;
        }
        free(row);
        free(want);
        free(got);
    }
    report(name, bad_rows == 0, "%d rows, %d differ (first element %d)", rows, bad_rows, first_bad);
}

/* The shader's block sizes and lattice offsets are moe.c's. */
static void test_contract(void) {
    int bad = 0;
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++) {
        TYPE = types[i].dq;
        const type_info *ti = &type_table[types[i].t];
        if (types[i].dq != types[i].t || dq_block_elems() != ti->block || dq_block_bytes() != ti->bytes) {
            printf("# %s: shader id %u, %u elements in %u bytes; moe.c id %u, %u in %u\n", ti->name, types[i].dq,
                   dq_block_elems(), dq_block_bytes(), types[i].t, ti->block, ti->bytes);
            bad++;
        }
    }
    report("dequant-glsl/contract/types", bad == 0, "%zu types: ids and block sizes as moe.c's (%d differ)", sizeof types / sizeof types[0], bad);
    const uint32_t shader_grid[] = { GRID_IQ2XXS, GRID_IQ2XS, GRID_IQ2S, GRID_IQ1S, GRID_IQ3XXS, GRID_IQ3S, GRID_KSIGNS, GRID_WORDS };
    const uint32_t host_grid[] = { VK_GRID_IQ2XXS, VK_GRID_IQ2XS, VK_GRID_IQ2S, VK_GRID_IQ1S, VK_GRID_IQ3XXS, VK_GRID_IQ3S, VK_GRID_KSIGNS, VK_GRID_WORDS };
    report("dequant-glsl/contract/grid", memcmp(shader_grid, host_grid, sizeof host_grid) == 0,
          "the lattices at the word offsets vk_fill_grid writes them to");
    /* every computable weight type has a row here (an unlisted one would reach the GPU undecoded) */
    int missing = 0;
    for (uint32_t t = 0; t < T_COUNT; t++) {
        if (!type_computable(t) || t == T_Q8_1 || t == T_Q8_K) continue; /* activation-only types */
        int listed = 0;
        for (size_t i = 0; i < sizeof types / sizeof types[0]; i++) listed |= types[i].t == t;
        if (!listed) { printf("# %s is computable on the CPU and absent from the shader's types\n", type_table[t].name); missing++; }
    }
    report("dequant-glsl/contract/coverage", missing == 0, "every weight type moe.c computes is decoded by the shader (%d absent)", missing);
}

int main(int argc, char **argv) {
    const char *dir = argc > 1 ? argv[1] : "tests/quant";
    quant_init();
    vk_fill_grid(grid);
    test_contract();
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++) {
        const uint32_t t = types[i].t;
        if (t != T_F32 && t != T_F16 && t != T_BF16) test_ggml_blocks(dir, t);
        test_random_blocks(t);
    }
    return g_failed != 0;
}
