// dequant.glsl: decodes GGUF weight blocks bit for bit like moe.c's *_to_float (layouts are ggml's).
// The including shader declares, before including this file: the 8/16-bit storage and int8/int16 type
// extensions, `layout(constant_id = 0) const uint TYPE` (the ggml type id), `uint8_t wb[]` (the weights)
// and `uint grid[]` (the IQ lattices at the GRID_* word offsets below; moe.c's vk_fill_grid fills them).
// Written in the subset of GLSL that is also C (no vectors, swizzles or out scalars, float literals with
// f), so that tests/test_dequant_glsl.c compiles it as C and checks it against moe.c. Arithmetic is in
// float32 and integers: halves are read with unpackHalf2x16 (subnormals by hand), and the final d*q - m
// is `precise` (no fused multiply-add). Bit-exact except: NaN bits (unspecified on GPUs), and on a GPU
// that flushes float32 denormals, MXFP4 blocks with scale byte 0 or 1 (their scale 2^-128 or 2^-127 is
// subnormal).
// Offsets are uint bytes into wb[], so one binding addresses at most 4 GiB.

#define DQ_F32 0u
#define DQ_F16 1u
#define DQ_Q4_0 2u
#define DQ_Q4_1 3u
#define DQ_Q5_0 6u
#define DQ_Q5_1 7u
#define DQ_Q8_0 8u
#define DQ_Q2_K 10u
#define DQ_Q3_K 11u
#define DQ_Q4_K 12u
#define DQ_Q5_K 13u
#define DQ_Q6_K 14u
#define DQ_IQ2_XXS 16u
#define DQ_IQ2_XS 17u
#define DQ_IQ3_XXS 18u
#define DQ_IQ1_S 19u
#define DQ_IQ4_NL 20u
#define DQ_IQ3_S 21u
#define DQ_IQ2_S 22u
#define DQ_IQ4_XS 23u
#define DQ_IQ1_M 29u
#define DQ_BF16 30u
#define DQ_TQ1_0 34u
#define DQ_TQ2_0 35u
#define DQ_MXFP4 39u
#define DQ_NVFP4 40u
#define DQ_Q1_0 41u
#define DQ_Q2_0 42u

// grid[] word offsets: uint64 entries are 2 words (low first), byte j = lattice element j.
#define GRID_IQ2XXS 0u    // iq2xxs_grid[256], uint64
#define GRID_IQ2XS 512u   // iq2xs_grid[512], uint64
#define GRID_IQ2S 1536u   // iq2s_grid[1024], uint64
#define GRID_IQ1S 3584u   // iq1s_grid[2048], uint64 (int8 bytes -1..1)
#define GRID_IQ3XXS 7680u // iq3xxs_grid[256], uint32
#define GRID_IQ3S 7936u   // iq3s_grid[512], uint32
#define GRID_KSIGNS 8448u // ksigns_iq2xs[128], 4 bytes per word
#define GRID_WORDS 8480u

const int dq_kv_iq4nl[16] = { -127, -104, -83, -65, -49, -35, -22, -10, 1, 13, 25, 38, 53, 69, 89, 113 };
const int dq_kv_mxfp4[16] = { 0, 1, 2, 3, 4, 6, 8, 12, 0, -1, -2, -3, -4, -6, -8, -12 }; // 2 x E2M1
const uint dq_pow3[5] = { 1u, 3u, 9u, 27u, 81u };

uint dq_block_elems() {
    switch (TYPE) {
    case DQ_F32: case DQ_F16: case DQ_BF16: return 1u;
    case DQ_Q4_0: case DQ_Q4_1: case DQ_Q5_0: case DQ_Q5_1: case DQ_Q8_0: case DQ_IQ4_NL: case DQ_MXFP4: return 32u;
    case DQ_NVFP4: case DQ_Q2_0: return 64u;
    case DQ_Q1_0: return 128u;
    default: return 256u;
    }
}

uint dq_block_bytes() {
    switch (TYPE) {
    case DQ_F32: return 4u;
    case DQ_F16: case DQ_BF16: return 2u;
    case DQ_Q4_0: case DQ_IQ4_NL: case DQ_Q1_0: case DQ_Q2_0: return 18u;
    case DQ_Q4_1: return 20u;
    case DQ_Q5_0: return 22u;
    case DQ_Q5_1: return 24u;
    case DQ_Q8_0: return 34u;
    case DQ_MXFP4: return 17u;
    case DQ_NVFP4: return 36u;
    case DQ_Q2_K: return 84u;
    case DQ_Q3_K: case DQ_IQ3_S: return 110u;
    case DQ_Q4_K: return 144u;
    case DQ_Q5_K: return 176u;
    case DQ_Q6_K: return 210u;
    case DQ_IQ2_XXS: case DQ_TQ2_0: return 66u;
    case DQ_IQ2_XS: return 74u;
    case DQ_IQ2_S: return 82u;
    case DQ_IQ3_XXS: return 98u;
    case DQ_IQ1_S: return 50u;
    case DQ_IQ1_M: return 56u;
    case DQ_IQ4_XS: return 136u;
    case DQ_TQ1_0: return 54u;
    default: return 0u;
    }
}

uint dq_u8(uint o) { return uint(wb[o]); }
uint dq_u16(uint o) { return dq_u8(o) | dq_u8(o + 1u) << 8; }
uint dq_u32(uint o) { return dq_u16(o) | dq_u16(o + 2u) << 16; }
int dq_i8(uint x) { return int(x << 24) >> 24; } // low byte, sign-extended

// IEEE half bits to float; subnormals by hand, as unpackHalf2x16 may flush them.
float dq_half(uint h) {
    if ((h & 0x7c00u) != 0u) return unpackHalf2x16(h).x;
    float m = float(h & 0x3ffu) * 5.9604644775390625e-8f; // 2^-24
    return (h & 0x8000u) != 0u ? -m : m;
}
float dq_f16(uint o) { return dq_half(dq_u16(o)); }
float dq_bf16(uint o) { return uintBitsToFloat(dq_u16(o) << 16); }
float dq_f32(uint o) { return uintBitsToFloat(dq_u32(o)); }

// E8M0 exponent e as 2^(e-128): half the MX scale, for the doubled E2M1 values (2^-128, 2^-127 subnormal).
float dq_e8m0_half(uint e) { return uintBitsToFloat(e < 2u ? 0x00200000u << e : (e - 1u) << 23); }

// UE4M3 (bias 7, bit 7 ignored; 0 and 0x7f read as 0), halved like dq_e8m0_half.
float dq_ue4m3_half(uint x) {
    if (x == 0u || x == 0x7fu) return 0.0f;
    uint e = (x >> 3) & 15u, m = x & 7u;
    return e == 0u ? float(m) * 0.0009765625f : uintBitsToFloat((e + 119u) << 23 | m << 20);
}

// Element j of 16 bytes of nibbles: low nibbles are elements 0..15, high nibbles 16..31.
uint dq_nib(uint o, uint j) { return (dq_u8(o + (j & 15u)) >> ((j & 16u) >> 2)) & 15u; }
// Element j (0..31) of chunk c of the 2-bit layout of Q2_K/Q3_K/TQ2_0: bits 2(c%4) of byte 32(c/4) + j.
uint dq_2bit(uint o, uint c, uint j) { return (dq_u8(o + 32u * (c >> 2) + j) >> (2u * (c & 3u))) & 3u; }
// Q4_K/Q5_K: 6-bit scale (low byte) and min (high byte) of group c of the 12 bytes at s.
uint dq_k4_scale(uint s, uint c) {
    if (c < 4u) return (dq_u8(s + c) & 63u) | (dq_u8(s + c + 4u) & 63u) << 8;
    return ((dq_u8(s + c + 4u) & 15u) | (dq_u8(s + c - 4u) >> 6) << 4) | ((dq_u8(s + c + 4u) >> 4) | (dq_u8(s + c) >> 6) << 4) << 8;
}
// Lattice byte j of entry i: 8-byte (uint64) and 4-byte (uint32) grids.
uint dq_grid8(uint base, uint i, uint j) { return (grid[base + 2u * i + (j >> 2)] >> (8u * (j & 3u))) & 255u; }
uint dq_grid4(uint base, uint i, uint j) { return (grid[base + i] >> (8u * j)) & 255u; }
uint dq_ksigns(uint i) { return (grid[GRID_KSIGNS + (i >> 2)] >> (8u * (i & 3u))) & 255u; }
// Grid byte g negated when bit j of the sign byte s is set.
float dq_signed(uint g, uint s, uint j) { return float(((s >> j) & 1u) != 0u ? -int(g) : int(g)); }

// Element e of a row of a type with one value per block (F32, F16, BF16): rows of these types may
// have any length, so the last values of a row that is not a multiple of 32 come one at a time.
float dq1(uint row_byte, uint e) {
    return TYPE == DQ_F32 ? dq_f32(row_byte + 4u * e) : TYPE == DQ_F16 ? dq_f16(row_byte + 2u * e) : dq_bf16(row_byte + 2u * e);
}

// Elements e..e+31 (e a multiple of 32) of the row at byte row_byte. Every type fills q[32] and per 16
// elements d and m, and the value is d * q - m, as moe.c computes it (types without m subtract +0,
// which changes no bits; Q4_1/Q5_1's + m is - (-m)). Block layouts: byte offset, size, contents.
void dq32(uint row_byte, uint e, out float v[32]) {
    uint be = dq_block_elems(), c = (e % be) / 32u, o = row_byte + (e / be) * dq_block_bytes(), j;
    if (be == 1u) { // F32, F16, BF16
        for (j = 0u; j < 32u; j++)
            v[j] = TYPE == DQ_F32 ? dq_f32(o + 4u * j) : TYPE == DQ_F16 ? dq_f16(o + 2u * j) : dq_bf16(o + 2u * j);
        return;
    }
    float q[32], d[2], m[2];
    uint g, w, h;
    m[0] = m[1] = 0.0f;
    switch (TYPE) {
    case DQ_Q4_0: // 0 f16 d | 2 16B nibbles (dq_nib); q-8
        d[0] = d[1] = dq_f16(o);
        for (j = 0u; j < 32u; j++) q[j] = float(int(dq_nib(o + 2u, j)) - 8);
        break;
    case DQ_Q4_1: // 0 f16 d | 2 f16 m | 4 16B nibbles; q*d + m
        d[0] = d[1] = dq_f16(o);
        m[0] = m[1] = -dq_f16(o + 2u);
        for (j = 0u; j < 32u; j++) q[j] = float(dq_nib(o + 4u, j));
        break;
    case DQ_Q5_0: // 0 f16 d | 2 u32 qh (bit j: 5th bit of element j) | 6 16B nibbles; q-16
        d[0] = d[1] = dq_f16(o);
        h = dq_u32(o + 2u);
        for (j = 0u; j < 32u; j++) q[j] = float(int(dq_nib(o + 6u, j) | ((h >> j) & 1u) << 4) - 16);
        break;
    case DQ_Q5_1: // 0 f16 d | 2 f16 m | 4 u32 qh | 8 16B nibbles; q*d + m
        d[0] = d[1] = dq_f16(o);
        m[0] = m[1] = -dq_f16(o + 2u);
        h = dq_u32(o + 4u);
        for (j = 0u; j < 32u; j++) q[j] = float(dq_nib(o + 8u, j) | ((h >> j) & 1u) << 4);
        break;
    case DQ_Q8_0: // 0 f16 d | 2 32 int8
        d[0] = d[1] = dq_f16(o);
        for (j = 0u; j < 32u; j++) q[j] = float(dq_i8(dq_u8(o + 2u + j)));
        break;
    case DQ_IQ4_NL: // 0 f16 d | 2 16B nibbles into kvalues_iq4nl
        d[0] = d[1] = dq_f16(o);
        for (j = 0u; j < 32u; j++) q[j] = float(dq_kv_iq4nl[dq_nib(o + 2u, j)]);
        break;
    case DQ_MXFP4: // 0 E8M0 scale | 1 16B nibbles into kvalues_mxfp4
        d[0] = d[1] = dq_e8m0_half(dq_u8(o));
        for (j = 0u; j < 32u; j++) q[j] = float(dq_kv_mxfp4[dq_nib(o + 1u, j)]);
        break;
    case DQ_NVFP4: // 0 4 UE4M3 scales per 16 | 4 32B: 8 per 16, low nibbles elements 0..7, high 8..15
        for (g = 0u; g < 2u; g++) d[g] = dq_ue4m3_half(dq_u8(o + 2u * c + g));
        for (j = 0u; j < 32u; j++)
            q[j] = float(dq_kv_mxfp4[(dq_u8(o + 4u + 16u * c + 8u * (j >> 4) + (j & 7u)) >> ((j & 8u) >> 1)) & 15u]);
        break;
    case DQ_Q1_0: // 0 f16 d | 2 16B: bit t%8 of byte t/8 set: +d, else -d
        d[0] = d[1] = dq_f16(o);
        for (j = 0u; j < 32u; j++) q[j] = ((dq_u8(o + 2u + 4u * c + (j >> 3)) >> (j & 7u)) & 1u) != 0u ? 1.0f : -1.0f;
        break;
    case DQ_Q2_0: // 0 f16 d | 2 16B: bits 2(t%4) of byte t/4; q-1
        d[0] = d[1] = dq_f16(o);
        for (j = 0u; j < 32u; j++) q[j] = float(int((dq_u8(o + 2u + 8u * c + (j >> 2)) >> (2u * (j & 3u))) & 3u) - 1);
        break;
    case DQ_Q2_K: // 0 16B scale (low nibble), min (high) per 16 | 16 64B 2-bit (dq_2bit) | 80 f16 d | 82 f16 dmin
        for (g = 0u; g < 2u; g++) {
            w = dq_u8(o + 2u * c + g);
            d[g] = dq_f16(o + 80u) * float(w & 15u);
            m[g] = dq_f16(o + 82u) * float(w >> 4);
        }
        for (j = 0u; j < 32u; j++) q[j] = float(dq_2bit(o + 16u, c, j));
        break;
    case DQ_Q3_K: // 0 32B hmask (bit c of byte j clear: -4) | 32 64B 2-bit | 96 12B 16 6-bit scales | 108 f16 d
        for (g = 2u * c; g < 2u * c + 2u; g++) {
            w = ((g < 8u ? dq_u8(o + 96u + g) : dq_u8(o + 88u + g) >> 4) & 15u) | ((dq_u8(o + 104u + (g & 3u)) >> (2u * (g >> 2))) & 3u) << 4;
            d[g & 1u] = dq_f16(o + 108u) * float(int(w) - 32);
        }
        for (j = 0u; j < 32u; j++) q[j] = float(int(dq_2bit(o + 32u, c, j)) - (((dq_u8(o + j) >> c) & 1u) != 0u ? 0 : 4));
        break;
    case DQ_Q4_K: // 0 f16 d | 2 f16 dmin | 4 12B 6-bit scales/mins per 32 | 16 128B: 32B per 64, low then high nibbles
    case DQ_Q5_K: // Q4_K's 16 bytes | 16 32B qh (bit c of byte j: 5th bit) | 48 128B as Q4_K
        w = dq_k4_scale(o + 4u, c);
        d[0] = d[1] = dq_f16(o) * float(w & 255u);
        m[0] = m[1] = dq_f16(o + 2u) * float(w >> 8);
        h = TYPE == DQ_Q5_K ? 48u : 16u;
        for (j = 0u; j < 32u; j++)
            q[j] = float(((dq_u8(o + h + 32u * (c >> 1) + j) >> (4u * (c & 1u))) & 15u) |
                         (TYPE == DQ_Q5_K ? ((dq_u8(o + 16u + j) >> c) & 1u) << 4 : 0u));
        break;
    case DQ_Q6_K: // 0 128B low nibbles | 128 64B high 2 bits | 192 16 int8 scales | 208 f16 d; q-32
        for (g = 0u; g < 2u; g++) d[g] = dq_f16(o + 208u) * float(dq_i8(dq_u8(o + 192u + 2u * c + g)));
        for (j = 0u; j < 32u; j++)
            q[j] = float(int(((dq_u8(o + 64u * (c >> 2) + 32u * (c & 1u) + j) >> (4u * ((c >> 1) & 1u))) & 15u) |
                             ((dq_u8(o + 128u + 32u * (c >> 2) + j) >> (2u * (c & 3u))) & 3u) << 4) - 32);
        break;
    case DQ_TQ1_0: // 0 48B 5 base-3 digits each | 48 4B 4 digits | 52 f16 d; digit n of x: ((x*3^n)&255)*3>>8, -1
        d[0] = d[1] = dq_f16(o + 52u) * 1.0f;
        for (j = 0u; j < 32u; j++) {
            g = 32u * c + j; // element t: bytes 0..31 give 32n+m, 32..47 160+16n+m, 48..51 240+4n+m
            h = g < 160u ? g & 31u : g < 240u ? 32u + ((g - 160u) & 15u) : 48u + (g & 3u);
            w = g < 160u ? g >> 5 : g < 240u ? (g - 160u) >> 4 : (g - 240u) >> 2;
            q[j] = float(int((((dq_u8(o + h) * dq_pow3[w]) & 255u) * 3u) >> 8) - 1);
        }
        break;
    case DQ_TQ2_0: // 0 64B 2-bit (dq_2bit) | 64 f16 d; q-1
        d[0] = d[1] = dq_f16(o + 64u) * 1.0f;
        for (j = 0u; j < 32u; j++) q[j] = float(int(dq_2bit(o, c, j)) - 1);
        break;
    case DQ_IQ4_XS: // 0 f16 d | 2 u16 scales_h (2 bits per 32) | 4 4B scales_l (nibble per 32) | 8 128B: 16B per 32 as IQ4_NL
        w = ((dq_u8(o + 4u + (c >> 1)) >> (4u * (c & 1u))) & 15u) | ((dq_u16(o + 2u) >> (2u * c)) & 3u) << 4;
        d[0] = d[1] = dq_f16(o) * float(int(w) - 32);
        for (j = 0u; j < 32u; j++) q[j] = float(dq_kv_iq4nl[dq_nib(o + 8u + 16u * c, j)]);
        break;
    case DQ_IQ2_XXS: // 0 f16 d | 2 8B per 32: 4 iq2xxs_grid indices, u32 of 4 x 7 ksigns bits + 4-bit scale s on top
        w = dq_u32(o + 6u + 8u * c);
        d[0] = d[1] = (dq_f16(o) * 0.125f) * float(2u * (w >> 28) + 1u);
        for (j = 0u; j < 32u; j++)
            q[j] = dq_signed(dq_grid8(GRID_IQ2XXS, dq_u8(o + 2u + 8u * c + (j >> 3)), j & 7u), dq_ksigns((w >> (7u * (j >> 3))) & 127u), j & 7u);
        break;
    case DQ_IQ2_XS: // 0 f16 d | 2 32 u16 per 8: 9-bit iq2xs_grid index, 7 ksigns bits | 66 8B: 4-bit scale per 16
        for (g = 0u; g < 2u; g++) d[g] = (dq_f16(o) * 0.125f) * float(2u * ((dq_u8(o + 66u + c) >> (4u * g)) & 15u) + 1u);
        for (j = 0u; j < 32u; j++) {
            w = dq_u16(o + 2u + 8u * c + 2u * (j >> 3));
            q[j] = dq_signed(dq_grid8(GRID_IQ2XS, w & 511u, j & 7u), dq_ksigns(w >> 9), j & 7u);
        }
        break;
    case DQ_IQ2_S: // 0 f16 d | 2 32B index low bits | 34 32B sign bytes | 66 8B qh: 2 high index bits per 8 | 74 8B scales
        for (g = 0u; g < 2u; g++) d[g] = (dq_f16(o) * 0.125f) * float(2u * ((dq_u8(o + 74u + c) >> (4u * g)) & 15u) + 1u);
        for (j = 0u; j < 32u; j++) {
            g = 4u * c + (j >> 3);
            w = dq_u8(o + 2u + g) | ((dq_u8(o + 66u + c) >> (2u * (j >> 3))) & 3u) << 8;
            q[j] = dq_signed(dq_grid8(GRID_IQ2S, w, j & 7u), dq_u8(o + 34u + g), j & 7u);
        }
        break;
    case DQ_IQ3_XXS: // 0 f16 d | 2 64B iq3xxs_grid indices (4 elements each) | 66 8 u32 per 32: 4 x 7 ksigns bits, scale on top
        w = dq_u32(o + 66u + 4u * c);
        d[0] = d[1] = (dq_f16(o) * 0.25f) * float(2u * (w >> 28) + 1u);
        for (j = 0u; j < 32u; j++)
            q[j] = dq_signed(dq_grid4(GRID_IQ3XXS, dq_u8(o + 2u + 8u * c + (j >> 2)), j & 3u), dq_ksigns((w >> (7u * (j >> 3))) & 127u), j & 7u);
        break;
    case DQ_IQ3_S: // 0 f16 d | 2 64B index low bits | 66 8B 9th bits | 74 32B signs (nibble per 4) | 106 4B scale nibble per 32
        d[0] = d[1] = dq_f16(o) * float(2u * ((dq_u8(o + 106u + (c >> 1)) >> (4u * (c & 1u))) & 15u) + 1u);
        for (j = 0u; j < 32u; j++) {
            g = 8u * c + (j >> 2);
            w = dq_u8(o + 2u + g) | ((dq_u8(o + 66u + c) >> (j >> 2)) & 1u) << 8;
            q[j] = dq_signed(dq_grid4(GRID_IQ3S, w, j & 3u), dq_u8(o + 74u + (g >> 1)) >> (4u * (g & 1u)), j & 3u);
        }
        break;
    case DQ_IQ1_S: // 0 f16 d | 2 32B index low bits | 34 8 u16 per 32: 3 high index bits per 8, scale at 12, delta sign 15
        h = dq_u16(o + 34u + 2u * c);
        d[0] = d[1] = dq_f16(o) * float(2u * ((h >> 12) & 7u) + 1u);
        for (j = 0u; j < 32u; j++)
            q[j] = float(dq_i8(dq_grid8(GRID_IQ1S, dq_u8(o + 2u + 4u * c + (j >> 3)) | ((h >> (3u * (j >> 3))) & 7u) << 8, j & 7u))) +
                   ((h & 0x8000u) != 0u ? -0.125f : 0.125f);
        break;
    case DQ_IQ1_M: // 0 32B index low bits | 32 16B nibble per 8: 3 high index bits, delta sign | 48 4 u16: 3-bit scales per 16, f16 d in top nibbles
        h = (dq_u16(o + 48u) >> 12) | ((dq_u16(o + 50u) >> 8) & 0xf0u) | ((dq_u16(o + 52u) >> 4) & 0xf00u) | (dq_u16(o + 54u) & 0xf000u);
        for (g = 0u; g < 2u; g++) d[g] = dq_half(h) * float(2u * ((dq_u16(o + 48u + 2u * (c >> 1)) >> (3u * (2u * (c & 1u) + g))) & 7u) + 1u);
        for (j = 0u; j < 32u; j++) {
            g = 4u * c + (j >> 3);
            w = (dq_u8(o + 32u + (g >> 1)) >> (4u * (g & 1u))) & 15u;
            q[j] = float(dq_i8(dq_grid8(GRID_IQ1S, dq_u8(o + g) | (w & 7u) << 8, j & 7u))) + ((w & 8u) != 0u ? -0.125f : 0.125f);
        }
        break;
    default:
        for (j = 0u; j < 32u; j++) q[j] = 0.0f;
        d[0] = d[1] = 0.0f;
    }
    for (j = 0u; j < 32u; j++) {
        precise float x = d[j >> 4] * q[j] - m[j >> 4];
        v[j] = x;
    }
}
