#version 450
// get_rows: dequantizes whole weight rows (the embedding lookup): workgroup r (x, then y for more than
// the x limit) writes row ids[r] of the weights, n_cols floats, to dst[out_offset + r * n_cols].
// n_cols is a multiple of 32; each thread decodes 32 elements at a time.
#extension GL_EXT_shader_8bit_storage : require
#extension GL_EXT_shader_16bit_storage : require
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_GOOGLE_include_directive : require

layout(local_size_x = 32) in;
layout(constant_id = 0) const uint TYPE = 0;
layout(std430, binding = 0) readonly buffer WBuf { uint8_t wb[]; };
layout(std430, binding = 1) writeonly buffer OBuf { float dst[]; };
layout(std430, binding = 2) readonly buffer IdBuf { int ids[]; };
layout(std430, binding = 7) readonly buffer GridBuf { uint grid[]; };
layout(push_constant) uniform Push { uint row_bytes; uint n_cols; uint n_rows; uint out_offset; } pc;

#include "dequant.glsl"

void main() {
    uint r = gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x;
    if (r >= pc.n_rows) return;
    uint src = uint(ids[r]) * pc.row_bytes, base = pc.out_offset + r * pc.n_cols;
    float v[32];
    for (uint e = 32u * gl_LocalInvocationID.x; e < pc.n_cols; e += 32u * gl_WorkGroupSize.x) {
        dq32(src, e, v);
        for (uint i = 0u; i < 32u; i++) dst[base + e + i] = v[i];
    }
}
