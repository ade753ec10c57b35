#version 450
#extension GL_GOOGLE_include_directive : require
// The gated activation between the up and down products, over rows of n: g <- silu(g) * u;
// gpt-oss's clamped form g' = min(g, 7), u' = clamp(u, -7, 7), g' * sigmoid(1.702 g') * (u' + 1);
// or relu(g)^2 with no gate (g holds the up product); or g <- g * sigmoid(u) (gated attention).
#include "common.glsl"

layout(std430, binding = 1) readonly buffer U { float u[]; };
layout(std430, binding = 2) buffer G { float g[]; };

layout(push_constant) uniform PC { uint total, act; } pc;

const uint ACT_SWIGLU = 0, ACT_SWIGLU_OAI = 1, ACT_RELU2 = 2, ACT_SIGMOID_GATE = 3;

void main() {
    const uint i = gl_GlobalInvocationID.x + gl_GlobalInvocationID.y * gl_NumWorkGroups.x * WG_SIZE;
    if (i >= pc.total) return;
    const float x = g[i];
    if (pc.act == ACT_RELU2) { const float r = max(x, 0.0); g[i] = r * r; }
    else if (pc.act == ACT_SIGMOID_GATE) g[i] = x * (1.0 / (1.0 + exp(-u[i])));
    else if (pc.act == ACT_SWIGLU_OAI) {
        const float a = min(x, 7.0), b = clamp(u[i], -7.0, 7.0);
        g[i] = a / (1.0 + exp(-1.702 * a)) * (b + 1.0);
    } else g[i] = x / (1.0 + exp(-x)) * u[i];
}
