#version 450
#extension GL_GOOGLE_include_directive : require
// Rotary embedding in place over every (token, head, pair), from per-token cos/sin tables that the
// host computes exactly as the CPU path does (they depend only on positions).
// mode 0: pairs (2i, 2i+1); 2: NEOX pairs (i, i + n_rot/2). Dims past n_rot stay as they are.
#include "common.glsl"

layout(std430, binding = 2) buffer X { float x[]; };
layout(std430, binding = 4) readonly buffer Tab { float tab[]; }; // cos [n_tok][half], then sin

layout(push_constant) uniform PC {
    uint n_tok, n_head, head_dim, n_rot, mode;
    uint x_off, x_stride;  // token t, head h at x_off + t * x_stride + h * head_dim
    uint sin_off;          // where the sin table starts in tab
} pc;

void main() {
    const uint half_rot = pc.n_rot / 2;
    const uint id = gl_GlobalInvocationID.x + gl_GlobalInvocationID.y * gl_NumWorkGroups.x * WG_SIZE;
    if (id >= pc.n_tok * pc.n_head * half_rot) return;
    const uint i = id % half_rot, h = (id / half_rot) % pc.n_head, t = id / (half_rot * pc.n_head);
    const uint base = pc.x_off + t * pc.x_stride + h * pc.head_dim;
    const uint i0 = pc.mode != 0 ? i : 2 * i, i1 = pc.mode != 0 ? i + half_rot : 2 * i + 1;
    const float cs = tab[t * half_rot + i], sn = tab[pc.sin_off + t * half_rot + i];
    const float x0 = x[base + i0], x1 = x[base + i1];
    x[base + i0] = x0 * cs - x1 * sn;
    x[base + i1] = x0 * sn + x1 * cs;
}
