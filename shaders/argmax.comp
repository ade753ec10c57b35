#version 450
#extension GL_GOOGLE_include_directive : require
// Greedy decoding's candidate: the largest logit of a row, reduced per workgroup. Workgroup g takes
// values [g * per_group, (g + 1) * per_group) of the row and writes its largest value (as float bits)
// and that value's index, the lowest index on ties, as dst[2g], dst[2g + 1]; the host reduces the few
// groups, so a decode step reads back 8 bytes a group instead of the whole row. A NaN in the group sets
// bit 31 of the index (the host then reads the row and decides as the CPU does); a group with no value
// above -inf writes the index n.
#include "common.glsl"

layout(std430, binding = 1) readonly buffer Src { float src[]; };
layout(std430, binding = 2) writeonly buffer Dst { uint dst[]; };

layout(push_constant) uniform PC {
    uint n;         // values in the row
    uint src_off;   // floats
    uint per_group; // values a workgroup reduces
} pc;

shared float best_v[WG_SIZE];
shared uint best_i[WG_SIZE];

// (v, i) beats (bv, bi): larger, or as large at a lower index
bool beats(float v, uint i, float bv, uint bi) { return v > bv || (v == bv && i < bi); }

void main() {
    const uint t = gl_LocalInvocationID.x, g = gl_WorkGroupID.x;
    const uint i0 = g * pc.per_group, i1 = min(pc.n, i0 + pc.per_group);
    float bv = -1.0 / 0.0;
    uint bi = pc.n, nan_seen = 0;
    for (uint i = i0 + t; i < i1; i += WG_SIZE) { // increasing i: a strict > keeps the lowest index
        const float v = src[pc.src_off + i];
        if (isnan(v)) nan_seen = 1;
        else if (v > bv) { bv = v; bi = i; }
    }
    best_v[t] = bv;
    best_i[t] = bi | (nan_seen << 31);
    barrier();
    for (uint w = WG_SIZE / 2; w > 0; w >>= 1) { // WG_SIZE is a power of two (moe.c checks)
        if (t < w) {
            const float ov = best_v[t + w];
            const uint oi = best_i[t + w], nan_any = (best_i[t] | oi) & 0x80000000u;
            const uint mi = best_i[t] & 0x7fffffffu, ni = oi & 0x7fffffffu;
            if (beats(ov, ni, best_v[t], mi)) { best_v[t] = ov; best_i[t] = ni | nan_any; }
            else best_i[t] = mi | nan_any;
        }
        barrier();
    }
    if (t == 0) {
        dst[2 * g] = floatBitsToUint(best_v[0]);
        dst[2 * g + 1] = best_i[0];
    }
}
