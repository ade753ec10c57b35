#version 450
#extension GL_GOOGLE_include_directive : require
// Rounds activation rows the way the CPU path (and ggml's CPU backend) rounds them before a dot
// product with quantized weights, and writes the rounded values back as floats: Q8_0 and Q8_1
// (blocks of 32: d = amax / 127 stored as F16, q = round-half-even(x * 127 / amax)), Q8_K (blocks
// of 256: the value of largest magnitude maps to -127, F32 d), F16 and BF16 (round to nearest
// even). With this, a GPU product on packed weights sums the same integer products as the CPU's.
// One invocation per block of 32 (Q8_K: 256) values.
#include "common.glsl"

layout(std430, binding = 1) readonly buffer Src { float src[]; };
layout(std430, binding = 2) writeonly buffer Dst { float dst[]; };

layout(push_constant) uniform PC { uint n, rows, src_off, src_stride, vdt; } pc;

const uint T_F16 = 1, T_Q8_0 = 8, T_Q8_1 = 9, T_Q8_K = 15, T_BF16 = 30;

// x rounded to the nearest F16 (ties to even), in integer arithmetic: packHalf2x16's rounding is
// not specified
float f16_round(float x) {
    const uint u = floatBitsToUint(x), sign = u & 0x80000000u, a = u & 0x7fffffffu;
    if (a >= 0x7f800000u) return x;                      // inf, NaN
    if (a < 0x38800000u) {                               // F16 subnormals: multiples of 2^-24
        const float q = roundEven(uintBitsToFloat(a) * 16777216.0) * (1.0 / 16777216.0);
        return uintBitsToFloat(sign | floatBitsToUint(q));
    }
    uint r = (a + 0xfffu + ((a >> 13) & 1u)) & ~0x1fffu;
    if (r >= 0x47800000u) r = 0x7f800000u;               // overflow to inf
    return uintBitsToFloat(sign | r);
}

float bf16_round(float x) {
    const uint u = floatBitsToUint(x);
    if ((u & 0x7fffffffu) > 0x7f800000u) return uintBitsToFloat((u | 0x400000u) & 0xffff0000u); // quiet NaN
    return uintBitsToFloat((u + 0x7fffu + ((u >> 16) & 1u)) & 0xffff0000u);
}

void main() {
    // F16/BF16 rows may have any length: the last block of a row is partial
    const uint bsize = pc.vdt == T_Q8_K ? 256 : 32, per_row = (pc.n + bsize - 1) / bsize;
    const uint id = gl_GlobalInvocationID.x + gl_GlobalInvocationID.y * gl_NumWorkGroups.x * WG_SIZE;
    if (id >= pc.rows * per_row) return;
    const uint row = id / per_row, b = id % per_row;
    const uint s0 = pc.src_off + row * pc.src_stride + b * bsize, d0 = row * pc.n + b * bsize;
    if (pc.vdt == T_F16 || pc.vdt == T_BF16) {
        for (uint j = 0; j < min(32, pc.n - b * 32); j++)
            dst[d0 + j] = pc.vdt == T_F16 ? f16_round(src[s0 + j]) : bf16_round(src[s0 + j]);
        return;
    }
    if (pc.vdt == T_Q8_K) {
        float amax = 0.0, mx = 0.0;
        for (uint j = 0; j < 256; j++) {
            const float v = src[s0 + j];
            if (abs(v) > amax) { amax = abs(v); mx = v; }
        }
        if (amax == 0.0) { for (uint j = 0; j < 256; j++) dst[d0 + j] = 0.0; return; }
        precise const float iscale = -127.0 / mx, d = 1.0 / iscale;
        for (uint j = 0; j < 256; j++) {
            precise const float p = iscale * src[s0 + j];
            dst[d0 + j] = min(127.0, roundEven(p)) * d;
        }
        return;
    }
    float amax = 0.0;
    for (uint j = 0; j < 32; j++) amax = max(amax, abs(src[s0 + j]));
    precise const float d = amax / 127.0, id_ = amax != 0.0 ? 127.0 / amax : 0.0;
    const float dh = f16_round(d);
    for (uint j = 0; j < 32; j++) {
        precise const float p = src[s0 + j] * id_;
        dst[d0 + j] = roundEven(p) * dh;
    }
}
