#version 450
#extension GL_GOOGLE_include_directive : require
// Strided row copy: dst[d_off + r * d_stride + i] = src[s_off + r * s_stride + i] for i < n, r < rows.
// Latent attention assembles each head's query [q_abs | q_pe] with it.
#include "common.glsl"

layout(std430, binding = 1) readonly buffer Src { float src[]; };
layout(std430, binding = 2) writeonly buffer Dst { float dst[]; };

layout(push_constant) uniform PC { uint n, rows, s_off, s_stride, d_off, d_stride; } pc;

void main() {
    const uint id = gl_GlobalInvocationID.x + gl_GlobalInvocationID.y * gl_NumWorkGroups.x * WG_SIZE;
    if (id >= pc.n * pc.rows) return;
    const uint r = id / pc.n, i = id % pc.n;
    dst[pc.d_off + r * pc.d_stride + i] = src[pc.s_off + r * pc.s_stride + i];
}
