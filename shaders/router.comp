#version 450
#extension GL_GOOGLE_include_directive : require
// Expert choice for each token (one invocation per token), as the CPU path's route_token: scores
// (softmax or sigmoid of the router logits), an optional bias used only to choose, group-limited
// choice, top k (ties: lower expert id), weights from the unbiased scores, renormalised and scaled;
// or gpt-oss's top k of the raw logits and a softmax over those k. The chosen ids and weights stay
// in GPU buffers for the expert products: routing is never read back between layers.
#include "common.glsl"

layout(std430, binding = 1) readonly buffer Logits { float logits[]; };  // [n_tok][n_expert]
layout(std430, binding = 2) buffer Scratch { float scratch[]; };        // [n_tok][2 * n_expert]
layout(std430, binding = 3) writeonly buffer Ids { int ids[]; };        // [n_tok][k]
layout(std430, binding = 4) readonly buffer Bias { float sel_bias[]; }; // [n_expert]
layout(std430, binding = 5) writeonly buffer W { float wout[]; };       // [n_tok][k]

layout(push_constant) uniform PC {
    uint n_tok, n_expert, k, gating, renorm, n_group, n_group_used, has_bias;
    float scale;
} pc;

const uint GATE_SOFTMAX = 1, GATE_SIGMOID = 2, GATE_TOPK_SOFTMAX = 3, MAX_K = 64, MAX_GROUPS = 64;

void main() {
    const uint t = gl_GlobalInvocationID.x;
    if (t >= pc.n_tok) return;
    const uint X = pc.n_expert, K = pc.k, sc = t * 2 * X, ch = sc + X;
    float mx = -1.0 / 0.0;
    for (uint e = 0; e < X; e++) { scratch[sc + e] = logits[t * X + e]; mx = max(mx, logits[t * X + e]); }
    if (pc.gating == GATE_SOFTMAX) {
        float sum = 0.0;
        for (uint e = 0; e < X; e++) { const float v = exp(scratch[sc + e] - mx); scratch[sc + e] = v; sum += v; }
        const float inv = 1.0 / sum;
        for (uint e = 0; e < X; e++) scratch[sc + e] *= inv;
    } else if (pc.gating == GATE_SIGMOID)
        for (uint e = 0; e < X; e++) scratch[sc + e] = 1.0 / (1.0 + exp(-scratch[sc + e]));
    for (uint e = 0; e < X; e++) scratch[ch + e] = scratch[sc + e] + (pc.has_bias != 0 ? sel_bias[e] : 0.0);
    if (pc.n_group > 1) { // keep the groups whose two best choice scores sum highest
        const uint per = X / pc.n_group;
        float gscore[MAX_GROUPS];
        bool keep[MAX_GROUPS];
        for (uint g = 0; g < pc.n_group; g++) {
            float a = -1.0 / 0.0, b = -1.0 / 0.0;
            for (uint e = g * per; e < (g + 1) * per; e++) {
                const float v = scratch[ch + e];
                if (v > a) { b = a; a = v; } else if (v > b) b = v;
            }
            gscore[g] = a + b;
            keep[g] = false;
        }
        for (uint i = 0; i < pc.n_group_used; i++) {
            int best = -1;
            for (uint g = 0; g < pc.n_group; g++)
                if (!keep[g] && (best < 0 || gscore[g] > gscore[best])) best = int(g);
            keep[best] = true;
        }
        for (uint g = 0; g < pc.n_group; g++)
            if (!keep[g]) for (uint e = g * per; e < (g + 1) * per; e++) scratch[ch + e] = -1.0 / 0.0;
    }
    int sel[MAX_K];
    float w[MAX_K];
    for (uint i = 0; i < K; i++) {
        int best = -1;
        for (uint e = 0; e < X; e++) {
            bool taken = false;
            for (uint j = 0; j < i; j++) taken = taken || sel[j] == int(e);
            if (!taken && (best < 0 || scratch[ch + e] > scratch[ch + best])) best = int(e);
        }
        sel[i] = best;
        w[i] = scratch[sc + best];
    }
    if (pc.gating == GATE_TOPK_SOFTMAX) {
        float m = -1.0 / 0.0, sum = 0.0;
        for (uint i = 0; i < K; i++) m = max(m, w[i]);
        for (uint i = 0; i < K; i++) { w[i] = exp(w[i] - m); sum += w[i]; }
        for (uint i = 0; i < K; i++) w[i] *= 1.0 / sum;
    }
    if (pc.renorm != 0) {
        float s = 0.0;
        for (uint i = 0; i < K; i++) s += w[i];
        s = max(s, 6.103515625e-5);
        for (uint i = 0; i < K; i++) w[i] /= s;
    }
    for (uint i = 0; i < K; i++) { ids[t * K + i] = sel[i]; wout[t * K + i] = w[i] * pc.scale; }
}
