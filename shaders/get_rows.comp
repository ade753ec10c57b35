#version 450
#extension GL_GOOGLE_include_directive : require
// get_rows: dequantizes whole weight rows (the embedding lookup): workgroup r (x, then y for more than
// the x limit) writes row ids[r] of the weights, n_cols floats, times scale, to dst[out_offset + r * n_cols].
// Each invocation decodes 32 elements at a time; rows of F32/F16/BF16 tables may end in a partial chunk.
#include "common.glsl"

layout(constant_id = 0) const uint TYPE = 0;
layout(std430, binding = 0) readonly buffer WBuf { uint8_t wb[]; };
layout(std430, binding = 7) readonly buffer GridBuf { uint grid[]; };
#include "dequant.glsl"

layout(std430, binding = 2) writeonly buffer OBuf { float dst[]; };
layout(std430, binding = 3) readonly buffer IdBuf { int ids[]; };
// part_r0, part_rows: the rows of the weights the bound part holds (large tables come in parts)
layout(push_constant) uniform Push { uint row_bytes, n_cols, n_rows, out_offset, part_r0, part_rows; float scale; } pc;

void main() {
    const uint r = gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x;
    if (r >= pc.n_rows) return;
    const uint id = uint(ids[r]);
    if (id < pc.part_r0 || id >= pc.part_r0 + pc.part_rows) return;
    const uint src = (id - pc.part_r0) * pc.row_bytes, base = pc.out_offset + r * pc.n_cols;
    float v[32];
    for (uint e = 32u * gl_LocalInvocationID.x; e + 32u <= pc.n_cols; e += 32u * WG_SIZE) {
        dq32(src, e, v);
        for (uint i = 0u; i < 32u; i++) dst[base + e + i] = pc.scale != 1.0 ? v[i] * pc.scale : v[i];
    }
    for (uint e = pc.n_cols / 32u * 32u + gl_LocalInvocationID.x; e < pc.n_cols; e += WG_SIZE) { // F32/F16/BF16 tails
        const float x = dq1(src, e);
        dst[base + e] = pc.scale != 1.0 ? x * pc.scale : x;
    }
}
